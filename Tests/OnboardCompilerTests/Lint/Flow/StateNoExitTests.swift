import Testing
@testable import OnboardCompiler

/// `flow-state-no-exit` beyond its examples: one finding for a state that traps the user,
/// with the targets that lead into it as notes, where `business-permission-outcomes` would
/// otherwise report the same missing way out at the outcome.
@Suite struct StateNoExitTests {
    static let config: ProjectConfig = {
        var config = ProjectConfig.withoutLint
        config.rules["flow-state-no-exit"] = ProjectConfig.RuleSetting()
        config.rules["business-permission-outcomes"] = ProjectConfig.RuleSetting()
        return config
    }()

    static func spec(_ denied: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: intro
            trigger: settings
            screens:
              - id: ask
                role: permission-request
                primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: denied } }
                states:
                  - { id: denied, kind: error, title: No camera, primary: \(denied) }
              - { id: done, role: completion, primary: { label: Done, action: complete } }

        """
    }

    @Test func aSettingsButtonWithoutThenIsOneFindingAtTheState() throws {
        let found = lintDiagnostics(
            Self.spec("{ label: Open Settings, action: open-settings }"), config: Self.config)
        #expect(found.map(\.located) == ["flow-state-no-exit 11:13"])
        let finding = try #require(found.first)
        #expect(finding.notes.map(\.message) == ["the user is led here from this target"])
        #expect(finding.notes.first?.span?.start.line == 9)
        #expect(finding.notes.first?.span?.start.column == 111)
        #expect(finding.help?.contains("`then:`") == true)
    }

    @Test func aStateWithAWayOutThatNeedsThePermissionIsThePermissionRulesFinding() {
        let found = lintDiagnostics(
            Self.spec(
                "{ label: Try Again, action: request-permission, permission: camera, on: { allowed: next, denied: stay } }"
            ),
            config: Self.config)
        #expect(found.map(\.code) == ["business-permission-outcomes", "business-permission-outcomes"])
    }
}
