/// A checkbox with `default: true` and no `initial`: its writer probably meant it drawn ticked.
struct BusinessCheckboxDefaultTicked: LintRule {
    static let description = RuleDescription(
        id: "business-checkbox-default-ticked",
        category: .business,
        severity: .info,
        summary:
            "A checkbox with `default: true` says whether it is drawn ticked too (`initial:`): `default` is only what is recorded when the step is left unanswered.",
        rationale: """
            `default: true` reads as "ticked", but it is the answer recorded when the user leaves (or \
            skips) the step without touching the box, and the box is drawn unticked: a user who sees \
            it empty and goes on is recorded as having ticked it. Say which you mean: `initial: true` \
            draws the box ticked (and so records `true` unless the user unticks it); `initial: false` \
            keeps it unticked, with `default: true` recorded only for a step left unanswered. A \
            consent checkbox takes neither (`consent-preticked`).
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
                      - id: tips
                        role: form
                        inputs:
                          - { id: show-tips, kind: checkbox, label: "Show tips", initial: true, default: true }
                        primary: { label: Continue, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: tips
                        role: form
                        inputs:
                          - { id: show-tips, kind: checkbox, label: "Show tips", default: ⟦true }
                        primary: { label: Continue, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.flatMap { screen in
                screen.inputs.compactMap { input -> Finding? in
                    // A consent checkbox's `default: true` is `consent-preticked`'s error.
                    guard input.kind == .checkbox, input.consent == nil, input.defaultValue == "true",
                        input.initialSpan == nil, let span = input.defaultSpan
                    else { return nil }
                    return Finding(
                        "checkbox `\(input.id)` is drawn unticked, yet records `true` when its step is left unanswered",
                        at: span, path: SpecPath.input(flow, screen, input),
                        help:
                            "add `initial: true` to draw it ticked; `default` is only what is recorded when the step is skipped (write `initial: false` to keep it unticked on purpose)",
                        // Two edits, one for each intent: the writer picks.
                        fixes: context.adding(
                            "initial: true", to: input.span, title: "Add `initial: true` (drawn ticked)")
                            + context.adding(
                                "initial: false", to: input.span, title: "Add `initial: false` (unticked on purpose)"))
                }
            }
        }
    }
}
