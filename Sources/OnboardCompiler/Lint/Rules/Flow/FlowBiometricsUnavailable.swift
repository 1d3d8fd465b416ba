/// A biometrics request leads on when the device has no biometrics to use.
struct FlowBiometricsUnavailable: LintRule {
    static let description = RuleDescription(
        id: "flow-biometrics-unavailable",
        category: .flow,
        severity: .warning,
        summary:
            "A `biometrics` request's `unavailable` and `not-enrolled` results (or `denied`, which they follow when not mapped) do not `stay`.",
        rationale: """
            Many devices cannot answer a biometrics request: an iPad or an Android phone without a \
            sensor, a sensor locked out after failed tries or turned off by a company's policy \
            (`unavailable`), or one with no face or finger set up (`not-enrolled`). The system \
            answers at once, without a prompt. A result that leads to `stay` leaves the user \
            tapping a button that does nothing, with nothing said why; `stay` fits a refusal the \
            user can take back, not a device that cannot do it. A result the request does not map \
            follows `denied`, so a `denied: stay` counts for both. Lead them to a way in without \
            biometrics (`next`, a passcode screen), or `not-enrolled` to a state whose button \
            opens Settings to set it up. Results chosen by conditions count when any branch stays.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: secure
                    trigger: settings
                    screens:
                      - id: unlock
                        role: permission-request
                        title: Unlock with biometrics
                        primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, denied: stay, unavailable: next, not-enrolled: setup } }
                        secondary: Not now
                        states:
                          - { id: setup, kind: info, body: Set up a fingerprint or face first., primary: { label: Open Settings, action: open-settings, then: stay }, secondary: { label: Later, action: go, to: next } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: secure
                    trigger: settings
                    screens:
                      - id: unlock
                        role: permission-request
                        title: Unlock with biometrics
                        primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, ⟦denied: stay } }
                        secondary: Not now
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: secure
                    trigger: settings
                    screens:
                      - id: unlock
                        role: permission-request
                        title: Unlock with biometrics
                        primary: { label: Turn on, action: request-permission, permission: biometrics, on: { allowed: next, denied: next, ⟦unavailable: stay } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    static let results = ["unavailable", "not-enrolled"]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.flatMap { button -> [Finding] in
                    guard case .requestPermission(.biometrics, let outcomes) = button.action.kind else { return [] }
                    // Each result's outcome: its own, or `denied`'s, which it follows; grouped by outcome.
                    var staying: [(outcome: Outcome, results: [String])] = []
                    for result in Self.results {
                        guard
                            let outcome = outcomes.first(where: { $0.result == result })
                                ?? outcomes.first(where: { $0.result == "denied" }),
                            outcome.target.leaves.contains(where: { $0.kind == .stay })
                        else { continue }
                        if let index = staying.firstIndex(where: { $0.outcome == outcome }) {
                            staying[index].results.append(result)
                        } else {
                            staying.append((outcome, [result]))
                        }
                    }
                    let buttonPath = SpecPath.button(graph.path(node), button)
                    return staying.map { outcome, results in
                        let named = results.map { "`\($0)`" }.joined(separator: " and ")
                        let how =
                            outcome.result == "denied" ? "\(named) follow `denied`, which stays" : "\(named) stays"
                        return Finding(
                            "on a device without usable biometrics the button does nothing: \(how)",
                            at: outcome.span, path: SpecPath.outcome(buttonPath, outcome),
                            notes: [
                                .init(
                                    "the system answers `unavailable` (no sensor, locked out, disabled) or `not-enrolled` (nothing set up) at once, without a prompt"
                                )
                            ],
                            help:
                                "map `unavailable` and `not-enrolled` to a way in without biometrics (`next`, a passcode screen), or `not-enrolled` to a state with `action: open-settings`"
                        )
                    }
                }
            }
        }
    }
}
