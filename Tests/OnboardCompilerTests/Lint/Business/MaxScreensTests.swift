import Testing

@testable import OnboardCompiler

/// `business-max-screens` counts the screens of the longest path (`FlowGraph.longestPath`)
/// and names it.
@Suite struct MaxScreensTests {
    static func spec(maxScreens: Int) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        attributes:
          isReturning: bool
        flows:
          - id: intro
            trigger: settings
            policy: { maxScreens: \(maxScreens) }
            screens:
              - id: welcome
                role: welcome
                primary:
                  label: Continue
                  action: go
                  to:
                    - { when: attribute.isReturning, to: welcome-back }
                    - { to: next }
              - { id: scan, role: information, primary: Next }
              - { id: results, role: information, primary: { label: Next, action: go, to: done } }
              - { id: welcome-back, role: information, primary: Next }
              - { id: whats-new, role: information, primary: Next }
              - { id: done, role: completion, primary: { label: Done, action: complete } }

        """
    }

    /// Six screens, every path of four: the limit is kept at 4 and broken at 3.
    @Test func theLongestPathIsCounted() throws {
        #expect(lintDiagnostics(Self.spec(maxScreens: 4), config: .only("business-max-screens")).isEmpty)
        let found = lintDiagnostics(Self.spec(maxScreens: 3), config: .only("business-max-screens"))
        #expect(found.map(\.located) == ["business-max-screens 22:9"])
        #expect(
            found.first?.message == "flow `intro` shows 4 screens on its longest path; its policy allows at most 3")
        #expect(
            found.first?.notes.map(\.message) == [
                "longest path: `welcome` → `scan` → `results` → `done`", "over the limit: `done`",
            ])
        #expect(found.first?.path == "flows[intro].screens[done]")
    }
}
