import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A screen shown only when a condition holds (`when:`, docs/spec-format.md 3.8).
    @Suite struct ConditionalScreenDecodingTests {
        /// `goal`, then `tips` with `when` (its line 17), then `done`.
        static func spec(when: String, on screen: String = "tips") -> String {
            let line = "        when: \(when)\n"
            return """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: tour
                    trigger: first-launch
                    completion: { flag: seen }
                    screens:
                      - id: goal
                        role: choice
                        title: Goal
                \(screen == "goal" ? line : "")        inputs:
                          - { id: goal, kind: single-choice, label: Goal, options: [{ id: sleep, label: Sleep }, { id: focus, label: Focus }] }
                        primary: { label: Next }
                      - id: tips
                        role: information
                        title: Tips
                \(screen == "tips" ? line : "")        primary: { label: Next }
                      - { id: done, role: completion, title: Done, primary: { label: Done, action: complete } }
                """
        }

        @Test func aScreensConditionDecodesAndReachesTheBundleAtVersion3() throws {
            let yaml = Self.spec(when: #"'answer.goal == "sleep"'"#)
            let spec = try #require(decode(yaml))
            let goal = ConditionReference(kind: .answer, id: "goal", type: .string)
            #expect(spec.flows.first?.screens[1].when == .eq(ref: goal, value: .string("sleep")))
            #expect(BundleEmitter.schemaVersion(of: spec) == 3)
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: yaml))
            let file = try #require(result.outputs.first { $0.path == "demo/bundle.json" })
            let bundle = try OnboardingBundle(data: Data(file.bytes))
            #expect(bundle.flows.first?.screens.map { $0.when != nil } == [false, true, false])
            // Users see different screens: each screen says how many it may still lead through
            // (`goal` → `tips` → `done`, or past `tips`), for the announcement's count.
            #expect(bundle.flows.first?.screens.map(\.pathRemaining) == [2, 1, 0])
            let plain = Pipeline.compile(
                SourceFile(
                    path: "spec.yaml",
                    text: yaml.replacingOccurrences(of: "        when: 'answer.goal == \"sleep\"'\n", with: "")))
            let plainBundle = try OnboardingBundle(
                data: Data(try #require(plain.outputs.first { $0.path == "demo/bundle.json" }).bytes))
            #expect(plainBundle.flows.first?.screens.allSatisfy { $0.pathRemaining == nil } == true)
        }

        @Test func aProblemInTheConditionIsAtItsCharacters() {
            #expect(
                diagnose(Self.spec(when: #"'answer.goal == "slep"'"#)).map(\.located) == ["spec-condition-type 17:31"])
        }

        @Test func theFirstScreenIsAlwaysShown() {
            #expect(
                diagnose(Self.spec(when: "platform == \"ios\"", on: "goal")).map(\.located) == ["spec-unused-key 11:15"]
            )
        }

        /// Lint follows both ways: `done` is reached past `tips` too, and nothing is unreachable.
        @Test func lintFollowsTheWayPastIt() throws {
            let spec = try #require(decode(Self.spec(when: #"'answer.goal == "sleep"'"#)))
            let graph = FlowGraph(try #require(spec.flows.first))
            let fromGoal = (graph.edges[FlowGraph.Node(screen: 0, state: nil)] ?? []).map(\.to)
            #expect(
                fromGoal == [
                    .node(FlowGraph.Node(screen: 1, state: nil)), .node(FlowGraph.Node(screen: 2, state: nil)),
                ])
            #expect(lintDiagnostics(Self.spec(when: #"'answer.goal == "sleep"'"#)).isEmpty)
        }
    }
}
