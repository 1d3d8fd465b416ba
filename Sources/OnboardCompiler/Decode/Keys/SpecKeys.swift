import BundleFormat

/// The top level of a spec, `app`, and copy with a note for translators.
extension MappingSchema {
    static let spec = MappingSchema(
        "spec", noun: "the spec", summary: "An app's onboarding spec (docs/spec-format.md).",
        docs: DocsTable("3.1 Top level"),
        keys: [
            Key(
                "version", .version(supportedVersions), .required,
                #"edition of this format ([section 5](#5-versions))"#),
            Key(
                "app", .mapping(.app), .required,
                #"which app this is: its id (the output folder), its name, its platforms and languages"#),
            Key("theme", .mapping(.theme), #"named colours and colour roles"#),
            Key("motion", .mapping(.motion), #"standard durations and reduced-motion defaults"#),
            Key("policy", .mapping(.policy), #"rules for every flow of the app"#),
            Key(
                "samples", .dictionary(keys: .text, values: .text),
                #"what `onboardc preview` shows for a placeholder (`name: Maya`, `count: 3`); preview only, never in a bundle ([section 8.1](#81-placeholders-and-plurals-in-copy))"#
            ),
            Key(
                "attributes", .dictionary(keys: .formatted(.attributeName), values: .choice(AttributeType.self)),
                #"what the app supplies when it starts a flow, by name, with its type (`bool`, `string`, `number`, `version`), for [conditions](#314-targets) to read as `attribute.NAME`"#
            ),
            Key(
                "experiments", .list(.mapping(.experiment)),
                #"tests of variants: each user is in one variant, which [conditions](conditions.md) read as `experiment.ID` ([section 3.24](#324-experiments))"#
            ),
            Key(
                "links", .dictionary(keys: .identifier, values: .formatted(.linkURL)),
                #"the web pages copy links to, by id (`terms: https://example.com/terms`); copy writes `[Terms](terms)` ([section 2.7](#27-links-in-copy))"#
            ),
            Key(
                "glossary", .list(.either(.text, .mapping(.glossaryTerm))),
                #"names that stay as they are in every language (a product name): each a text, or `{ term, note }` ([section 3.25](#325-glossary))"#
            ),
            Key("flows", .list(.mapping(.flow)), .required, #"the app's onboarding flows; flow ids must be unique"#),
        ])

    static let app = MappingSchema(
        "app", noun: "`app`", summary: "Which app this is.", docs: DocsTable("3.2 `app`"),
        keys: [
            Key("id", .identifier, .required, #"the app's id; the output goes to `generated/<id>/`"#),
            Key(
                "name", .text, .required,
                #"the app's name, as it appears in the bundle (not a translatable string)"#),
            Key(
                "platforms", .list(.choice(App.Platform.self)),
                default: .array(App.Platform.allCases.map { .string($0.rawValue) }),
                #"which string tables are written: `ios` → `Localizable.xcstrings`, `android` → `strings.xml`. The bundle is always written"#
            ),
            Key(
                "sourceLocale", .locale, default: .string("en"),
                #"the language the copy in this file is written in. The first part is 2–3 lower-case letters; each further part (after `-`) is 2–8 letters or digits"#
            ),
            Key(
                "fallbacks", .dictionary(keys: .locale, values: .list(.locale)),
                #"which translations a user who prefers a language you do not carry gets instead, in order (section 8.4)"#
            ),
            Key(
                "numbers",
                .dictionary(
                    keys: .locale,
                    values: .choice(NumberingSystem.known.map { Choice(value: $0.id, meaning: $0.digitsMeaning) })),
                #"per locale, the digits the numbers the app fills into its texts are written in: a numbering system's CLDR id (`ar: arab` for ٠–٩, `latn` for 0–9). A locale left out takes CLDR's default for it (section 8.7)"#
            ),
            Key(
                "pseudoLocales", .list(.choice(PseudoLocale.self)),
                #"machine-made languages for testing layouts before translations exist (section 8.5)"#),
            Key(
                "stringTable", .formatted(.stringTable), default: .string(App.defaultStringTable),
                #"the name of the iOS string table: `Onboarding` writes `ios/Onboarding.xcstrings` and `<locale>.lproj/Onboarding.strings`, for an app that already has a `Localizable` table of its own. The bundle's `strings.ios` names it"#
            ),
            Key(
                "android", .mapping(.appAndroid),
                #"how the Android output is named: the resource prefix and the namespace of the Kotlin key map"#),
        ])

    /// `app.android`: how the Android output is named.
    static let appAndroid = MappingSchema(
        "appAndroid", noun: "`android`", summary: "How the Android output is named.", docs: DocsTable("`android`"),
        keys: [
            Key(
                "package", .formatted(.androidPackage),
                #"the app's namespace (`com.example.app`): the package of the `R` class that holds the generated resources. With it, `android/kotlin/<package path>/onboarding/OnboardingStrings.kt` maps every string key to its resource id"#
            ),
            Key(
                "resourcePrefix", .formatted(.resourcePrefix),
                #"what every generated resource name starts with, before `_`, so that the app's own resources cannot override them; `""` for none. By default the app id, with `_` for `-`"#
            ),
        ])

    /// Copy written as a mapping: `{ text, comment, ios, android }`.
    static let copy = MappingSchema(
        "copy", noun: "copy", summary: "Copy with a note for translators, and what a platform shows instead.",
        docs: DocsTable("2.2 Text with a note for translators"),
        keys: [
            Key(
                "text", .text, .required,
                #"the copy, in the `sourceLocale` language; every platform without a variant below shows it"#),
            Key("comment", .text, #"a note for translators (where it appears, length limits, tone)"#),
            Key(
                "ios", .text,
                #"what iOS shows instead of `text`: a variant, translated under the key `<key>.ios` (section 2.2)"#),
            Key(
                "android", .text,
                #"what Android shows instead of `text`: a variant, translated under the key `<key>.android` (section 2.2)"#
            ),
        ])
}

extension MappingSchema {
    /// The versions of the spec format this compiler reads: the values of `version`.
    static let supportedVersions = [1]
}

extension App.Platform: Vocabulary {
    var meaning: String {
        switch self {
        case .ios: "iOS: writes `Localizable.xcstrings` and the `.strings` tables"
        case .android: "Android: writes `strings.xml` resources"
        }
    }
}

extension AttributeType: Vocabulary {
    var meaning: String {
        switch self {
        case .bool: "`true` or `false` (`attribute.isReturning`)"
        case .string: #"text, compared exactly (`attribute.plan == "pro"`)"#
        case .number: "a number, compared by value (`attribute.age >= 18`)"
        case .version: #"a version, compared part by part (`attribute.lastVersion >= "2.4"`)"#
        }
    }
}

extension PseudoLocale: Vocabulary {
    var meaning: String {
        switch self {
        case .accented: "accents every letter, makes each text about 40% longer and brackets it: `[Ŵéļçöɱé one two]`"
        case .rightToLeft: "every word written right to left, to check mirrored layouts"
        }
    }
}

extension NumberingSystem {
    /// What `app.numbers` shows for the system: its ten digits.
    var digitsMeaning: String {
        "the digits " + String(String.UnicodeScalarView(digits))
    }
}
