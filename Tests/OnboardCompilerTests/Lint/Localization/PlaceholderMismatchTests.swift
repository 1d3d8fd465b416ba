import Testing

@testable import OnboardCompiler

/// Translation entries are on line 3; `  tour.hello.title: "` puts the text's first
/// character at column 22.
@Suite struct PlaceholderMismatchTests {
    static let rule = "l10n-placeholder-mismatch"

    func found(source: String, translation: String) -> [Diagnostic] {
        findings(
            of: Self.rule, spec: helloSpec("title: \"\(source)\""),
            translations: [translationFile("de", "tour.hello.title: \"\(translation)\"")])
    }

    /// A misspelt placeholder is one finding at the real placeholder (not the quoted
    /// `'{nme}'` before it), and its source name is not also reported as dropped.
    @Test func misspeltPlaceholderIsReportedOnceAtTheUnquotedBrace() {
        let found = found(source: "Hi {name}", translation: "Hallo '{nme}' {nme}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:36"])
        #expect(found.first?.help == "did you mean `{name}`? placeholders keep the source's names")
        #expect(found.first?.span.end.column == 41)
    }

    @Test func retypedPlaceholder() {
        let found = found(source: "{count, number} left", translation: "noch {count}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:27"])
        #expect(found.first?.message == "`{count}` is text here but a number in the source (`{count, number}`)")
    }

    @Test func droppedPlaceholderPointsAtTheTextWithTheSourceAsNote() {
        let found = found(
            source: "Screen {position, number} of {count, number}", translation: "Bildschirm {position, number}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:21"])
        #expect(found.first?.message.contains("drops `{count, number}`") == true)
        #expect(found.first?.notes.first?.span?.start.line == 9)
    }

    @Test func pluralOnlyInTheTranslation() {
        let found = found(
            source: "{count, number} plants", translation: "{count, plural, one {# Pflanze} other {# Pflanzen}}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:22"])
        #expect(found.first?.message.contains("the source has no plural") == true)
    }

    @Test func sameArgumentsInAnotherOrderPass() {
        #expect(found(source: "{a} and {b, number}", translation: "{b, number} und {a}").isEmpty)
    }
}
