import Testing

@testable import OnboardCompiler

@Suite struct UnknownSymbolTests {
    /// Only `icon-unknown-symbol`, so that other rules' findings do not get in the way.
    static var config: ProjectConfig {
        var config = ProjectConfig.withoutLint
        config.rules["icon-unknown-symbol"] = ProjectConfig.RuleSetting(severity: nil)
        return config
    }

    /// Button, option and feature icons are pointed at by the name itself, not by their
    /// button, option or feature.
    @Test func pointsAtTheIconNameOfButtonsOptionsAndFeatures() {
        let found = lintDiagnostics(
            minimalSpec(
                screen: """
                    primary: { label: Go, icon: "arrow.rigth" }
                    inputs:
                      - id: goal
                        kind: single-choice
                        label: Your goal
                        options: [{ id: relax, label: Relax, icon: leaf.fil }]
                    paywall:
                      provider: revenuecat
                      offering: default
                      features:
                        - id: sync
                          text: Sync every device
                          icon: Icloud
                      plans: [{ id: annual }]
                    """), config: Self.config
        ).filter { $0.code == "icon-unknown-symbol" }
        #expect(
            found.map(\.located) == [
                "icon-unknown-symbol 11:37", "icon-unknown-symbol 16:56", "icon-unknown-symbol 23:21",
            ])
        #expect(
            found.map(\.path) == [
                "flows[onboarding].screens[welcome].primary.icon",
                "flows[onboarding].screens[welcome].inputs[goal].options[relax].icon",
                "flows[onboarding].screens[welcome].paywall.features[sync].icon",
            ])
        #expect(found.map(\.span.end.column) == [50, 64, 27])
    }
}
