import BundleFormat
import Foundation
import Testing
@testable import OnboardCompiler

/// A plural in English, German, Arabic (all six forms) and Japanese (`other` only): each table
/// has exactly the forms each locale wrote, with the text around the plural.
@Suite struct PluralTablesTests {
    static let yaml = specYAML(
        screens: """
                  - id: welcome
                    role: welcome
                    title: "You have {count, plural, one {# plant} other {# plants}} today"
                    subtitle: "{name}, you have {count, plural, one {# plant} other {# plants}}"
                    body: Plain text
                    primary: Next
            """)

    static let translations = [
        translationFile(
            "de",
            strings: """
                onboarding.welcome.title: "Du hast heute {count, plural, one {# Pflanze} other {# Pflanzen}}!"
                onboarding.welcome.subtitle: "{count, plural, one {# Pflanze} other {# Pflanzen}} für {name}"
                """),
        translationFile(
            "ar",
            strings: """
                onboarding.welcome.title: "لديك {count, plural, zero {لا نباتات} one {نبتة واحدة} two {نبتتان} few {# نباتات} many {# نبتة} other {# من النباتات}} اليوم"
                """),
        translationFile(
            "ja",
            strings: """
                onboarding.welcome.title: "今日は{count, plural, other {#本の植物}}があります"
                """),
    ]

    let compiled = compile(Self.yaml, translations: Self.translations)

    static let title = "onboarding.welcome.title"
    static let subtitle = "onboarding.welcome.subtitle"

    /// Each locale's forms of `title` as a stringsdict variable gives them (the plural alone).
    static let titleForms: [String: (formatKey: String, forms: [String: String])] = [
        "en": ("You have %#@count@ today", ["one": "%lld plant", "other": "%lld plants"]),
        "de": ("Du hast heute %#@count@!", ["one": "%lld Pflanze", "other": "%lld Pflanzen"]),
        "ar": (
            "لديك %#@count@ اليوم",
            [
                "zero": "لا نباتات", "one": "نبتة واحدة", "two": "نبتتان", "few": "%lld نباتات",
                "many": "%lld نبتة", "other": "%lld من النباتات",
            ]
        ),
        "ja": ("今日は%#@count@があります", ["other": "%lld本の植物"]),
    ]

    /// The format key with the plural variable replaced by one form: the whole text for that form.
    static func expanded(_ formatKey: String, _ form: String) -> String {
        formatKey.replacingOccurrences(of: "%#@count@", with: form).replacingOccurrences(of: "%2$#@count@", with: form)
    }

    @Test func compilesToEveryTable() {
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(
            compiled.paths.filter { $0.contains("/ios/") || $0.contains("/android/") } == [
                "demo/android/res/raw/demo_keep.xml", "demo/android/res/values-ar/strings.xml",
                "demo/android/res/values-de/strings.xml", "demo/android/res/values-ja/strings.xml",
                "demo/android/res/values/strings.xml",
                "demo/ios/Localizable.xcstrings",
                "demo/ios/ar.lproj/Localizable.stringsdict", "demo/ios/de.lproj/Localizable.stringsdict",
                "demo/ios/en.lproj/Localizable.strings", "demo/ios/en.lproj/Localizable.stringsdict",
                "demo/ios/ja.lproj/Localizable.stringsdict",
            ])
    }

    @Test(arguments: ["en", "de", "ar", "ja"])
    func stringCatalogHasExactlyTheFormsWritten(locale: String) throws {
        let (formatKey, forms) = try #require(Self.titleForms[locale])
        #expect(compiled.catalogPluralForms(Self.title, locale) == forms.keys.sorted())
        for (form, text) in forms {
            #expect(
                compiled.catalogUnit(Self.title, locale, plural: form)
                    == ["state": "translated", "value": Self.expanded(formatKey, text)], "\(form)")
        }
    }

    @Test(arguments: ["en", "de", "ar", "ja"])
    func stringsdictHasTheFormatKeyAndTheForms(locale: String) throws {
        let plist = try #require(compiled.stringsdict("/\(locale).lproj/Localizable.stringsdict"))
        let (formatKey, forms) = try #require(Self.titleForms[locale])
        #expect(plist[Self.title] == .plural(formatKey, forms))
        #expect(Set(plist.keys) == Set(locale == "en" || locale == "de" ? [Self.title, Self.subtitle] : [Self.title]))
    }

    @Test(arguments: [("en", "values"), ("de", "values-de"), ("ar", "values-ar"), ("ja", "values-ja")])
    func androidHasAnItemPerForm(locale: String, folder: String) throws {
        let strings = try #require(compiled.android("/\(folder)/strings.xml"))
        let (formatKey, forms) = try #require(Self.titleForms[locale])
        let order = PluralCategory.allCases.map(\.rawValue)
        #expect(
            strings.plural("demo_onboarding_welcome_title")
                == order.compactMap { form in
                    forms[form].map {
                        AndroidStrings.PluralItem(
                            form, Self.expanded(formatKey, $0).replacingOccurrences(of: "%lld", with: "%1$d"))
                    }
                })
        #expect(
            strings.entries.keys.sorted()
                == (locale == "en" ? ["demo_onboarding_welcome_body", "demo_onboarding_welcome_primary"] : []))
    }

    /// Two arguments: positional specifiers, the plural variable too (`%2$#@count@`), in the source's
    /// numbering even where German puts the plural first.
    @Test func pluralWithAnotherArgumentIsPositional() throws {
        let en = try #require(compiled.stringsdict("/en.lproj/Localizable.stringsdict"))
        let de = try #require(compiled.stringsdict("/de.lproj/Localizable.stringsdict"))
        #expect(
            en[Self.subtitle]
                == .plural("%1$@, you have %2$#@count@", ["one": "%2$lld plant", "other": "%2$lld plants"]))
        #expect(
            de[Self.subtitle] == .plural("%2$#@count@ für %1$@", ["one": "%2$lld Pflanze", "other": "%2$lld Pflanzen"]))
        // The String Catalog writes a plural among other arguments as Xcode does: a variable and its substitution.
        #expect(
            compiled.catalogUnit(Self.subtitle, "en") == ["state": "translated", "value": "%1$@, you have %2$#@count@"])
        #expect(compiled.catalogUnit(Self.subtitle, "de") == ["state": "translated", "value": "%2$#@count@ für %1$@"])
        let substitution = dig(
            compiled.json("ios/Localizable.xcstrings"), "strings", Self.subtitle, "localizations", "de",
            "substitutions", "count")
        #expect(dig(substitution, "argNum") as? Int == 2)
        #expect(dig(substitution, "formatSpecifier") as? String == "lld")
        #expect(
            dig(substitution, "variations", "plural", "one", "stringUnit") as? [String: String]
                == ["state": "translated", "value": "%arg Pflanze"])
        #expect(
            dig(substitution, "variations", "plural", "other", "stringUnit") as? [String: String]
                == ["state": "translated", "value": "%arg Pflanzen"])
        let android = try #require(compiled.android("/values-de/strings.xml"))
        #expect(
            android.plural("demo_onboarding_welcome_subtitle") == [
                .init("one", "%2$d Pflanze für %1$s"), .init("other", "%2$d Pflanzen für %1$s"),
            ])
        let source = try #require(compiled.android("/values/strings.xml"))
        #expect(
            source.plural("demo_onboarding_welcome_subtitle") == [
                .init("one", "%1$s, you have %2$d plant"), .init("other", "%1$s, you have %2$d plants"),
            ])
    }

    /// Plural texts live in `.stringsdict` only; `.strings` holds the rest.
    @Test func pluralsAreNotInDotStrings() throws {
        #expect(
            compiled.appleStrings("/en.lproj/Localizable.strings") == [
                "onboarding.welcome.body": "Plain text", "onboarding.welcome.primary": "Next",
            ])
    }

    /// A translator may write the forms in any order; the stringsdict and Android list them in
    /// CLDR order (zero, one, two, few, many, other), as Xcode and Android Studio do.
    @Test func formsAreWrittenInCLDROrder() throws {
        let scrambled = compile(
            Self.yaml,
            translations: [
                translationFile(
                    "ar",
                    strings: """
                        onboarding.welcome.title: "{count, plural, other {# ن} many {# م} one {واحدة} few {# ق} zero {لا} two {اثنتان}}"
                        """)
            ])
        let xml = try #require(scrambled.text("/ar.lproj/Localizable.stringsdict"))
        #expect(
            AppleStrings.keysInOrder(xml) == [
                Self.title, "NSStringLocalizedFormatKey", "count", "NSStringFormatSpecTypeKey",
                "NSStringFormatValueTypeKey",
                "zero", "one", "two", "few", "many", "other",
            ])
        let android = try #require(scrambled.android("/values-ar/strings.xml"))
        #expect(
            android.plural("demo_onboarding_welcome_title")?.map(\.quantity) == [
                "zero", "one", "two", "few", "many", "other",
            ])
    }
}
