import Testing

@testable import OnboardCompiler

/// `FlowGraph.longestPath`: the most distinct screens on a path from the first screen,
/// going forward only (what `business-max-screens` counts).
@Suite struct FlowGraphPathTests {
    /// The ids of the screens on the longest path of the spec's first flow, within `screens`.
    static func longest(_ screens: String, attributes: String = "", within: Range<Int>? = nil) throws -> [String] {
        let yaml = """
            version: 1
            app: { id: demo, name: Demo }
            \(attributes)flows:
              - id: intro
                trigger: settings
                screens:
            \(screens)
            """
        let spec = try #require(decode(yaml))
        let graph = FlowGraph(try #require(spec.flows.first))
        return graph.longestPath(within: within).map { graph.flow.screens[$0].id }
    }

    static let returning = "attributes:\n  isReturning: bool\n"

    @Test func aFlowWithoutBranchesIsItsScreens() throws {
        let path = try Self.longest(
            """
                  - { id: a, role: welcome, primary: Next }
                  - { id: b, role: permission-request, primary: { label: Allow, action: request-permission, permission: camera, pending: wait, on: { allowed: next, denied: next } }, states: [{ id: wait, kind: loading }] }
                  - { id: c, role: completion, primary: { label: Done, action: complete } }
            """)
        #expect(path == ["a", "b", "c"])
    }

    /// Six screens, two ways through them of four screens each.
    @Test func branchesSplitTheFlowIntoShorterPaths() throws {
        let path = try Self.longest(
            """
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
            """, attributes: Self.returning)
        #expect(path == ["welcome", "scan", "results", "done"])
    }

    /// The longer of two ways wins, whichever branch leads to it.
    @Test func theLongerBranchIsTheLongestPath() throws {
        let path = try Self.longest(
            """
                  - id: a
                    role: welcome
                    primary:
                      label: Continue
                      action: go
                      to:
                        - { when: attribute.isReturning, to: d }
                        - { to: b }
                  - { id: b, role: information, primary: Next }
                  - { id: c, role: information, primary: Next }
                  - { id: d, role: completion, primary: { label: Done, action: complete } }
            """, attributes: Self.returning)
        #expect(path == ["a", "b", "c", "d"])
    }

    /// Back buttons, a jump to an earlier screen and swiping back add no screen, and do
    /// not make the path endless.
    @Test func waysBackAreLeftOut() throws {
        let path = try Self.longest(
            """
                  - { id: a, role: welcome, primary: Next, swipe: true }
                  - { id: b, role: information, primary: Next, secondary: { label: Back, action: back }, swipe: true }
                  - id: c
                    role: completion
                    primary: { label: Done, action: complete }
                    secondary: { label: Start over, action: go, to: a }
                    swipe: true
            """)
        #expect(path == ["a", "b", "c"])
    }

    /// A screen no forward path reaches is on none: `b` is never shown, and `d` is shown
    /// only by going back from `e`.
    @Test func screensNoForwardPathReachesDoNotCount() throws {
        let path = try Self.longest(
            """
                  - { id: a, role: welcome, primary: { label: Next, action: go, to: c } }
                  - { id: b, role: information, primary: Next }
                  - { id: c, role: information, primary: { label: Next, action: go, to: e } }
                  - { id: d, role: information, primary: Next }
                  - { id: e, role: completion, primary: { label: Done, action: complete }, secondary: { label: Back, action: back } }
            """)
        #expect(path == ["a", "c", "e"])
    }

    /// A state is part of its screen: its buttons lead on from the screen.
    @Test func aStatesWaysAreItsScreens() throws {
        let path = try Self.longest(
            """
                  - id: a
                    role: welcome
                    primary: { label: More, action: go, to: more }
                    states:
                      - { id: more, kind: info, primary: { label: Next, action: go, to: c } }
                  - { id: b, role: information, primary: Next }
                  - { id: c, role: completion, primary: { label: Done, action: complete } }
            """)
        #expect(path == ["a", "c"])
    }

    /// Within a run of screens (a section), the path starts where the flow enters it.
    @Test func withinASection() throws {
        let screens = """
                  - id: a
                    role: welcome
                    primary:
                      label: Continue
                      action: go
                      to:
                        - { when: attribute.isReturning, to: c }
                        - { to: next }
                  - { id: b, role: information, primary: { label: Next, action: go, to: f } }
                  - { id: c, role: information, primary: Next }
                  - { id: d, role: information, primary: Next }
                  - { id: e, role: information, primary: Next }
                  - { id: f, role: completion, primary: { label: Done, action: complete } }
            """
        #expect(try Self.longest(screens, attributes: Self.returning) == ["a", "c", "d", "e", "f"])
        #expect(try Self.longest(screens, attributes: Self.returning, within: 1..<4) == ["c", "d"])
        #expect(try Self.longest(screens, attributes: Self.returning, within: 4..<6) == ["e", "f"])
    }

    /// One pass over the screens in flow order: a flow of thousands of screens is counted
    /// in a moment (fuzz inputs have such flows).
    @Test func aLongFlowIsCountedInOnePass() throws {
        let count = 5000
        let screens = (0..<count).map { "      - { id: s\($0), role: information, primary: Next }" }
            .joined(separator: "\n")
        let path = try Self.longest(screens)
        #expect(path.count == count)
        #expect(path.first == "s0" && path.last == "s\(count - 1)")
    }
}
