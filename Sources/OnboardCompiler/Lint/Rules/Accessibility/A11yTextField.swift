/// A text or date field says what it asks for in a label, and why a value is refused in a message.
struct A11yTextField: LintRule {
    static let description = RuleDescription(
        id: "a11y-text-field",
        category: .accessibility,
        severity: .warning,
        summary: "A text or date field has a `label`, and a `validation` message when it can refuse a value.",
        rationale: """
            A placeholder is not a label: it disappears as soon as the user types, VoiceOver and \
            TalkBack may not read it, and its low-contrast grey is hard to read (WCAG 2.2 3.3.2 \
            Labels or Instructions). A field that can refuse what the user typed or picked (a \
            required field, an email, number, phone or one-time-code field, one with `maxLength`, a \
            date field with `min`, `max`, or a `minimumAge` without an `underAge` state) keeps the primary button \
            disabled until the value is accepted; without a `validation` message the user is not \
            told why (WCAG 3.3.1 Error Identification).
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
                      - id: about-you
                        role: form
                        title: What should we call you?
                        inputs:
                          - id: first-name
                            kind: name
                            label: First name
                            placeholder: Ada
                            required: true
                            validation: Enter your first name to go on
                        primary: { label: Continue, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: about-you
                        role: form
                        title: How old is your garden?
                        inputs:
                          - ⟦{ id: years, kind: number, placeholder: Years, label: Age in years }
                          - ⟦{ id: nickname, kind: text, placeholder: Your garden’s name }
                          - ⟦{ id: birthday, kind: date, label: Date of birth, minimumAge: 18 }
                        primary: { label: Continue, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.flatMap { screen in
                screen.inputs.compactMap { input -> Finding? in
                    guard let field = input.field else { return nil }
                    let name = "\(input.kind == .date ? "date" : "text") field `\(input.id)` on screen `\(screen.id)`"
                    let path = SpecPath.input(flow, screen, input)
                    if input.label == nil {
                        return Finding(
                            "\(name) has no label"
                                + (field.placeholder.map {
                                    ": its placeholder \"\($0.text)\" disappears as the user types"
                                } ?? ""),
                            at: input.span, path: "\(path).label",
                            help:
                                "add `label:` saying what the field asks for; keep the placeholder for an example value"
                        )
                    }
                    guard field.validation == nil, Self.canRefuse(input) else { return nil }
                    return Finding(
                        "\(name) can refuse a value, but has no `validation` message to tell the user why",
                        at: input.span, path: "\(path).validation",
                        help:
                            "add `validation:` with what to type, such as \"Enter an email address like name@example.com\""
                    )
                }
            }
        }
    }

    /// Whether the field keeps the primary button disabled for some values.
    static func canRefuse(_ input: Input) -> Bool {
        if let date = input.date {
            return input.required || date.min != nil || date.max != nil
                || (date.minimumAge != nil && date.underAge == nil)
        }
        return input.required || [.email, .number, .phone, .oneTimeCode].contains(input.kind)
            || input.field?.maxLength != nil
    }
}
