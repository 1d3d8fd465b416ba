import Foundation
import Testing
@testable import OnboardCompiler

/// Each locale's tables land in the folder its platform looks in (`es-419.lproj`,
/// `values-b+es+419`, `values-pt-rBR`…), and the bundle lists the locales, the pseudo-locales
/// and the fallback chains.
@Suite struct LocaleFoldersTests {
    static let yaml = specYAML(
        appKeys: """
            sourceLocale: en
            fallbacks:
              zh-HK: [zh-Hant]
              es-MX: [es-419, es]
              nb: [no]
            pseudoLocales: [en-XA, ar-XB]
            """,
        screens: """
                  - id: welcome
                    role: welcome
                    title: Welcome
                    primary: Next
            """)

    /// Locale → its title. Given to the compiler out of order.
    static let titles: [(locale: String, title: String)] = [
        ("zh-Hant", "歡迎"), ("pt-BR", "Bem-vindo"), ("es-419", "Bienvenido"), ("zh-HK", "歡迎光臨"), ("de", "Willkommen"),
    ]

    let compiled = compile(
        Self.yaml,
        translations: Self.titles.map {
            translationFile($0.locale, strings: "onboarding.welcome.title: \($0.title)")
        })

    /// Locale → (lproj, Android values folder).
    static let folders: [String: (apple: String, android: String)] = [
        "en": ("en.lproj", "values"),
        "de": ("de.lproj", "values-de"),
        "es-419": ("es-419.lproj", "values-b+es+419"),
        "pt-BR": ("pt-BR.lproj", "values-pt-rBR"),
        "zh-Hant": ("zh-Hant.lproj", "values-b+zh+Hant"),
        "zh-HK": ("zh-HK.lproj", "values-zh-rHK"),
        "en-XA": ("en-XA.lproj", "values-en-rXA"),
        "ar-XB": ("ar-XB.lproj", "values-ar-rXB"),
    ]

    /// Pseudo-locales are for debug builds: their folders are under `debug/`.
    static let pseudo: Set = ["en-XA", "ar-XB"]

    @Test func everyLocaleHasItsFolders() {
        #expect(compiled.diagnostics.map(\.brief) == [])
        let expected =
            Self.folders.flatMap { locale, folders in
                let debug = Self.pseudo.contains(locale) ? "debug/" : ""
                return [
                    "demo/ios/\(debug)\(folders.apple)/Localizable.strings",
                    "demo/android/\(debug)res/\(folders.android)/strings.xml",
                ]
            } + ["demo/android/res/raw/demo_keep.xml", "demo/bundle.json", "demo/ios/Localizable.xcstrings"]
            + Self.titles.map { "demo/xliff/\($0.locale).xlf" }
        #expect(compiled.paths == expected.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
    }

    /// The folder holds that locale's text, not another's.
    @Test(arguments: titles.map { ($0.locale, $0.title) })
    func translationFoldersHoldTheirLocalesText(locale: String, title: String) throws {
        let folders = try #require(Self.folders[locale])
        #expect(
            compiled.appleStrings("/ios/\(folders.apple)/Localizable.strings") == ["onboarding.welcome.title": title])
        let android = try #require(compiled.android("/res/\(folders.android)/strings.xml"))
        #expect(android.value("demo_onboarding_welcome_title") == title)
        #expect(android.names == ["demo_onboarding_welcome_title"])
    }

    @Test func sourceFoldersHoldTheSourceText() throws {
        #expect(
            compiled.appleStrings("/ios/en.lproj/Localizable.strings")
                == ["onboarding.welcome.title": "Welcome", "onboarding.welcome.primary": "Next"])
        let android = try #require(compiled.android("/res/values/strings.xml"))
        #expect(android.value("demo_onboarding_welcome_title") == "Welcome")
        #expect(android.value("demo_onboarding_welcome_primary") == "Next")
    }

    @Test func pseudoLocaleFoldersHoldPseudoText() throws {
        let accented = try #require(compiled.appleStrings("/ios/debug/en-XA.lproj/Localizable.strings"))
        #expect(accented["onboarding.welcome.title"] == "[Ŵéļçöɱé on]")
        let mirrored = try #require(compiled.android("/android/debug/res/values-ar-rXB/strings.xml"))
        #expect(mirrored.value("demo_onboarding_welcome_title") == "\u{200F}\u{202E}Welcome\u{202C}")
    }

    @Test func stringCatalogCarriesEveryShippedLocale() throws {
        let catalog = try #require(compiled.json("ios/Localizable.xcstrings"))
        #expect(dig(catalog, "sourceLanguage") as? String == "en")
        let locales = (dig(catalog, "strings", "onboarding.welcome.title", "localizations") as? [String: Any])?.keys
            .sorted()
        #expect(locales == Self.folders.keys.filter { !Self.pseudo.contains($0) }.sorted())
    }

    /// Translations in code-point order (`zh-HK` before `zh-Hant`: `K` < `a`), pseudo-locales apart.
    @Test func bundleListsLocalesPseudoLocalesAndFallbacks() throws {
        let bundle = try #require(compiled.json("bundle.json"))
        #expect(dig(bundle, "locales") as? [String] == ["en", "de", "es-419", "pt-BR", "zh-HK", "zh-Hant"])
        #expect(dig(bundle, "pseudoLocales") as? [String] == ["en-XA", "ar-XB"])
        #expect(
            dig(bundle, "localeFallbacks") as? [String: [String]] == [
                "es-MX": ["es-419", "es"], "nb": ["no"], "zh-HK": ["zh-Hant"],
            ])
        #expect(dig(bundle, "app", "sourceLocale") as? String == "en")
    }

    /// `stringTable` names the Apple tables, and the bundle's `strings.ios` says where the catalog is.
    @Test func aNamedStringTable() throws {
        let yaml = specYAML(
            appKeys: "stringTable: Onboarding",
            screens: """
                  - id: welcome
                    role: welcome
                    title: Hello
                    primary: "{count, plural, one {# plant} other {# plants}}"
                """)
        let compiled = compile(yaml, translations: [translationFile("de", strings: "onboarding.welcome.title: Hallo")])
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(
            compiled.paths.filter { $0.contains("/ios/") } == [
                "demo/ios/Onboarding.xcstrings", "demo/ios/de.lproj/Onboarding.strings",
                "demo/ios/en.lproj/Onboarding.strings", "demo/ios/en.lproj/Onboarding.stringsdict",
            ])
        #expect(dig(compiled.json("bundle.json"), "strings", "ios") as? String == "ios/Onboarding.xcstrings")
    }

    /// A source locale other than English: its text goes to `values` and `de.lproj`; English is a translation.
    @Test func sourceLocaleIsNotAlwaysEnglish() throws {
        let yaml = specYAML(
            appKeys: "sourceLocale: de",
            screens: """
                  - id: welcome
                    role: welcome
                    title: Willkommen
                    primary: Weiter
                """)
        let german = compile(yaml, translations: [translationFile("en", strings: "onboarding.welcome.title: Welcome")])
        #expect(german.diagnostics.map(\.brief) == [])
        #expect(
            german.paths == [
                "demo/android/res/raw/demo_keep.xml", "demo/android/res/values-en/strings.xml",
                "demo/android/res/values/strings.xml", "demo/bundle.json",
                "demo/ios/Localizable.xcstrings", "demo/ios/de.lproj/Localizable.strings",
                "demo/ios/en.lproj/Localizable.strings",
                "demo/xliff/en.xlf",
            ])
        #expect(german.android("/values/strings.xml")?.value("demo_onboarding_welcome_title") == "Willkommen")
        #expect(german.appleStrings("/de.lproj/Localizable.strings")?["onboarding.welcome.title"] == "Willkommen")
        #expect(german.appleStrings("/en.lproj/Localizable.strings") == ["onboarding.welcome.title": "Welcome"])
        let bundle = try #require(german.json("bundle.json"))
        #expect(dig(bundle, "locales") as? [String] == ["de", "en"])
        #expect(dig(bundle, "pseudoLocales") as? [String] == [])
        #expect(dig(bundle, "localeFallbacks") as? [String: [String]] == [:])
        #expect(dig(german.json("ios/Localizable.xcstrings"), "sourceLanguage") as? String == "de")
    }

    /// The bundle carries a chain as written: the source locale only where the writer put it.
    @Test func chainIsCarriedAsWritten() throws {
        let yaml = specYAML(
            appKeys: "fallbacks: { nb: [no, en] }",
            screens: """
                  - id: welcome
                    role: welcome
                    title: Welcome
                    primary: Next
                """)
        let compiled = compile(
            yaml, translations: [translationFile("no", strings: "onboarding.welcome.title: Velkommen")])
        #expect(compiled.diagnostics.map(\.brief) == [])
        #expect(dig(compiled.json("bundle.json"), "localeFallbacks") as? [String: [String]] == ["nb": ["no", "en"]])
    }

    /// A translation file for a declared pseudo-locale must not give two files one path (and lint
    /// on, as `onboardc build` runs it): either the spec is an error or each path is written once.
    @Test func translationOfAPseudoLocaleDoesNotWriteAPathTwice() {
        let yaml = specYAML(
            appKeys: "pseudoLocales: [en-XA]",
            screens: """
                  - id: welcome
                    role: welcome
                    title: Welcome
                    primary: Next
                """)
        let result = Pipeline.compile(
            SourceFile(path: "spec.yaml", text: yaml),
            translations: [
                translationFile(
                    "en-XA", strings: "onboarding.welcome.title: Hi there\nonboarding.welcome.primary: Onwards")
            ])
        let paths = result.outputs.map(\.path)
        let twice = Set(paths.filter { path in paths.filter { $0 == path }.count > 1 }).sorted()
        #expect(result.hasErrors || twice == [], "written twice: \(twice)")
    }
}
