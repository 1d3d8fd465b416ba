/// A code field's screen offers a way to ask for another code.
struct FlowCodeWithoutResend: LintRule {
    static let description = RuleDescription(
        id: "flow-code-without-resend",
        category: .flow,
        severity: .warning,
        summary:
            "A screen with a `one-time-code` field has a `resend-code` button, on the screen or one of its states.",
        rationale: """
            Text messages arrive late or not at all: a wrong number, a full inbox, a carrier's delay. \
            A user waiting for a code that never comes needs a way to ask for another; without one, the \
            screen's only way on is the code, and the user leaves the app. Give the screen a \
            `resend-code` button (usually `secondary`, with a `cooldown` so it is not tapped again at \
            once), or a state's button that sends one.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: verify
                    trigger: settings
                    screens:
                      - id: code
                        role: form
                        title: Enter the code
                        inputs:
                          - { id: code, kind: one-time-code, label: Code, validation: Enter the 6 digits }
                        primary: { label: Verify, action: complete }
                        secondary: { label: Send a new code, action: resend-code, cooldown: 30s }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: verify
                    trigger: settings
                    screens:
                      - id: code
                        role: form
                        title: Enter the code
                        inputs:
                          - ⟦{ id: code, kind: one-time-code, label: Code, validation: Enter the 6 digits }
                        primary: { label: Verify, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.flatMap { screen -> [Finding] in
                let buttons = ([screen.content] + screen.states.map(\.content)).flatMap(\.buttons)
                guard !buttons.contains(where: { if case .resendCode = $0.action.kind { true } else { false } })
                else { return [] }
                return screen.inputs.filter { $0.kind == .oneTimeCode }.map { input in
                    Finding(
                        "code field `\(input.id)` on screen `\(screen.id)` has no way to ask for another code",
                        at: input.span, path: SpecPath.input(flow, screen, input),
                        help:
                            "add a button with `action: resend-code` (for example `secondary: { label: \"Send a new code\", action: resend-code, cooldown: 30s }`)"
                    )
                }
            }
        }
    }
}
