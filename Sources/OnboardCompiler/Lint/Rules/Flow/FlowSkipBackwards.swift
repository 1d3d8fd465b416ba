/// A skip moves the user forward: to a later screen, or to the end of the flow.
struct FlowSkipBackwards: LintRule {
    static let description = RuleDescription(
        id: "flow-skip-backwards",
        category: .flow,
        severity: .error,
        summary: "A `skip` leads forward: to a later screen or to the end of the flow.",
        rationale: """
            A user who taps Skip expects to leave the rest of a step or of the flow behind (VegyScan \
            UC-008 Alt-1: skip ends the tutorial; PageInstead Task 17: Skip "jumps directly to \
            Permission Education screen"; Growth: skipping routine selection leads on to \
            notifications). A skip to an earlier screen, or to a state of the same screen, makes the \
            user see again what they wanted to skip. (A skip to the very place it is on is \
            `flow-self-target`'s finding, and `back` on the first screen \
            `flow-back-on-first-screen`'s.)
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, primary: Next, skip: { label: Skip, to: c } }
                      - { id: b, role: information, primary: Next, skip: Skip }
                      - { id: c, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: information, primary: Next, skip: { label: Skip, to: ⟦a } }
                      - { id: c, role: completion, primary: { label: Done, action: complete }, skip: { label: Skip, to: ⟦back } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node -> [Finding] in
                graph.content(node).buttons.flatMap { button -> [Finding] in
                    guard case .skip(let written) = button.action.kind else { return [] }
                    return written.leaves.compactMap { target -> Finding? in
                        guard let destination = graph.resolve(target.kind, from: node),
                            destination != .node(node), !graph.isForward(destination, from: node)
                        else { return nil }
                        let buttonPath = SpecPath.button(graph.path(node), button)
                        return Finding(
                            "this skip leads to \(destination.described(in: graph)), which is not further on than \(FlowGraph.Destination.node(node).described(in: graph))",
                            at: target.span, path: SpecPath.target(buttonPath, button, target),
                            help:
                                "skip to a later screen or to `complete`; to go back, use a `back` button or `action: go`"
                        )
                    }
                }
            }
        }
    }
}
