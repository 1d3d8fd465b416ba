import Foundation
import Testing
import OnboardKit

/// A plural form that leaves the count out while the text has another placeholder: valid
/// tables (`lint` and `check-bundles` accept them), which crashed the app when the text went
/// through `String(format:)` (the count, argument 1, read as an object). Written here in the
/// shapes `onboardc build` writes: a String Catalog substitution and a `.stringsdict` entry.
@Suite("Text: plural forms that skip an argument")
struct SkippedArgumentTests {
    /// `{count, plural, one {One menu scanned today by {name}} other {# menus scanned today by {name}}}`
    /// in English, and in Arabic `zero`, `one` and `two` forms without the number.
    static let forms: [String: [String: String]] = [
        "en": ["one": "One menu scanned today by %2$@", "other": "%arg menus scanned today by %2$@"],
        "ar": [
            "zero": "لم يمسح %2$@ أي قائمة اليوم", "one": "مسح %2$@ قائمة واحدة اليوم",
            "two": "مسح %2$@ قائمتين اليوم", "few": "مسح %2$@ %arg قوائم اليوم",
            "many": "مسح %2$@ %arg قائمة اليوم", "other": "مسح %2$@ %arg قائمة اليوم",
        ],
    ]

    static let bundle = OnboardingBundle(
        app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "ar"], flows: [],
        placeholders: ["scans": [Placeholder(name: "count", type: .integer), Placeholder(name: "name", type: .string)]])

    /// The catalog `onboardc build` writes for the key (`%1$#@count@`, `argNum` 1).
    static func catalog() throws -> StringCatalog {
        var localizations: [String: Any] = [:]
        for (locale, forms) in forms {
            let plural = forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }
            localizations[locale] = [
                "stringUnit": ["state": "translated", "value": "%1$#@count@"],
                "substitutions": ["count": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": plural]]],
            ]
        }
        let file: [String: Any] = ["sourceLanguage": "en", "strings": ["scans": ["localizations": localizations]]]
        return try StringCatalog(data: JSONSerialization.data(withJSONObject: file))
    }

    /// The `.lproj` tables `onboardc build` writes for the key: `%arg` is `%1$lld` there.
    static func tables() throws -> AppleStringTables {
        try AppleStringTables(
            files: forms.map { locale, forms in
                var variable: [String: Any] = [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                    "NSStringFormatValueTypeKey": "lld",
                ]
                for (category, form) in forms {
                    variable[category] = form.replacingOccurrences(of: "%arg", with: "%1$lld")
                }
                let entry: [String: Any] = ["NSStringLocalizedFormatKey": "%1$#@count@", "count": variable]
                let data = try PropertyListSerialization.data(
                    fromPropertyList: ["scans": entry], format: .xml, options: 0)
                return .init(locale: locale, strings: nil, stringsdict: data)
            })
    }

    @Test(
        "every count in English and Arabic, from the catalog and from the .lproj tables",
        arguments: ["catalog", "lproj"])
    func everyCount(source: String) throws {
        let strings: any LocalizedStrings = source == "catalog" ? try Self.catalog() : try Self.tables()
        let english = OnboardingText(bundle: Self.bundle, strings: strings, locale: "en")
        #expect(
            [0, 1, 2, 1234].map { english("scans", ["count": .integer($0), "name": "Maya"]) } == [
                "0 menus scanned today by Maya", "One menu scanned today by Maya", "2 menus scanned today by Maya",
                "1,234 menus scanned today by Maya",
            ])
        let arabic = OnboardingText(bundle: Self.bundle, strings: strings, locale: "ar")
        #expect(
            [0, 1, 2, 3, 11, 100].map { arabic.resolve("scans", ["count": .integer($0), "name": "مايا"]) }
                == [
                    "لم يمسح مايا أي قائمة اليوم", "مسح مايا قائمة واحدة اليوم", "مسح مايا قائمتين اليوم",
                    "مسح مايا 3 قوائم اليوم", "مسح مايا 11 قائمة اليوم", "مسح مايا 100 قائمة اليوم",
                ].map { ResolvedText(text: $0, locale: "ar") })
    }

    @Test("no text the tables accept shows (null) or a count where the name belongs")
    func noNull() throws {
        for strings in [try Self.catalog(), try Self.tables()] as [any LocalizedStrings] {
            for locale in ["en", "ar"] {
                let text = OnboardingText(bundle: Self.bundle, strings: strings, locale: locale)
                for count in [0, 1, 2, -1, Int.max, Int.min] {
                    let shown = text("scans", ["count": .integer(count), "name": "Maya"])
                    #expect(
                        shown.contains("Maya") && !shown.contains("null") && !shown.contains("%"), "\(locale) \(count)")
                }
            }
        }
    }
}
