/// Every permission request says where `allowed` and `denied` lead, and both let the user go on.
struct BusinessPermissionOutcomes: LintRule {
    static let description = RuleDescription(
        id: "business-permission-outcomes",
        category: .business,
        severity: .error,
        summary: "Every permission request handles `allowed` and `denied`, and after either answer the user can go on.",
        rationale: """
            FloraFriend AC-6: "The user must be able to advance past the permission screens \
            regardless of their choice (Allow/Don't Allow)". Both answers are written out, so the \
            choice is visible in the spec. After an answer the user must still be able to reach the \
            end of the flow; the system asks only once, so asking again gets the same answer: after \
            `denied`, a "Try Again" that can only lead on when the permission is allowed does not \
            count, but a "Skip for Now" or "Not now" does. The app picker is different: `denied` \
            means the picker was cancelled, and opening it again is a real second chance \
            (PageInstead Task 13: "User cancels picker - allow retry"), so `stay` is fine there. An \
            answer that leads to a state with no way out at all is one problem, reported once by \
            `flow-state-no-exit`.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: camera
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: stay } }
                        secondary: Not now
                      - id: apps
                        role: permission-request
                        primary: { label: Select Apps, action: request-permission, permission: app-picker, on: { allowed: next, denied: stay } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: camera
                        role: permission-request
                        primary: ⟦{ label: Allow, action: request-permission, permission: camera, on: { allowed: next } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: camera
                        role: permission-request
                        primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, ⟦denied: denied } }
                        states:
                          - { id: denied, kind: error, primary: { label: Try Again, action: request-permission, permission: camera, on: { allowed: next, ⟦denied: stay } } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            var reaching: [String: Set<FlowGraph.Node>] = [:]
            /// The nodes that still reach the end once the permission has been answered with `result`.
            func reachingEnd(_ permission: Permission, _ result: String) -> Set<FlowGraph.Node> {
                let key = "\(permission.rawValue) \(result)"
                if let known = reaching[key] { return known }
                let other = result == "allowed" ? "denied" : "allowed"
                let computed =
                    permission == .appPicker
                    ? graph.canFinish()
                    : graph.canFinish { edge in
                        guard case .requestPermission(permission, let outcomes) = edge.button?.action.kind,
                            let target = edge.target
                        else { return false }
                        return outcomes.contains { $0.result == other && $0.target.leaves.contains(target) }
                    }
                reaching[key] = computed
                return computed
            }
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.flatMap { button -> [Finding] in
                    guard case .requestPermission(let permission, let outcomes) = button.action.kind else { return [] }
                    let buttonPath = SpecPath.button(graph.path(node), button)
                    var findings: [Finding] = []
                    let missing = ["allowed", "denied"].filter { result in !outcomes.contains { $0.result == result } }
                    if !missing.isEmpty {
                        findings.append(
                            Finding(
                                "the \(permission.rawValue) request does not say where \(missing.map { "`\($0)`" }.joined(separator: " and ")) leads",
                                at: button.span, path: buttonPath,
                                notes: [.init("an answer without a target leaves the user on this screen")],
                                help:
                                    "add `on: { allowed: next, denied: next }` (or the screen or state each answer leads to)"
                            ))
                    }
                    for outcome in outcomes where outcome.result == "allowed" || outcome.result == "denied" {
                        for leaf in outcome.target.leaves {
                            let destination = graph.resolve(leaf.kind, from: node) ?? .node(node)
                            // A state with no way out at all is one problem, `flow-state-no-exit`'s.
                            if case .node(let next) = destination, !graph.isTrap(next),
                                !reachingEnd(permission, outcome.result).contains(next)
                            {
                                findings.append(
                                    Finding(
                                        "after `\(outcome.result)` the user cannot go on: from \(destination.described(in: graph)) no way leads to the end of the flow"
                                            + (permission == .appPicker
                                                ? ""
                                                : " while the \(permission.rawValue) permission stays \(outcome.result)"),
                                        at: outcome.span, path: SpecPath.outcome(buttonPath, outcome),
                                        notes: permission == .appPicker
                                            ? []
                                            : [.init("the system asks only once; asking again gets the same answer")],
                                        help:
                                            "lead `\(outcome.result)` on (`next`, a later screen, or `complete`), or offer a way on that does not need the permission (a `secondary: Not now`)"
                                    ))
                            }
                        }
                    }
                    return findings
                }
            }
        }
    }
}
