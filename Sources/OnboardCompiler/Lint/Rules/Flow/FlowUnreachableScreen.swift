/// Every screen and in-screen state can be reached from the first screen.
struct FlowUnreachableScreen: LintRule {
    static let description = RuleDescription(
        id: "flow-unreachable-screen",
        category: .flow,
        severity: .error,
        summary: "Every screen and in-screen state can be reached from the first screen.",
        rationale: """
            A screen no button, outcome or swipe leads to is never shown: its copy is translated and \
            reviewed for nothing, and it usually means a target was mistyped or a step was cut \
            half-way. States count too: a `denied` state no outcome leads to hides the recovery path.
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
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, primary: { label: Done, action: complete } }
                      - ⟦{ id: b, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            let reachable = graph.reachable()
            return graph.nodes.filter { !reachable.contains($0) }.map { node in
                let screen = graph.screen(node)
                if let stateID = node.state, let state = screen.states.first(where: { $0.id == stateID }) {
                    return Finding(
                        "state `\(state.id)` of screen `\(screen.id)` is never shown: nothing leads to it",
                        at: state.span, path: SpecPath.state(flow, screen, state),
                        help: "point an outcome or a button at `\(state.id)`, or remove the state")
                }
                return Finding(
                    "screen `\(screen.id)` is never shown: no button, outcome or swipe leads to it",
                    at: screen.span, path: SpecPath.screen(flow, screen),
                    help: "point a target at `\(screen.id)` (or `next` from the screen before it), or remove the screen"
                )
            }
        }
    }
}
