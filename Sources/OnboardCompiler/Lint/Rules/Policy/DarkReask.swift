import BundleFormat

/// A permission or an offer the user declined is not asked again in the same flow.
struct DarkReask: LintRule {
    static let description = RuleDescription(
        id: "dark-reask",
        category: .policy,
        severity: .warning,
        summary:
            "After the user denies a permission, the flow does not ask for it again; after they decline a paywall, it does not show another.",
        rationale: """
            Nagging, asking again and again after a "no", is a dark pattern the FTC staff report \
            "Bringing Dark Patterns to Light" (2022) names, and EU DSA art. 25(3)(b) forbids \
            "repeatedly requesting that the recipient make a choice where that choice has already been \
            made". On iOS a second request after a denial shows nothing at all; the way back to a \
            permission is `open-settings`. The rule follows every path after a request's `denied` \
            outcome, and after each way past a selling paywall without buying, and reports a request \
            of the same permission on another screen, or another selling paywall, on it. A "Try Again" \
            on the screen that asked, or on its states, is the user's own choice and passes; so does \
            the app picker, a system sheet whose "denied" is a cancel.
            """,
        packs: [.darkPatterns],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: camera
                    trigger: settings
                    screens:
                      - id: ask
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: complete, denied: denied } }
                        states:
                          - id: denied
                            kind: error
                            title: "Camera access is off"
                            primary: { label: Open Settings, action: open-settings, then: complete }
                            close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: first-launch
                    completion: { flag: didSetup }
                    screens:
                      - id: ask
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: notifications, on: { allowed: done, denied: next } }
                      - id: reminder
                        role: permission-request
                        title: "Are you sure? Reminders help you keep going"
                        primary: ⟦{ label: Turn On Reminders, action: request-permission, permission: notifications, on: { allowed: next, denied: next } }
                      - id: done
                        role: completion
                        primary: { label: Start, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            var reported = Set<Button>()
            var reshown = Set<Int>()
            var out: [Finding] = []
            for node in graph.nodes {
                for edge in graph.edges[node] ?? [] {
                    guard let button = edge.button, case .node(let next) = edge.to else { continue }
                    if case .requestPermission(let permission, let outcomes) = button.action.kind,
                        permission != .appPicker,
                        let denied = outcomes.first(where: { $0.result == BundleFormat.Outcome.denied.rawValue }),
                        edge.target == denied.target
                    {
                        for (later, laterNode) in graph.buttons(after: next)
                        where laterNode.screen != node.screen && later.action.requests(permission)
                            && reported.insert(later).inserted
                        {
                            out.append(
                                Finding(
                                    "the flow asks for \(permission.rawValue) again after the user denied it",
                                    at: later.span, path: SpecPath.screen(flow, graph.screen(laterNode)),
                                    notes: [.init("denied here", at: button.span)],
                                    help:
                                        "after a denial, offer `action: open-settings` (the system shows no second prompt) or go on without it"
                                ))
                        }
                    }
                }
            }
            for node in graph.nodes where node.state == nil && graph.screen(node).isPaywall && graph.screen(node).sells
            {
                for button in graph.dismissButtons(node) {
                    for (_, destination) in graph.targets(of: button, from: node) {
                        guard case .node(let next) = destination else { continue }
                        let later = graph.reachable(from: next).filter { other in
                            other.state == nil && other.screen != node.screen && graph.screen(other).isPaywall
                                && graph.screen(other).sells
                        }
                        for other in later.sorted(by: { $0.screen < $1.screen }) {
                            let screen = graph.screen(other)
                            guard reshown.insert(other.screen).inserted else { continue }
                            out.append(
                                Finding(
                                    "paywall `\(screen.id)` is shown again after the user declined paywall `\(graph.screen(node).id)`",
                                    at: screen.span, path: SpecPath.screen(flow, screen),
                                    notes: [.init("declined here", at: button.span)],
                                    help: "show one offer per flow; a declined offer can come back in a later session")
                            )
                        }
                    }
                }
            }
            return out
        }
    }
}

extension FlowGraph {
    /// Every button of the nodes reachable from `node`, with its node, in flow order.
    func buttons(after node: Node) -> [(Button, Node)] {
        let reached = reachable(from: node)
        return nodes.filter(reached.contains).flatMap { node in content(node).buttons.map { ($0, node) } }
    }
}

extension Action {
    /// Whether the action asks for `permission`.
    func requests(_ permission: Permission) -> Bool {
        if case .requestPermission(let asked, _) = kind { asked == permission } else { false }
    }
}
