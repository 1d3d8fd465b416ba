import Foundation
import Testing
@testable import OnboardCompiler

/// ICU placeholders become each platform's specifiers: `{name}` → `%@` / `%1$s`, `{n, number}` →
/// `%lld` / `%1$d`, positional on Apple from two arguments on, numbered in the SOURCE's order
/// even where a translation reorders them; the bundle lists each key's arguments.
@Suite struct PlaceholderTablesTests {
    static let yaml = specYAML(
        screens: """
                  - id: welcome
                    role: welcome
                    title: "Welcome back, {name}"
                    subtitle: "{n, number} plants"
                    body: "{name} has {n, number} plants, 100% green"
                    caption: "Plain 100%"
                    primary: Next
                  - id: garden
                    role: information
                    title: "{name}, you have {count, plural, one {# plant} other {# plants}}"
                    primary: Done
            """)

    static let german = translationFile(
        "de",
        strings: """
                onboarding.welcome.title: "Willkommen zurück, {name}"
                onboarding.welcome.subtitle: "{n, number} Pflanzen"
                onboarding.welcome.body: "{n, number} Pflanzen, 100% grün, hat {name}"
                onboarding.welcome.caption: "Nur 100%"
            """)

    let compiled = compile(Self.yaml, translations: [Self.german])

    /// Slot of screen `welcome` → locale → (Apple, Android).
    static let expected: [String: [String: (apple: String, android: String)]] = [
        "title": [
            "en": ("Welcome back, %@", "Welcome back, %1$s"),
            "de": ("Willkommen zurück, %@", "Willkommen zurück, %1$s"),
        ],
        "subtitle": ["en": ("%lld plants", "%1$d plants"), "de": ("%lld Pflanzen", "%1$d Pflanzen")],
        "body": [
            "en": ("%1$@ has %2$lld plants, 100%% green", "%1$s has %2$d plants, 100%% green"),
            "de": ("%2$lld Pflanzen, 100%% grün, hat %1$@", "%2$d Pflanzen, 100%% grün, hat %1$s"),
        ],
        "caption": ["en": ("Plain 100%", "Plain 100%"), "de": ("Nur 100%", "Nur 100%")],
    ]

    @Test func compilesWithoutDiagnostics() {
        #expect(compiled.diagnostics.map(\.brief) == [])
    }

    @Test(arguments: [("en", "en.lproj", "values"), ("de", "de.lproj", "values-de")])
    func specifiersPerPlatform(locale: String, lproj: String, values: String) throws {
        let strings = try #require(compiled.appleStrings("/\(lproj)/Localizable.strings"))
        let android = try #require(compiled.android("/\(values)/strings.xml"))
        for (slot, byLocale) in Self.expected {
            let key = "onboarding.welcome.\(slot)"
            let (apple, androidText) = try #require(byLocale[locale])
            #expect(compiled.catalogUnit(key, locale) == ["state": "translated", "value": apple], "\(slot)")
            #expect(strings[key] == apple, "\(slot)")
            #expect(android.value("demo_onboarding_welcome_\(slot)") == androidText, "\(slot)")
        }
        // Only the plain text with `%` needs `formatted="false"`.
        #expect(
            android.entries.filter { $0.value.formatted != nil }.mapValues(\.formatted) == [
                "demo_onboarding_welcome_caption": "false"
            ])
    }

    @Test func bundleListsPlaceholdersInSourceOrder() throws {
        let placeholders = try #require(
            dig(compiled.json("bundle.json"), "placeholders") as? [String: [[String: Any]]])
        // Names and types as text; the count of the garden title's plural is marked `plural`.
        #expect(
            placeholders.mapValues { $0.map { $0.mapValues { "\($0)" } } } == [
                "onboarding.welcome.title": [["name": "name", "type": "string"]],
                "onboarding.welcome.subtitle": [["name": "n", "type": "integer"]],
                "onboarding.welcome.body": [["name": "name", "type": "string"], ["name": "n", "type": "integer"]],
                "onboarding.garden.title": [
                    ["name": "name", "type": "string"], ["name": "count", "type": "integer", "plural": "1"],
                ],
            ])
    }

    /// The German text puts `n` first; the bundle, which the app reads, still says `name` comes first.
    @Test func translationOrderDoesNotChangeThePlaceholders() throws {
        let reordered = compile(
            Self.yaml,
            translations: [
                translationFile(
                    "de",
                    strings: """
                        onboarding.welcome.body: "{n, number} Pflanzen hat {name}"
                        """)
            ])
        let body = dig(reordered.json("bundle.json"), "placeholders", "onboarding.welcome.body") as? [[String: String]]
        #expect(body == [["name": "name", "type": "string"], ["name": "n", "type": "integer"]])
        #expect(
            reordered.catalogUnit("onboarding.welcome.body", "de") == [
                "state": "translated", "value": "%2$lld Pflanzen hat %1$@",
            ])
    }

    /// An argument written twice is still one argument (the bundle lists it once, the app passes
    /// it once), so Apple's specifiers must name its position: `%@, hi %@` would read a second,
    /// missing argument. Android is always positional.
    @Test func argumentUsedTwiceIsPositionalOnApple() throws {
        let compiled = compile(
            specYAML(
                screens: """
                      - id: welcome
                        role: welcome
                        title: "{name}, hi {name}"
                        subtitle: "{count, plural, one {# plant (#)} other {# plants}}"
                        body: "{count, number} total: {count, plural, one {# plant} other {# plants}}"
                        primary: Next
                    """),
            translations: [
                translationFile(
                    "de",
                    strings: """
                        onboarding.welcome.title: "Hallo {name}! {name}?"
                        """)
            ])
        #expect(compiled.diagnostics.map(\.brief) == [])
        let title = "onboarding.welcome.title"
        #expect(
            dig(compiled.json("bundle.json"), "placeholders", title) as? [[String: String]] == [
                ["name": "name", "type": "string"]
            ])
        #expect(compiled.android("/values/strings.xml")?.value("demo_onboarding_welcome_title") == "%1$s, hi %1$s")
        #expect(compiled.catalogUnit(title, "en") == ["state": "translated", "value": "%1$@, hi %1$@"])
        #expect(compiled.appleStrings("/en.lproj/Localizable.strings")?[title] == "%1$@, hi %1$@")
        #expect(compiled.catalogUnit(title, "de") == ["state": "translated", "value": "Hallo %1$@! %1$@?"])
        #expect(compiled.appleStrings("/de.lproj/Localizable.strings")?[title] == "Hallo %1$@! %1$@?")
        #expect(
            compiled.catalogUnit("onboarding.welcome.subtitle", "en", plural: "one")
                == ["state": "translated", "value": "%1$lld plant (%1$lld)"])
        #expect(
            compiled.catalogUnit("onboarding.welcome.body", "en", plural: "other")
                == ["state": "translated", "value": "%1$lld total: %1$lld plants"])
    }
}
