/// Where skipping must be confirmed, every skip asks first.
struct BusinessSkipConfirmation: LintRule {
    static let description = RuleDescription(
        id: "business-skip-confirmation",
        category: .business,
        severity: .error,
        summary: "Where the policy says `skipConfirmation`, every skip action asks a `confirm` dialog first.",
        rationale: """
            A Skip button sits where a thumb lands by accident, and a skipped first-launch flow does \
            not come back. VegyScan UC-008 Alt-1 shows "Skip tutorial?" with [Cancel] [Skip \
            Tutorial] first: "Confirmation prevents accidental skips". Every button with the `skip` \
            action, on screens and in states, names a dialog of the flow in `confirm`.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: settings
                    policy: { skipConfirmation: true }
                    dialogs:
                      - { id: skip-tutorial, title: Skip tutorial?, confirm: Skip Tutorial, cancel: Cancel }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: { label: Skip, confirm: skip-tutorial } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: settings
                    policy: { skipConfirmation: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: Next, skip: ⟦Skip }
                      - { id: b, role: feature-highlight, primary: { label: Get Started, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            guard flow.screens.indices.contains(where: { flow.policy(at: $0).skipConfirmation }) else { return [] }
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.compactMap { button -> Finding? in
                    guard case .skip = button.action.kind, button.action.confirm == nil,
                        flow.policy(at: node.screen).skipConfirmation
                    else { return nil }
                    let dialogs = flow.dialogs.map(\.id)
                    let source = flow.policySource(of: "skipConfirmation", at: node.screen)
                    return Finding(
                        "this skip runs without asking, but \(source.owner) must confirm every skip",
                        at: button.span, path: SpecPath.button(graph.path(node), button),
                        notes: [source.note("skipConfirmation: true")],
                        help: dialogs.isEmpty
                            ? "add a dialog under the flow's `dialogs` (\"Skip tutorial?\") and name it in `confirm:`"
                            : "add `confirm:` with one of the flow's dialogs: \(dialogs.map { "`\($0)`" }.joined(separator: ", "))"
                    )
                }
            }
        }
    }
}
