import Testing

@testable import OnboardCompiler

/// The translated text starts at 3:22 (`  tour.hello.title: "` before it).
@Suite struct InvisibleCharactersTests {
    static let rule = "l10n-invisible-characters"

    func found(_ locale: String, _ text: String) -> [Diagnostic] {
        findings(
            of: Self.rule, spec: helloSpec("title: Hello"),
            translations: [translationFile(locale, "tour.hello.title: \"\(text)\"")])
    }

    @Test func joinerBelongsInEmojiAndJoiningScripts() {
        #expect(found("de", "Fertig 👩\u{200D}💻 👁\u{FE0F}\u{200D}🗨\u{FE0F}").isEmpty)
        #expect(found("hi", "क्\u{200D}ष").isEmpty)
        let found = found("de", "Fer\u{200D}tig")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:25"])
        #expect(found.first?.message.hasPrefix("invisible U+200D ZERO WIDTH JOINER in this `de` text") == true)
    }

    @Test func nonJoinerBelongsInScriptsThatSpellWithIt() {
        #expect(found("fa", "می\u{200C}خواهم").isEmpty)
        #expect(found("de", "Auf\u{200C}lage").map(\.place) == ["app.l10n/1.yaml:3:25"])
    }

    /// A direction mark steers right-to-left text inside a left-to-right one, and
    /// belongs in a right-to-left locale.
    @Test func directionMarksOnlyWhereThereIsRightToLeftText() {
        #expect(found("de", "Siehe \u{200E}שלום").isEmpty)
        #expect(found("ar", "\u{200F}مرحبا").isEmpty)
        #expect(found("de", "Weiter\u{200E}").map(\.place) == ["app.l10n/1.yaml:3:28"])
    }

    @Test func oneFindingPerCodePointWithItsCount() {
        let found = found("de", "a\u{200B}b\u{200B}c\u{2060}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:23", "app.l10n/1.yaml:3:27"])
        #expect(found.first?.message.contains("U+200B ZERO WIDTH SPACE in this `de` text (2 times)") == true)
    }

    /// Written as an escape, the character has no column of its own: the whole value.
    @Test func escapedCharacterPointsAtTheValue() {
        #expect(found("de", "Zahle \\u202E0.99").map(\.place) == ["app.l10n/1.yaml:3:21"])
    }

    @Test func sourceCopyIsCheckedToo() {
        let found = findings(of: Self.rule, spec: helloSpec("title: \"a\u{2066}b\u{2069}\""))
        #expect(found.map(\.place) == ["spec:9:18", "spec:9:20"])
        #expect(found.first?.path == "copy[tour.hello.title]")
        #expect(found.first?.help?.hasSuffix("the app's layout direction already sets the text's direction") == true)
    }
}
