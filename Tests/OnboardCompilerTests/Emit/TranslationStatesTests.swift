import Foundation
import Testing
@testable import OnboardCompiler

/// What a translation file does to each key: translated → `translated`, `review: true` →
/// `needs_review`, missing → `new` with the source text in the String Catalog and left out of
/// `.strings`, `.stringsdict` and Android (the platform falls back); keys the spec does not have
/// are emitted nowhere.
@Suite struct TranslationStatesTests {
    static let yaml = specYAML(
        screens: """
                  - id: welcome
                    role: welcome
                    title: Hello
                    subtitle: Scan any menu
                    body: Find vegan dishes
                    caption: "{count, plural, one {# dish} other {# dishes}}"
                    primary: Next
            """)

    static let german = translationFile(
        "de",
        strings: """
                onboarding.welcome.title: Hallo
                onboarding.welcome.subtitle:
                  text: Scanne jede Speisekarte
                  review: true
                onboarding.welcome.caption:
                  text: "{count, plural, one {# Gericht} other {# Gerichte}}"
                  review: true
                onboarding.welcome.primary:
                  text: Weiter
                  review: false
                onboarding.welcome.gone: Veraltet
                onboarding.farewell.title: Obsolet
            """)

    /// Translates one key only; the plural is missing.
    static let french = translationFile("fr", strings: "onboarding.welcome.title: Bonjour")

    /// Translates nothing.
    static let italian = translationFile("it", strings: "{}")

    let compiled = compile(Self.yaml, translations: [Self.german, Self.french, Self.italian])

    static func key(_ slot: String) -> String { "onboarding.welcome.\(slot)" }

    @Test func compilesWithoutDiagnostics() {
        #expect(compiled.diagnostics.map(\.brief) == [])
    }

    @Test func stringCatalogStates() {
        #expect(compiled.catalogUnit(Self.key("title"), "de") == ["state": "translated", "value": "Hallo"])
        #expect(
            compiled.catalogUnit(Self.key("subtitle"), "de") == [
                "state": "needs_review", "value": "Scanne jede Speisekarte",
            ])
        #expect(compiled.catalogUnit(Self.key("primary"), "de") == ["state": "translated", "value": "Weiter"])
        #expect(compiled.catalogUnit(Self.key("body"), "de") == ["state": "new", "value": "Find vegan dishes"])
        #expect(
            compiled.catalogUnit(Self.key("caption"), "de", plural: "one") == [
                "state": "needs_review", "value": "%lld Gericht",
            ])
        #expect(
            compiled.catalogUnit(Self.key("caption"), "de", plural: "other") == [
                "state": "needs_review", "value": "%lld Gerichte",
            ])
        // A missing plural is `new` with the source's forms.
        #expect(compiled.catalogPluralForms(Self.key("caption"), "fr") == ["one", "other"])
        #expect(
            compiled.catalogUnit(Self.key("caption"), "fr", plural: "one") == ["state": "new", "value": "%lld dish"])
        #expect(
            compiled.catalogUnit(Self.key("caption"), "fr", plural: "other") == [
                "state": "new", "value": "%lld dishes",
            ])
        #expect(compiled.catalogUnit(Self.key("title"), "fr") == ["state": "translated", "value": "Bonjour"])
        for slot in ["title", "subtitle", "body", "primary"] {
            #expect(compiled.catalogUnit(Self.key(slot), "it")?["state"] == "new", "\(slot)")
            #expect(compiled.catalogUnit(Self.key(slot), "en")?["state"] == "translated", "\(slot)")
        }
    }

    @Test func stringCatalogHasEverySourceKeyInEveryLocaleAndNothingElse() throws {
        let strings = try #require(dig(compiled.json("ios/Localizable.xcstrings"), "strings") as? [String: Any])
        #expect(strings.keys.sorted() == ["body", "caption", "primary", "subtitle", "title"].map(Self.key))
        for (key, entry) in strings {
            let locales = (dig(entry, "localizations") as? [String: Any])?.keys.sorted()
            #expect(locales == ["de", "en", "fr", "it"], "\(key)")
        }
    }

    @Test func otherTablesHoldOnlyWhatIsTranslated() throws {
        #expect(
            compiled.appleStrings("/de.lproj/Localizable.strings") == [
                Self.key("title"): "Hallo", Self.key("subtitle"): "Scanne jede Speisekarte",
                Self.key("primary"): "Weiter",
            ])
        #expect(
            compiled.stringsdict("/de.lproj/Localizable.stringsdict")
                == [Self.key("caption"): .plural("%#@count@", ["one": "%lld Gericht", "other": "%lld Gerichte"])])
        #expect(compiled.appleStrings("/fr.lproj/Localizable.strings") == [Self.key("title"): "Bonjour"])
        let german = try #require(compiled.android("/values-de/strings.xml"))
        #expect(
            german.names == [
                "demo_onboarding_welcome_title", "demo_onboarding_welcome_subtitle", "demo_onboarding_welcome_primary",
                "demo_onboarding_welcome_caption",
            ])
        #expect(german.value("demo_onboarding_welcome_subtitle") == "Scanne jede Speisekarte")
        let french = try #require(compiled.android("/values-fr/strings.xml"))
        #expect(french.names == ["demo_onboarding_welcome_title"])
        #expect(french.value("demo_onboarding_welcome_title") == "Bonjour")
    }

    /// No `.strings` or `.stringsdict` for a locale with nothing translated (nor for a missing
    /// plural); Android gets an empty `values-it`.
    @Test func untranslatedLocalesGetNoAppleTables() throws {
        let apple = compiled.paths.filter { $0.hasPrefix("demo/ios/") && $0.contains(".lproj/") }
        #expect(
            apple == [
                "demo/ios/de.lproj/Localizable.strings", "demo/ios/de.lproj/Localizable.stringsdict",
                "demo/ios/en.lproj/Localizable.strings", "demo/ios/en.lproj/Localizable.stringsdict",
                "demo/ios/fr.lproj/Localizable.strings",
            ])
        let italian = try #require(compiled.android("/values-it/strings.xml"))
        #expect(italian.names.isEmpty)
    }

    @Test func obsoleteKeysAreEmittedNowhere() {
        #expect(compiled.result.outputs.count > 10)
        for file in compiled.result.outputs {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for fragment in ["Veraltet", "Obsolet", "welcome.gone", "welcome_gone", "farewell"] {
                #expect(!text.contains(fragment), "\(file.path) holds \(fragment)")
            }
        }
    }
}
