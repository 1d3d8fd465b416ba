/// On an optional screen, every input says what is recorded when the step is skipped.
struct BusinessOptionalInputDefault: LintRule {
    static let description = RuleDescription(
        id: "business-optional-input-default",
        category: .business,
        severity: .warning,
        summary: "Every input on an `optional` screen has a `default`: the answer recorded when the step is skipped.",
        rationale: """
            A user who skips an optional step still gets an app that behaves one way or another; the \
            spec says which, so the app does not have to guess and the product decides it. Growth \
            story 19.6: "If user skips routine selection (Story 19.4), ensure they are smoothly \
            transitioned to Notification Permissions and then the main app (defaulting to ad-hoc \
            practice)". A choice's `default` is one of its option ids; a checkbox's is `true` or \
            `false`. A checkbox with `initial: true` needs none: it is answered (ticked) from the \
            moment its screen shows.
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
                      - id: routine
                        role: choice
                        optional: true
                        inputs:
                          - id: practice
                            kind: single-choice
                            default: ad-hoc
                            options: [{ id: guided, label: Guided }, { id: ad-hoc, label: Ad-hoc }]
                        primary: { label: Continue, action: complete }
                        skip: Skip
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: routine
                        role: choice
                        optional: true
                        inputs:
                          - ⟦id: practice
                            kind: single-choice
                            options: [{ id: guided, label: Guided }, { id: ad-hoc, label: Ad-hoc }]
                        primary: { label: Continue, action: complete }
                        skip: Skip
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.filter(\.optional).flatMap { screen in
                // A text or date field takes no `default` (`spec-unused-key`): it records nothing. A
                // checkbox ticked at first (`initial`) is answered from the moment the screen shows.
                screen.inputs.filter { $0.defaultValue == nil && $0.field == nil && !$0.initial }.map { input in
                    let hint =
                        input.kind == .checkbox
                        ? "`default: false` (or `true`)"
                        : "`default:` with one of its options (\(input.options.map { "`\($0.id)`" }.joined(separator: ", ")))"
                    return Finding(
                        "input `\(input.id)` on optional screen `\(screen.id)` does not say what is recorded when the step is skipped",
                        at: input.span, path: "\(SpecPath.screen(flow, screen)).inputs[\(input.id)]",
                        help: "add \(hint)")
                }
            }
        }
    }
}
