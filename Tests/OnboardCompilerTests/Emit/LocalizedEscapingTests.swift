import Foundation
import Testing
@testable import OnboardCompiler

/// Text that every format escapes differently — `'` `"` `&` `<` `>` `%`, a leading `@` or `?`,
/// newline, tab, carriage return, a control character, emoji, Hebrew and Arabic — comes back exactly from xcstrings, `.strings`,
/// `.stringsdict` and Android `strings.xml`, in the source locale and in a translation, with and
/// without arguments. Each file is read back with Foundation (JSON, property lists, XML) and the
/// platform's own un-escaping; the result is the platform's format string.
@Suite struct LocalizedEscapingTests {
    static let yaml = specYAML(
        screens: #"""
                  - id: welcome
                    role: welcome
                    title: "@It's \"quoted\" & <b>bold</b>, 50% off\n🌱 שלום مرحبا"
                    subtitle: "?Why \"not\" & <i>, 100%\tnow 🌱 مرحبا"
                    body: "@{name}: It's \"on\" & <b>, 50% off\n🌱 مرحبا"
                    caption: "?{count, plural, one {# \"plant\" isn't & <1>, 5%} other {# plants\n🌱 100% שלום\r}}"
                    primary: Next
                    back: "bell\a cr\r"
                    skip: "Skip '{'now'}' ''ok''"
            """#)

    static let arabic = translationFile(
        "ar",
        strings: #"""
                onboarding.welcome.title: "@هذا \"اقتباس\" & <b>عريض</b>، خصم 50%\nIt's 🌱"
                onboarding.welcome.subtitle: "?لماذا \"لا\" & <i>، 100%\tالآن 🌱"
                onboarding.welcome.body: "@{name}: هذا \"مفعل\" & <b>، خصم 50%\nIt's 🌱"
                onboarding.welcome.caption: "?{count, plural, one {نبتة \"واحدة\" & <1>، 5% It's} two {# نبتتان\n🌱} other {# نباتات & 100% <x>}}"
                onboarding.welcome.skip: "تخطي '{'الآن'}'"
                onboarding.welcome.back: "جرس\a\r"
            """#)

    let compiled = compile(Self.yaml, translations: [Self.arabic])

    /// Plain texts (no argument, no plural) by slot: the same string on every platform.
    static let plain: [String: [String: String]] = [
        "en": [
            "title": "@It's \"quoted\" & <b>bold</b>, 50% off\n🌱 שלום مرحبا",
            "subtitle": "?Why \"not\" & <i>, 100%\tnow 🌱 مرحبا",
            "primary": "Next",
            "skip": "Skip {now} 'ok'",
            "back": "bell\u{7} cr\r",
        ],
        "ar": [
            "title": "@هذا \"اقتباس\" & <b>عريض</b>، خصم 50%\nIt's 🌱",
            "subtitle": "?لماذا \"لا\" & <i>، 100%\tالآن 🌱",
            "skip": "تخطي {الآن}",
            "back": "جرس\u{7}\r",
        ],
    ]

    /// `body` (one string argument): `%` doubled, `%@` on Apple, `%1$s` on Android.
    static let body: [String: (apple: String, android: String)] = [
        "en": ("@%@: It's \"on\" & <b>, 50%% off\n🌱 مرحبا", "@%1$s: It's \"on\" & <b>, 50%% off\n🌱 مرحبا"),
        "ar": ("@%@: هذا \"مفعل\" & <b>، خصم 50%%\nIt's 🌱", "@%1$s: هذا \"مفعل\" & <b>، خصم 50%%\nIt's 🌱"),
    ]

    /// `caption` (a plural), each form with the prefix: Apple's specifier (`%lld`); Android's is `%1$d`.
    static let caption: [String: [String: String]] = [
        "en": ["one": "?%lld \"plant\" isn't & <1>, 5%%", "other": "?%lld plants\n🌱 100%% שלום\r"],
        "ar": [
            "one": "?نبتة \"واحدة\" & <1>، 5%% It's", "two": "?%lld نبتتان\n🌱", "other": "?%lld نباتات & 100%% <x>",
        ],
    ]

    static func key(_ slot: String) -> String { "onboarding.welcome.\(slot)" }

    @Test func compilesToEveryTable() {
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(
            compiled.paths == [
                "demo/android/res/raw/demo_keep.xml", "demo/android/res/values-ar/strings.xml",
                "demo/android/res/values/strings.xml", "demo/bundle.json",
                "demo/ios/Localizable.xcstrings", "demo/ios/ar.lproj/Localizable.strings",
                "demo/ios/ar.lproj/Localizable.stringsdict",
                "demo/ios/en.lproj/Localizable.strings", "demo/ios/en.lproj/Localizable.stringsdict",
                "demo/xliff/ar.xlf",
            ])
    }

    @Test(arguments: ["en", "ar"])
    func stringCatalogGivesBackEveryText(locale: String) throws {
        for (slot, text) in try #require(Self.plain[locale]) {
            #expect(compiled.catalogUnit(Self.key(slot), locale) == ["state": "translated", "value": text], "\(slot)")
        }
        let body = try #require(Self.body[locale])
        #expect(compiled.catalogUnit(Self.key("body"), locale) == ["state": "translated", "value": body.apple])
        let caption = try #require(Self.caption[locale])
        #expect(compiled.catalogPluralForms(Self.key("caption"), locale) == caption.keys.sorted())
        for (form, text) in caption {
            #expect(
                compiled.catalogUnit(Self.key("caption"), locale, plural: form) == [
                    "state": "translated", "value": text,
                ], "\(form)")
        }
    }

    @Test(arguments: ["en", "ar"])
    func dotStringsGiveBackEveryText(locale: String) throws {
        let strings = try #require(
            compiled.appleStrings("/\(locale).lproj/Localizable.strings"),
            "not an OpenStep property list of strings")
        var expected = Dictionary(uniqueKeysWithValues: try #require(Self.plain[locale]).map { (Self.key($0), $1) })
        expected[Self.key("body")] = try #require(Self.body[locale]).apple
        #expect(strings == expected)
    }

    @Test(arguments: ["en", "ar"])
    func stringsdictGivesBackEveryForm(locale: String) throws {
        let plist = try #require(
            compiled.stringsdict("/\(locale).lproj/Localizable.stringsdict"), "not an XML property list")
        // A form alone is the case without the prefix `?`.
        let forms = try #require(Self.caption[locale]).mapValues { String($0.dropFirst()) }
        #expect(plist == [Self.key("caption"): .plural("?%#@count@", forms)])
    }

    @Test(arguments: [("en", "values"), ("ar", "values-ar")])
    func androidStringsGiveBackEveryText(locale: String, folder: String) throws {
        let xml = try #require(compiled.text("/\(folder)/strings.xml"))
        let strings = try #require(AndroidStrings(xml), "not well-formed XML:\n\(xml)")
        let plain = try #require(Self.plain[locale])
        for (slot, text) in plain {
            #expect(strings.value("demo_onboarding_welcome_\(slot)") == text, "\(slot)")
            // Plain text with `%` is not a format string; aapt must be told.
            #expect(
                strings.entries["demo_onboarding_welcome_\(slot)"]?.formatted == (text.contains("%") ? "false" : nil),
                "\(slot)")
        }
        #expect(strings.value("demo_onboarding_welcome_body") == Self.body[locale]?.android)
        #expect(strings.entries["demo_onboarding_welcome_body"]?.formatted == nil)
        let caption = try #require(Self.caption[locale])
        let items = try #require(strings.plural("demo_onboarding_welcome_caption"))
        #expect(
            items.sorted { $0.quantity < $1.quantity }
                == caption.sorted { $0.key < $1.key }.map {
                    AndroidStrings.PluralItem($0.key, $0.value.replacingOccurrences(of: "%lld", with: "%1$d"))
                })
        #expect(
            strings.names == Set((Array(plain.keys) + ["body", "caption"]).map { "demo_onboarding_welcome_\($0)" }))
    }
}
