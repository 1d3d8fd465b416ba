/// A `go` or `skip` button does not lead to the very place it is on.
struct FlowSelfTarget: LintRule {
    static let description = RuleDescription(
        id: "flow-self-target",
        category: .flow,
        severity: .warning,
        summary: "A `go` or `skip` button does not lead to the screen or state it is on.",
        rationale: """
            A button whose target is its own screen (its id, or `stay`), or a state's button whose \
            target is that same state, does nothing when tapped: the user taps, nothing changes, and \
            the button looks broken. It is usually a copied button whose target was not changed. \
            Staying is fine where something else happened first: a permission, picker or purchase \
            outcome may `stay` (PageInstead: the app picker was cancelled, select again), an \
            `open-settings` may come back to the same screen, and a state's button may lead to its \
            own screen's id (back to the screen's normal content).
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
                      - id: pick
                        role: permission-request
                        primary: { label: Select Apps, action: request-permission, permission: app-picker, on: { allowed: next, denied: stay } }
                        secondary: { label: Why?, action: go, to: why }
                        states:
                          - { id: why, kind: info, body: We block only the apps you pick., primary: { label: OK, action: go, to: pick } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: welcome
                        primary: { label: Next, action: go, to: ⟦a }
                        skip: { label: Skip, to: ⟦stay }
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
                      - id: a
                        role: information
                        secondary: { label: More, action: go, to: more }
                        primary: { label: Done, action: complete }
                        states:
                          - { id: more, kind: info, primary: { label: More, action: go, to: ⟦more } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node -> [Finding] in
                graph.content(node).buttons.flatMap { button -> [Finding] in
                    let written: Target
                    switch button.action.kind {
                    case .goTo(let t), .skip(let t): written = t
                    default: return []
                    }
                    // Each place a target chosen by conditions can lead is checked on its own.
                    return written.leaves.compactMap { target -> Finding? in
                        guard graph.resolve(target.kind, from: node) == .node(node) else { return nil }
                        let place = FlowGraph.Destination.node(node).described(in: graph)
                        let buttonPath = SpecPath.button(graph.path(node), button)
                        return Finding(
                            "the `\(button.slot.rawValue)` button leads to \(place), where the user already is: tapping it does nothing",
                            at: target.span, path: SpecPath.target(buttonPath, button, target),
                            help: "point it at the screen it should open (or `next`), or remove the button")
                    }
                }
            }
        }
    }
}
