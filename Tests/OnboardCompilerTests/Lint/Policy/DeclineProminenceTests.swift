import Testing

@testable import OnboardCompiler

/// `dark-decline-prominence`: where a faint or small decline is reported, and what passes.
@Suite struct DeclineProminenceTests {
    static let rule = "dark-decline-prominence"

    /// A theme with a blue filled accept (6.43:1) and `buttons` (from line 13), then one flow
    /// whose screens start at line 18.
    static func spec(buttons: String, screens: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        theme:
          colors:
            blue: "#0A58CA"
            white: "#FFFFFF"
            mist: "#C7C7CC"
            cream: "#FFF8E7"
            secondary: { light: "#3C3C43", dark: "#EBEBF5", opacity: 0.6 }
            pale: { light: "#EEEEEE", dark: "#0A58CA" }
          buttons:
            primary: { background: blue, foreground: white }
        \(buttons.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        flows:
          - id: pro
            trigger: settings
            screens:
        \(screens.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))

        """
    }

    static func offer(_ id: String, _ extra: String = "") -> String {
        """
        - id: \(id)
          role: information
          title: "Save 40% with Pro"\(extra)
          primary: { label: Upgrade, action: next }
          secondary: { label: "Not now", action: skip, to: complete }
        """
    }

    /// A faint theme style is one finding at its colour; the other screens showing it are notes.
    @Test func aFaintThemeStyleIsOneFindingAtItsColour() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: mist }",
                screens: Self.offer("a") + "\n" + Self.offer("b").replacingOccurrences(of: "next", with: "complete")))
        #expect(found.map(\.place) == ["spec:13:30"])
        #expect(
            found.first?.message
                == "the decline \"Not now\" is fainter than the accept \"Upgrade\": `mist` on the platform's background has a contrast of 1.68:1 in light mode, under 3:1"
        )
        #expect(found.first?.path == "theme.buttons.secondary.foreground")
        #expect(
            found.first?.notes.map(\.message) == [
                "the accept is here, at 6.43:1 in light mode",
                "the screen gives no `background`: the platform's is white (black in dark mode)",
                "the same decline is shown on `flows[pro].screens[b]`",
            ])
        #expect(found.first?.notes.map { $0.span?.start.line } == [21, nil, 27])
    }

    /// Light grey is readable on the platform's black: dark mode alone fails for a dark grey.
    @Test func aDeclineFaintOnlyInDarkMode() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: \"#48484A\" }",
                screens: Self.offer("a", "\n  background: white")))
        // A fixed white background without a dark value: the grey is readable in both modes.
        #expect(found.isEmpty)
        let dark = findings(
            of: Self.rule,
            spec: Self.spec(buttons: "secondary: { foreground: \"#48484A\" }", screens: Self.offer("a")))
        #expect(dark.map(\.place) == ["spec:13:30"])
        #expect(dark.first?.message.hasSuffix("has a contrast of 2.3:1 in dark mode, under 3:1") == true)
    }

    /// A screen's own background makes the theme's unfilled decline faint: reported on that screen.
    @Test func aScreenBackgroundIsReportedAtTheDeclineOnThatScreen() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: secondary }",
                screens: Self.offer("a", "\n  background: cream")))
        #expect(found.map(\.place) == ["spec:23:29"])
        #expect(found.first?.path == "flows[pro].screens[a].secondary")
        #expect(found.first?.notes.map { $0.span?.start.line } == [22, 21])
    }

    /// Apple's secondary label (60 %) on the platform's background, 3.43:1, beside the accept:
    /// a plain, greyer text button is the usual design and passes.
    @Test func thePlatformsSecondaryGreyPasses() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: secondary, font: subheadline }", screens: Self.offer("a")))
        #expect(found.isEmpty)
    }

    /// An accept as faint as the decline is `a11y-contrast`'s problem, not a push to one choice.
    @Test func aDeclineNoFainterThanTheAcceptPasses() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: mist }",
                screens: Self.offer("a", "\n  styles:\n    primary: { background: white, foreground: mist }")))
        #expect(found.isEmpty)
    }

    /// A decline in the app's accent colour (no `foreground`) is not known, so not checked.
    @Test func aDeclineInTheAccentColourIsNotChecked() {
        let found = findings(
            of: Self.rule, spec: Self.spec(buttons: "secondary: { fullWidth: false }", screens: Self.offer("a")))
        #expect(found.isEmpty)
    }

    /// A screen's own style that shrinks the decline is reported at that style; the help names
    /// the smallest text style that is large enough.
    @Test func aSmallDeclineIsReportedAtTheScreensStyle() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { font: footnote }",
                screens: Self.offer("a", "\n  styles:\n    secondary: { font: caption2 }")))
        #expect(found.map(\.place) == ["spec:22:22"])
        #expect(found.first?.path == "flows[pro].screens[a].styles.secondary")
        #expect(
            found.first?.message
                == "the decline \"Not now\" is smaller than the accept \"Upgrade\": `caption2` (11 pt) beside `body` (17 pt), under 75 % of its size"
        )
        #expect(
            found.first?.help
                == "give the decline a text style of at least 75 % of the accept's size: `footnote` (13 pt) or larger")
    }

    /// `footnote` beside a `body` accept is 76 %: it passes; beside a `title3` accept it does not.
    @Test func theSizeIsRelativeToTheAccept() {
        let beside = { (primary: String) in
            findings(
                of: Self.rule,
                spec: Self.spec(
                    buttons: "secondary: { font: footnote }",
                    screens: Self.offer("a", "\n  styles:\n    primary: { font: \(primary) }")))
        }
        #expect(beside("body").isEmpty)
        #expect(beside("title3").map(\.place) == ["spec:13:16"])
        #expect(beside("title3").first?.path == "theme.buttons.secondary")
    }

    /// An icon-only close is named by its accessibility label; a button that buys is no decline.
    @Test func anIconCloseIsNamedByItsAccessibilityLabel() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "close: { foreground: mist }",
                screens: """
                    - id: a
                      role: information
                      title: "Save 40% with Pro"
                      primary: { label: Upgrade, action: next }
                      close: { icon: xmark, accessibilityLabel: Close, action: skip, to: complete }
                    """))
        #expect(found.map(\.place) == ["spec:13:26"])
        #expect(found.first?.message.hasPrefix("the decline \"Close\" is fainter") == true)
    }

    /// A decline that looks the same in both modes is still compared in dark mode when the
    /// accept changes there: beside a pale accept it passes in light mode, not in dark mode.
    @Test func theAcceptsDarkColoursAreComparedToo() {
        let found = findings(
            of: Self.rule,
            spec: Self.spec(
                buttons: "secondary: { foreground: \"#AEAEB2\" }",
                screens: Self.offer(
                    "a",
                    "\n  background: white\n  styles:\n    primary: { background: pale }"
                )))
        #expect(found.map(\.place) == ["spec:25:29"])
        #expect(found.first?.message.hasSuffix("has a contrast of 2.21:1 in dark mode, under 3:1") == true)
        #expect(found.first?.notes.first?.message == "the accept is here, at 6.43:1 in dark mode")
    }
}
