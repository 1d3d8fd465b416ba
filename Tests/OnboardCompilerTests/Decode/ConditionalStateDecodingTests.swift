import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A state shown only when a condition holds (`when:`, docs/spec-format.md 3.15).
    @Suite struct ConditionalStateDecodingTests {
        /// One screen whose primary button goes to state `note`, with `when` on its line 14.
        static func spec(when: String) -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            attributes: { isReturning: bool }
            flows:
              - id: tour
                trigger: first-launch
                completion: { flag: seen }
                screens:
                  - id: hello
                    role: welcome
                    title: Hello
                    states:
                      - id: note
                        when: \(when)
                        title: Welcome back
                        primary: { label: Done, action: complete }
                    primary: { label: Next, action: go, to: note }
            """
        }

        @Test func aStatesConditionDecodesAndReachesTheBundleAtVersion3() throws {
            let spec = try #require(decode(Self.spec(when: "attribute.isReturning")))
            let returning = ConditionReference(kind: .attribute, id: "isReturning", type: .bool)
            #expect(spec.flows.first?.screens.first?.states.first?.when == .eq(ref: returning, value: .bool(true)))
            #expect(BundleEmitter.schemaVersion(of: spec) == 3)
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: Self.spec(when: "attribute.isReturning")))
            let file = try #require(result.outputs.first { $0.path == "demo/bundle.json" })
            let bundle = try OnboardingBundle(data: Data(file.bytes))
            #expect(bundle.flows.first?.screens.first?.states.first?.when == .eq(ref: returning, value: .bool(true)))
        }

        @Test func aProblemInTheConditionIsAtItsCharacters() {
            #expect(
                diagnose(Self.spec(when: "attribute.isReturnin")).map(\.located) == [
                    "spec-condition-unknown-reference 14:29"
                ])
        }

        /// Lint follows both ways: a move to the state may show the screen's own content instead.
        @Test func lintFollowsTheScreenShownInItsPlace() throws {
            let spec = try #require(decode(Self.spec(when: "attribute.isReturning")))
            let graph = FlowGraph(try #require(spec.flows.first))
            let fromHello = (graph.edges[FlowGraph.Node(screen: 0, state: nil)] ?? []).map(\.to)
            #expect(
                fromHello == [
                    .node(FlowGraph.Node(screen: 0, state: "note")), .node(FlowGraph.Node(screen: 0, state: nil)),
                ])
        }
    }
}
