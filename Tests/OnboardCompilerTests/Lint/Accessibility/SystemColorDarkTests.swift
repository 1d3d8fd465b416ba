import Testing

@testable import OnboardCompiler

@Suite struct SystemColorDarkTests {
    /// Only `a11y-system-color`, so that other rules' findings do not get in the way.
    static var config: ProjectConfig {
        var config = ProjectConfig.withoutLint
        config.rules["a11y-system-color"] = ProjectConfig.RuleSetting(severity: nil)
        return config
    }

    /// The finding is at the palette entry's name, used or not; a use elsewhere is not pointed at.
    @Test func pointsAtThePaletteEntry() throws {
        let found = lintDiagnostics(
            minimalSpec(
                screen: "color: green",
                top: """
                    theme:
                      colors:
                        green: { light: "#34C759", system: Color.green }
                        "red": { light: "#FF3B30", system: UIColor.systemRed }
                        white: { light: "#FFFFFF", system: Color.white }
                        blue: { light: "#007AFF", dark: "#0A84FF", system: Color.blue }
                      roles: { accent: green }
                    """), config: Self.config
        ).filter { $0.code == "a11y-system-color" }
        #expect(found.map(\.located) == ["a11y-system-color 14:5", "a11y-system-color 15:5"])
        #expect(found.map(\.path) == ["theme.colors.green", "theme.colors.red"])
        #expect(found.map(\.notes) == [[], []])
        let red = try #require(found.last)
        #expect(red.span.end.column == 10)
        #expect(red.message.contains("`UIColor.systemRed`"))
        #expect(red.help?.hasSuffix("(UIColor.systemRed in dark mode is #FF453A)") == true)
    }
}
