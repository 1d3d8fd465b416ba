import Testing
@testable import OnboardCompiler

/// `flow-flag-ending` beyond its examples: related buttons as notes, what the user cannot
/// reach, and one finding per problem together with `business-completion-flag`.
@Suite struct FlagEndingTests {
    static let config: ProjectConfig = {
        var config = ProjectConfig.withoutLint
        config.rules["flow-flag-ending"] = ProjectConfig.RuleSetting()
        config.rules["business-completion-flag"] = ProjectConfig.RuleSetting()
        return config
    }()

    /// A flow `onboarding` (`trigger` and `completion` on lines 5 and 6) with `screens`
    /// from line 8, each at column 7.
    static func spec(
        trigger: String = "first-launch", completion: String, policy: String = "{}", _ screens: [String]
    ) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: onboarding
            trigger: \(trigger)
            completion: \(completion)
            policy: \(policy)
            screens:

        """ + screens.map { "      - \($0)\n" }.joined()
    }

    static let close = "close: { icon: xmark, accessibilityLabel: Close }"

    @Test func otherButtonsEndingTheSameWayAreNotes() throws {
        let found = lintDiagnostics(
            Self.spec(
                completion: "{ flag: hasOnboarded }",
                [
                    "{ id: a, role: welcome, primary: Next, \(Self.close) }",
                    "{ id: b, role: paywall, primary: Next, \(Self.close) }",
                    "{ id: c, role: completion, primary: { label: Done, action: complete } }",
                ]), config: Self.config)
        #expect(found.map(\.located) == ["flow-flag-ending 9:55"])
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "a user who leaves here (by dismissing) never sets `hasOnboarded`: the flow shows again at next launch"
        )
        #expect(finding.path == "flows[onboarding].screens[a].close")
        #expect(
            finding.notes.map { $0.span.map { "\($0.start.line):\($0.start.column)" } ?? "-" } == ["10:55", "6:17"])
        #expect(finding.notes.last?.message == "`setOn` lists `complete`")
        #expect(finding.help?.contains("add `dismiss` to `setOn`") == true)
    }

    @Test func aCloseButtonNobodyReachesIsNoFinding() {
        let found = lintDiagnostics(
            Self.spec(
                completion: "{ flag: hasOnboarded }",
                [
                    "{ id: a, role: welcome, primary: { label: Done, action: complete } }",
                    "{ id: b, role: paywall, primary: Next, \(Self.close) }",
                ]), config: Self.config)
        #expect(found.isEmpty)
    }

    @Test func onlyFirstLaunchFlowsAreToldAboutEndingsThatSetNothing() {
        let found = lintDiagnostics(
            Self.spec(
                trigger: "event\n    event: first-scan", completion: "{ flag: scanned }",
                [
                    "{ id: a, role: paywall, primary: { label: Done, action: complete }, \(Self.close) }"
                ]), config: Self.config)
        #expect(found.isEmpty)
    }

    /// An always-skippable flow whose skips set nothing is business-completion-flag's finding alone.
    @Test func skipsOfAnAlwaysSkippableFlowAreBusinessCompletionFlags() {
        let found = lintDiagnostics(
            Self.spec(
                completion: "{ flag: hasOnboarded }", policy: "{ alwaysSkippable: true }",
                [
                    "{ id: a, role: welcome, primary: Next, skip: Skip }",
                    "{ id: b, role: completion, primary: { label: Done, action: complete }, skip: Skip }",
                ]), config: Self.config)
        #expect(found.map(\.located) == ["business-completion-flag 6:17"])
    }

    /// Without the policy, the same skips are this rule's finding.
    @Test func skipsThatSetNothing() {
        let found = lintDiagnostics(
            Self.spec(
                completion: "{ flag: hasOnboarded }",
                [
                    "{ id: a, role: welcome, primary: Next, skip: Skip }",
                    "{ id: b, role: completion, primary: { label: Done, action: complete } }",
                ]), config: Self.config)
        #expect(found.map(\.located) == ["flow-flag-ending 9:54"])
        #expect(found.first?.message.contains("(by skipping)") == true)
    }

    /// A first-launch flow without `complete` in `setOn` is business-completion-flag's, not also
    /// an unused `complete` or an ending that sets nothing.
    @Test func missingCompleteIsOneFinding() {
        let found = lintDiagnostics(
            Self.spec(
                completion: "{ flag: hasOnboarded, setOn: [dismiss] }",
                [
                    "{ id: a, role: paywall, primary: { label: Done, action: complete }, \(Self.close) }"
                ]), config: Self.config)
        #expect(found.map(\.located) == ["business-completion-flag 6:17"])
    }

    @Test func anEventNoEndingProducesIsReportedWhereItIsListed() throws {
        let found = lintDiagnostics(
            Self.spec(
                trigger: "event\n    event: first-scan",
                completion: "{ flag: scanned, setOn: [complete, skip, dismiss] }",
                [
                    "{ id: a, role: welcome, primary: { label: Done, action: complete }, skip: Skip }"
                ]), config: Self.config)
        #expect(found.map(\.located) == ["flow-flag-ending 7:58"])
        #expect(found.first?.message == "`setOn` lists `dismiss` but no close button ends the flow")
        #expect(found.first?.path == "flows[onboarding].completion.setOn")
    }
}
