/// Someone stopped by an age check who can only close the flow is not onboarded.
struct MinorsDeadEndFlag: LintRule {
    static let description = RuleDescription(
        id: "minors-dead-end-flag",
        category: .policy,
        severity: .error,
        summary:
            "An error state, or a date field's `underAge` target, whose only way out ends the flow does not set the completion flag.",
        rationale: """
            A user under the age limit who closes the age check has not been onboarded: setting the \
            completion flag there skips the check at the next launch, and lets a minor into an app rated \
            for adults (store age ratings, COPPA, GDPR art. 8). An error state is a dead end when each of \
            its buttons ends the flow; such an ending must not be one of `completion.setOn`'s events. \
            Let the user change the answer (`action: go, to: <screen>`), or end the flow with an event \
            that sets no flag.
            """,
        packs: [.minors],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: signup
                    trigger: first-launch
                    completion: { flag: seenSignup, setOn: [complete] }
                    screens:
                      - id: birthday
                        role: form
                        inputs:
                          - { id: dob, kind: date, label: "Date of birth", validation: "Pick a day", minimumAge: 18, underAge: too-young }
                        primary: { label: Continue, action: complete }
                        states:
                          - id: too-young
                            kind: error
                            title: "You must be 18 or older"
                            primary: { label: Close, action: skip, to: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: signup
                    trigger: first-launch
                    completion: { flag: seenSignup, setOn: [complete] }
                    screens:
                      - id: birthday
                        role: form
                        inputs:
                          - { id: dob, kind: date, label: "Date of birth", validation: "Pick a day", minimumAge: 18, underAge: too-young }
                        primary: { label: Continue, action: complete }
                        states:
                          - id: too-young
                            kind: error
                            title: "You must be 18 or older"
                            primary: ⟦{ label: Close, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            guard flow.completion.flag != nil else { return [] }
            let graph = context.graph(flow)
            return graph.refusals().flatMap { node -> [Finding] in
                let state = node.state.flatMap { id in graph.screen(node).states.first { $0.id == id } }
                return graph.endings(from: [node]).filter { flow.completion.setOn.contains($0.event) }.map { ending in
                    Finding(
                        "the only way out of `\(state?.id ?? graph.screen(node).id)` ends the flow as `\(ending.event.rawValue)`, which sets `\(flow.completion.flag ?? "")`",
                        at: ending.button.span, path: SpecPath.screen(flow, graph.screen(node)),
                        notes: [
                            .init(
                                "a user stopped here has not been onboarded; the flag would skip this check next time")
                        ],
                        help:
                            "let the user change the answer (`action: go, to: \(graph.screen(node).id)`), or end with an event `setOn` does not list"
                    )
                }
            }
        }
    }
}
