/// Every in-screen state has a way out.
struct FlowStateNoExit: LintRule {
    static let description = RuleDescription(
        id: "flow-state-no-exit",
        category: .flow,
        severity: .error,
        summary: "Every in-screen state has a way out: a button that leads somewhere else.",
        rationale: """
            A state replaces the screen's content (an error, a note, a spinner). A state without a \
            button that leads elsewhere traps the user: PageInstead's `denied` state offers "Try \
            Again" and "Skip for Now" (Task 11), VegyScan's camera denial offers "Open Settings" and \
            "Use Photo Library Instead" (Exc-2). A loading state shown with `pending` needs no \
            button: the results of the action it waits for lead out of it, so at least one of them \
            must lead elsewhere. Whether a state can be reached at all is `flow-unreachable-screen`'s \
            business.
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
                        primary: { label: Allow, action: request-permission, permission: camera, pending: waiting, on: { allowed: next, denied: denied } }
                        states:
                          - { id: waiting, kind: loading }
                          - { id: denied, kind: error, title: No camera, primary: { label: Continue, action: complete } }
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
                      - id: ask
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: camera, pending: waiting, on: { allowed: next, denied: denied } }
                        states:
                          - { id: waiting, kind: loading }
                          - ⟦{ id: denied, kind: error, title: No camera, primary: { label: Open Settings, action: open-settings } }
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
                      - id: pay
                        role: paywall
                        paywall: { provider: storekit, offering: default }
                        primary: { label: Subscribe, action: purchase, pending: buying }
                        close: Close
                        states:
                          - ⟦{ id: buying, kind: loading }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            return graph.nodes.filter(graph.isTrap).compactMap { node in
                let screen = graph.screen(node)
                guard let state = screen.states.first(where: { $0.id == node.state }) else { return nil }
                let pending =
                    screen.content.buttons.contains { $0.action.pending == state.id }
                    || screen.states.contains { $0.content.buttons.contains { $0.action.pending == state.id } }
                return Finding(
                    "state `\(state.id)` of screen `\(screen.id)` has no way out: "
                        + (pending
                            ? "no result of the action it waits for leads elsewhere"
                            : "no button in it leads elsewhere"),
                    at: state.span, path: graph.path(node),
                    notes: graph.entries(into: node).compactMap { edge in
                        edge.target.map { Diagnostic.Note("the user is led here from this target", at: $0.span) }
                    },
                    help: help(pending: pending, content: graph.content(node)))
            }
        }
    }

    private func help(pending: Bool, content: ScreenContent) -> String {
        if pending { return "give the action `on:` targets that lead on (`success: next`, `failure: stay`, …)" }
        let settingsWithoutReturn = content.buttons.contains {
            if case .openSettings(then: nil) = $0.action.kind { true } else { false }
        }
        return settingsWithoutReturn
            ? "give `open-settings` a `then:` target, where the user goes on coming back from Settings, or add a button that leads on"
            : "add a button that leads on (`primary: Continue` goes to the next screen) or back to the screen"
    }
}
