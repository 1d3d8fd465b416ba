/// The first screen of a flow has no Back: there is nothing before it.
struct FlowBackOnFirstScreen: LintRule {
    static let description = RuleDescription(
        id: "flow-back-on-first-screen",
        category: .flow,
        severity: .error,
        summary: "The first screen of a flow has no `back` button or target: there is nothing before it.",
        rationale: """
            `back` goes to the previous screen in the list, and the first screen has none: a Back \
            button there does nothing when tapped, and a `back` target there leaves the user where \
            they are. VegyScan UC-008 shows Back only on screens 2 and 3 (Alt-2: "User taps back \
            button on Screen 2 or Screen 3"). This covers the first screen's states too. A button in \
            the `back` slot that does something else (`action: complete`) is not reported.
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
                      - { id: b, role: completion, primary: { label: Done, action: complete }, back: Back }
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
                        primary: Next
                        back: ⟦Back
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
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: ⟦back } }
                        secondary: Not now
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            guard let first = flow.screens.first else { return [] }
            let graph = context.graph(flow)
            return graph.nodes.filter { $0.screen == 0 }.flatMap { node -> [Finding] in
                graph.content(node).buttons.flatMap { button -> [Finding] in
                    let buttonPath = SpecPath.button(graph.path(node), button)
                    if case .back = button.action.kind {
                        return [
                            Finding(
                                "the `\(button.slot.rawValue)` button goes back, but `\(first.id)` is the first screen of flow `\(flow.id)`: tapping it does nothing",
                                at: button.span, path: buttonPath,
                                help: "remove the button; Back belongs on the screens after the first")
                        ]
                    }
                    return button.action.kind.writtenTargets.filter { $0.kind == .back }.map { target in
                        Finding(
                            "`back` here leads nowhere: `\(first.id)` is the first screen of flow `\(flow.id)`",
                            at: target.span, path: SpecPath.target(buttonPath, button, target),
                            help: "use `stay` to stay on this screen, or name the screen it should lead to")
                    }
                }
            }
        }
    }
}
