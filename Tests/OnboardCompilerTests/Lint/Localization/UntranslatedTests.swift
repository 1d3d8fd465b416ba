import Testing

@testable import OnboardCompiler

@Suite struct UntranslatedTests {
    static let rule = "l10n-untranslated"
    static let spec = helloSpec(
        "title: Tutorial", "body: Welcome to Sprout", "caption: Sprout 2", app: "{ id: demo, name: Sprout }")

    func found(_ locale: String, parameters: [String: String] = [:]) -> [Diagnostic] {
        findings(
            of: Self.rule, spec: Self.spec,
            translations: [
                translationFile(
                    locale, "tour.hello.title: Tutorial", "tour.hello.body: Welcome to Sprout",
                    "tour.hello.caption: Sprout 2")
            ],
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
        #expect(
            !L10nUntranslated.hasWords(
                Message(parts: [.argument(.init(name: "name", type: .string)), .text(" · 3")]),
                besides: []))
        #expect(L10nUntranslated.hasWords(Message(text: "OKAY"), besides: ["OK"]))
    }

    /// The byte-wise search for ASCII text takes out what the regular expressions take out.
    @Test(arguments: [
        ("OK", ["OK"]), ("ok ok OK", ["OK"]), ("OKAY", ["OK"]), ("OK2", ["OK"]), ("2OK", ["OK"]), ("_OK_", ["OK"]),
        ("Welcome to Sprout", ["Sprout", "welcome TO"]), ("Sprout Sprout", ["Sprout Sprout", "Sprout"]),
        ("a.b a.b", ["a.b"]), ("x(y) z", ["x(y)"]), ("SproutSprout", ["Sprout"]), ("Sprout's", ["Sprout"]),
        ("aaa", ["aa"]), ("aa aa", ["aa"]), ("OK\r\nOK", ["OK"]), ("[OK] 3 - OK!", ["ok", "[OK]"]), ("3", []),
        ("", ["OK"]), ("Tutorial", ["tut", "orial"]), ("ab ab", ["b a"]), ("B A", ["b a", "a"]),
    ])
    func asciiMatchesTheExpressions(_ text: String, _ allowed: [String]) {
        let sorted = allowed.sorted(by: { $0.count > $1.count })
        #expect(
            L10nUntranslated.asciiHasWords(text, besides: sorted)
                == L10nUntranslated.expressionHasWords(text, besides: sorted))
    }

    @Test func textOrPhrasesBeyondASCIIAreLeftToTheExpressions() {
        #expect(L10nUntranslated.asciiHasWords("Los geht’s", besides: ["OK"]) == nil)
        #expect(L10nUntranslated.asciiHasWords("OK", besides: ["Spröut"]) == nil)
        #expect(L10nUntranslated.hasWords(Message(text: "Spröut"), besides: ["SPRÖUT"]) == false)
    }
}
