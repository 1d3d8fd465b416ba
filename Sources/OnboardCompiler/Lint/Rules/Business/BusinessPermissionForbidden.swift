/// No permission request in a flow whose policy forbids permission prompts.
struct BusinessPermissionForbidden: LintRule {
    static let description = RuleDescription(
        id: "business-permission-forbidden",
        category: .business,
        severity: .error,
        summary:
            "Where the policy has `permissionPrompts: forbidden` (a flow's, or a section's on its screens), no button asks for a permission.",
        rationale: """
            A system prompt in the middle of a tutorial asks for trust before the user has seen why, \
            and an answer given then is hard to change. VegyScan UC-008 business rule 4: "No \
            permission requests during tutorial - permissions requested when needed (camera on first \
            scan)". Ask in a flow of its own, triggered by the event that needs the permission. This \
            covers system pickers asked with `request-permission` (the app picker) too. A section \
            (the tutorial part of a longer flow) may forbid what its flow allows, or allow what it \
            forbids; the finding then has a note at the section's key.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: settings
                    sections:
                      - { id: tutorial, screens: [a, b], policy: { permissionPrompts: forbidden } }
                    screens:
                      - { id: a, role: feature-highlight, primary: Next }
                      - { id: b, role: feature-highlight, primary: Next }
                      - { id: ask, role: permission-request, primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: complete, denied: complete } } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: settings
                    sections:
                      - { id: tutorial, screens: [a, b], policy: { permissionPrompts: forbidden } }
                    screens:
                      - { id: a, role: feature-highlight, primary: Next }
                      - { id: b, role: feature-highlight, primary: ⟦{ label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: next } } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: settings
                    policy: { permissionPrompts: forbidden }
                    screens:
                      - { id: a, role: feature-highlight, primary: { label: Done, action: complete } }
                  - id: camera
                    trigger: event
                    event: first-scan
                    screens:
                      - { id: ask, role: permission-request, primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: complete, denied: complete } } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { permissionPrompts: forbidden }
                flows:
                  - id: tutorial
                    trigger: settings
                    screens:
                      - id: a
                        role: feature-highlight
                        primary: ⟦{ label: Allow Camera, action: request-permission, permission: camera, on: { allowed: complete, denied: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            guard flow.screens.indices.contains(where: { flow.policy(at: $0).permissionPrompts == .forbidden }) else {
                return []
            }
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.compactMap { button -> Finding? in
                    guard case .requestPermission(let permission, _) = button.action.kind,
                        flow.policy(at: node.screen).permissionPrompts == .forbidden
                    else { return nil }
                    let source = flow.policySource(of: "permissionPrompts", at: node.screen)
                    return Finding(
                        "the `\(button.slot.rawValue)` button asks for the \(permission.rawValue) permission, but \(source.owner) may not ask for permissions",
                        at: button.span, path: SpecPath.button(graph.path(node), button),
                        notes: [source.note("permissionPrompts: forbidden")],
                        help:
                            "ask in a flow of its own when the app needs it (`trigger: event`), and remove the request here"
                    )
                }
            }
        }
    }
}
