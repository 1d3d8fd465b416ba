import Testing

@testable import OnboardCompiler

@Suite struct UntranslatedTests {
    static let rule = "l10n-untranslated"
    static let spec = helloSpec("title: Tutorial", "body: Welcome to Sprout", "caption: Sprout 2", app: "{ id: demo, name: Sprout }")

    func found(_ locale: String, parameters: [String: String] = [:]) -> [Diagnostic] {
        findings(of: Self.rule, spec: Self.spec, translations: [translationFile(
            locale, "tour.hello.title: Tutorial", "tour.hello.body: Welcome to Sprout", "tour.hello.caption: Sprout 2")],
            parameters: parameters)
    }

    /// The app's name alone (with a number) passes; with other words it does not.
    @Test func appNameAndNumbersMayStay() {
        #expect(found("de").map(\.place) == ["app.l10n/1.yaml:3:21", "app.l10n/1.yaml:4:20"])
    }

    @Test func allowedWordsMayStay() {
        #expect(found("de", parameters: ["allow": "tutorial,Welcome to"]).isEmpty)
    }

    /// `en-GB` is another variety of the `en` source: most texts stay the same on purpose.
    @Test func varietiesOfTheSourceLanguageAreNotChecked() {
        #expect(found("en-GB").isEmpty)
    }

    @Test func placeholdersAreNotWords() {
        #expect(!L10nUntranslated.hasWords(Message(parts: [.argument(.init(name: "name", type: .string)), .text(" · 3")]),
                                       besides: []))
        #expect(L10nUntranslated.hasWords(Message(text: "OKAY"), besides: ["OK"]))
    }
}
