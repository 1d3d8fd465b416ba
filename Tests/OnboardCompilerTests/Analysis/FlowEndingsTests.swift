import Testing
@testable import OnboardCompiler

/// `FlowGraph.endings`: each button that ends a flow, and the event it ends with.
@Suite struct FlowEndingsTests {
    static let yaml = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: tour
            trigger: settings
            screens:
              - id: a
                role: welcome
                primary: Next
                skip: Skip
                close: { icon: xmark, accessibilityLabel: Close }
              - id: b
                role: permission-request
                primary: { label: Allow, action: request-permission, permission: camera, pending: wait, on: { allowed: complete, denied: next } }
                secondary: { label: Later, action: go, to: complete }
                close: { icon: xmark, accessibilityLabel: Close, action: skip }
                states:
                  - { id: wait, kind: loading }
              - id: c
                role: completion
                primary: Done
                close: { icon: xmark, accessibilityLabel: Close, action: next }
        """

    @Test func eachEndingOnceInFlowOrder() throws {
        let spec = try #require(decode(Self.yaml))
        let graph = FlowGraph(try #require(spec.flows.first))
        let endings = graph.endings().map {
            "\(graph.screen($0.node).id).\($0.button.slot.rawValue) \($0.event.rawValue)"
        }
        #expect(
            endings == [
                "a.skip skip", "a.close dismiss",
                "b.primary complete", "b.secondary complete", "b.close dismiss",
                "c.primary complete", "c.close dismiss",
            ])
    }

    @Test func onlyFromTheNodesGiven() throws {
        let spec = try #require(decode(Self.yaml))
        let graph = FlowGraph(try #require(spec.flows.first))
        let first = Set(graph.nodes.filter { $0.screen == 0 })
        #expect(graph.endings(from: first).map(\.event) == [.skip, .dismiss])
    }
}
