import Testing

@testable import OnboardCompiler

@Suite struct ContrastTests {
    static let rule = "a11y-contrast"

    /// White on green set by a role and by the primary button's style, and by the secondary's:
    /// one finding at the role (the first place), the styles as notes; another pair is its own.
    @Test func onePairOfColoursIsOneFindingWithEveryPlaceAsANote() throws {
        let spec = """
            version: 1
            app: { id: demo, name: Demo }
            theme:
              colors:
                green: "#34C759"
                white: "#FFFFFF"
                grey: "#BBBBBB"
              roles:
                primaryButtonBackground: green
                primaryButtonText: white
              buttons:
                primary: { background: green, foreground: white }
                secondary: { background: green, foreground: white }
                skip: { background: white, foreground: grey }
            flows: []

            """
        let found = findings(of: Self.rule, spec: spec)
        #expect(found.map(\.place) == ["spec:10:24", "spec:14:44"])
        let notes = try #require(
            found.first?.notes.compactMap { note in
                note.span.map { "\(note.message) \($0.start.line):\($0.start.column)" }
            })
        #expect(
            notes == [
                "the background colour is set here 9:30",
                "the same colours are set here too (`theme.buttons.primary.foreground`) 12:47",
                "the same colours are set here too (`theme.buttons.secondary.foreground`) 13:49",
            ])
    }
}
