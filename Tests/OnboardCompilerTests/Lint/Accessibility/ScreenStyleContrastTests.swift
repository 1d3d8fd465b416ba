import Testing

@testable import OnboardCompiler

/// `a11y-contrast` on a screen's own styles: text at its real size, on the screen's background
/// or the platform's, and the buttons whose look the screen changes.
@Suite struct ScreenStyleContrastTests {
    static let rule = "a11y-contrast"

    static func spec(colors: String, screen: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        theme:
          colors:
        \(colors.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        flows:
          - id: tour
            trigger: settings
            screens:
              - id: offer
                role: information
                title: Grow more
                caption: Cancel anytime.
                secondary: { label: Restore, action: complete }
        \(screen.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))

        """
    }

    /// The same grey is large enough for a large title (3:1) but not for a footnote (4.5:1).
    @Test func theRealSizeDecidesTheRatio() throws {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                colors: "grey: \"#8E8E93\"",
                screen: """
                    styles:
                      title: { font: largeTitle, color: grey }
                      caption: { font: footnote, color: grey }
                    """))
        #expect(found.map(\.place) == ["spec:17:45"])
        #expect(
            found.first?.message
                == "`grey` text on the platform's background has a contrast of 3.26:1 in light mode; this text needs at least 4.5:1"
        )
        #expect(
            found.first?.notes.map(\.message) == [
                "the label is regular `footnote` text (13 pt): normal text under WCAG, which needs 4.5:1",
                "the screen gives no `background`: the platform's is white (black in dark mode)",
            ])
        #expect(found.first?.path == "flows[tour].screens[offer].styles.caption.color")
    }

    /// The platform's background turns black in dark mode, whatever the text colour says.
    @Test func darkTextOnThePlatformBackgroundFailsInDarkMode() throws {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                colors: "ink: \"#333333\"",
                screen: """
                    styles:
                      title: { color: ink }
                    """))
        #expect(found.map(\.place) == ["spec:16:27"])
        #expect(
            found.first?.message.hasSuffix("has a contrast of 1.66:1 in dark mode; this text needs at least 4.5:1")
                == true)
    }

    /// A screen's own unfilled button style is checked on the platform's background too.
    @Test func aRestyledButtonOnThePlatformBackground() throws {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                colors: "pale: \"#DDDDDD\"",
                screen: """
                    styles:
                      secondary: { foreground: pale }
                    """))
        #expect(found.map(\.place) == ["spec:16:36"])
        #expect(
            found.first?.message.hasPrefix("`pale` text on the platform's background has a contrast of 1.35:1") == true)
    }

    /// A screen that only shrinks the theme's button label is reported at its own style, where the size changed.
    @Test func aSmallerLabelIsReportedAtTheScreensStyle() throws {
        let spec = Self.spec(
            colors: "gray: \"#8E8E93\"\nwhite: \"#FFFFFF\"",
            screen: """
                styles:
                  secondary: { font: footnote }
                """
        ).replacingOccurrences(
            of: "theme:\n",
            with: "theme:\n  buttons:\n    secondary: { background: gray, foreground: white, font: title2 }\n")
        let found = findings(of: Self.rule, spec: spec)
        #expect(found.map(\.place) == ["spec:19:22"])
        #expect(found.first?.path == "flows[tour].screens[offer].styles.secondary")
    }

    /// A button the screen restyles is checked on the screen's background when it has no fill.
    @Test func aRestyledButtonOnTheScreenBackground() throws {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                colors: "cream: { light: \"#FFF8E7\", dark: \"#1B1B1F\" }\nsand: \"#D8C9A3\"",
                screen: """
                    background: cream
                    styles:
                      secondary: { foreground: sand, font: footnote }
                    """))
        #expect(found.map(\.place) == ["spec:18:36"])
        #expect(found.first?.path == "flows[tour].screens[offer].styles.secondary")
        #expect(found.first?.notes.last?.message == "the background colour is set here")
    }

    /// Text in the platform's colour turns white in dark mode; a fixed light background does not.
    @Test func platformColouredTextOnAFixedLightBackground() throws {
        let found = findings(
            of: Self.rule, spec: Self.spec(colors: "cream: \"#FFF8E7\"", screen: "background: cream"))
        #expect(found.map(\.place) == ["spec:12:16"])
        #expect(found.first?.path == "flows[tour].screens[offer].title")
        #expect(
            found.first?.message.hasPrefix("text in the platform's colour on `cream` has a contrast of") == true)
        #expect(found.first?.message.contains("in dark mode") == true)
        // With a dark value the background follows the appearance too.
        let adapted = Self.spec(colors: "cream: { light: \"#FFF8E7\", dark: \"#1B1B1F\" }", screen: "background: cream")
        #expect(findings(of: Self.rule, spec: adapted).isEmpty)
    }
}
