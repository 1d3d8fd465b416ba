/// The photo-library permission is not asked just to open a file picker.
struct FlowNeedlessPermission: LintRule {
    static let description = RuleDescription(
        id: "flow-needless-permission",
        category: .flow,
        severity: .warning,
        summary:
            "A `photo-library` request's `allowed` does not lead straight to a `pick-file` button that offers images.",
        rationale: """
            The system's file picker (`pick-file`) runs outside the app and hands it only the file \
            the user picks: it needs no permission. A flow that asks for the whole photo library and \
            then only opens the picker asks for more than it uses. The prompt costs trust (users \
            deny broad access, and a denial sticks), and App Review and Google Play's photo and \
            video permissions policy refuse apps that request library access they do not need. The \
            finding is at the request: drop it and let the `pick-file` button open the picker at \
            once. A picker that offers no images (`types: [application/pdf]`) is not this case, \
            nor is a screen whose main button does something else with the library.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: upload
                    trigger: settings
                    screens:
                      - id: photo
                        role: information
                        title: Add a photo of your plant
                        primary: { label: Choose a photo, action: pick-file, types: [image/*], on: { picked: next, cancelled: stay } }
                        secondary: Not now
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: upload
                    trigger: settings
                    screens:
                      - id: access
                        role: permission-request
                        title: Allow access to your photos
                        primary: ⟦{ label: Allow, action: request-permission, permission: photo-library, on: { allowed: next, denied: next } }
                      - id: photo
                        role: information
                        title: Add a photo of your plant
                        primary: { label: Choose a photo, action: pick-file, types: [image/jpeg, image/png], on: { picked: next, cancelled: stay } }
                        secondary: Not now
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.compactMap { button -> Finding? in
                    guard case .requestPermission(.photoLibrary, let outcomes) = button.action.kind,
                        let allowed = outcomes.first(where: { $0.result == "allowed" })
                    else { return nil }
                    let picker = allowed.target.leaves.lazy.compactMap { leaf -> FlowGraph.Destination? in
                        guard case .node(let next)? = graph.resolve(leaf.kind, from: node), next != node,
                            let primary = graph.content(next).buttons.first(where: { $0.slot == .primary }),
                            case .pickFile(let types, _) = primary.action.kind,
                            types.contains(where: { $0 == "*/*" || $0.hasPrefix("image/") })
                        else { return nil }
                        return .node(next)
                    }.first
                    guard let picker else { return nil }
                    return Finding(
                        "the photo-library request leads to a file picker (\(picker.described(in: graph))), which needs no permission",
                        at: button.span, path: SpecPath.button(graph.path(node), button),
                        notes: [.init("the system picker gives the app only the file the user picks")],
                        help:
                            "remove the request and let the `pick-file` button open the picker at once; ask for the library only where the app reads it itself"
                    )
                }
            }
        }
    }
}
