/// From every screen and state the user can reach, some path leads to the end of the flow.
struct FlowDeadEnd: LintRule {
    static let description = RuleDescription(
        id: "flow-dead-end",
        category: .flow,
        severity: .error,
        summary: "From every screen and state the user can reach, some path leads to the end of the flow.",
        rationale: """
            An onboarding is shown full screen: a user who reaches a screen from which no button, \
            outcome or swipe ever leads to the end (a screen with only a Back button, or screens that \
            only send the user round in a circle) is stuck and can only force-quit the app, and a \
            first-launch flow then shows again at every launch (VegyScan UC-008 Exc-1). A swipe \
            never ends a flow (an accidental swipe must not complete it), so a last screen that \
            only swipes is a dead end too. A loading \
            state counts as leading on when the action it waits for does. A state with no way out at \
            all is reported by `flow-state-no-exit` instead, and screens nothing leads to by \
            `flow-unreachable-screen`.
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
                      - id: ask
                        role: permission-request
                        title: Allow notifications
                        primary: { label: Allow, action: request-permission, permission: notifications, pending: waiting, on: { allowed: next, denied: denied } }
                        states:
                          - { id: waiting, kind: loading }
                          - { id: denied, kind: error, title: Maybe later, primary: Continue }
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
                      - ⟦{ id: a, role: welcome, primary: Next }
                      - ⟦{ id: b, role: information, back: Back }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    swipe: true
                    screens:
                      - ⟦{ id: a, role: welcome, title: Swipe on }
                      - ⟦{ id: b, role: information, title: The last one }
                """),
            .fails(
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
                          - ⟦{ id: denied, kind: error, primary: { label: Help, action: go, to: help } }
                          - ⟦{ id: help, kind: info, primary: { label: Back, action: go, to: denied } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            let finishing = graph.canFinish()
            let reachable = graph.reachable()
            // A state with no way out at all is flow-state-no-exit's finding.
            return graph.nodes.filter { node in
                reachable.contains(node) && !finishing.contains(node) && (node.state == nil || graph.hasExit(node))
            }.map { node in finding(node, graph) }
        }
    }

    private func finding(_ node: FlowGraph.Node, _ graph: FlowGraph) -> Finding {
        let screen = graph.screen(node)
        var places: [String] = []
        for edge in graph.edges[node] ?? [] where edge.to != .node(node) {
            let place = edge.to.described(in: graph)
            if !places.contains(place) { places.append(place) }
        }
        let note: Diagnostic.Note =
            places.isEmpty
            ? .init("no button, outcome or swipe leads away from it")
            : .init("it leads only to \(places.joined(separator: ", ")), from where the end cannot be reached either")
        let help =
            "add a button that leads on (`primary: Next`, or `action: complete` on the last screen), "
            + "or point one of its targets at a screen that reaches the end"
        if let id = node.state, let state = screen.states.first(where: { $0.id == id }) {
            return Finding(
                "a user who reaches state `\(id)` of screen `\(screen.id)` can never get to the end of the flow",
                at: state.span, path: graph.path(node), notes: [note], help: help)
        }
        return Finding(
            "a user who reaches screen `\(screen.id)` can never get to the end of the flow",
            at: screen.span, path: graph.path(node),
            notes: [note], help: help)
    }
}
