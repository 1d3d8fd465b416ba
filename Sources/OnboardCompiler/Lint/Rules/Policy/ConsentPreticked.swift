/// A consent checkbox is never ticked in advance and never records consent when its step is skipped.
struct ConsentPreticked: LintRule {
    static let description = RuleDescription(
        id: "consent-preticked",
        category: .policy,
        severity: .error,
        summary:
            "A consent checkbox (`consent:`) is neither ticked when it shows (`initial: true`) nor records consent when its step is left unanswered (`default: true`).",
        rationale: """
            Consent is "a freely given, specific, informed and unambiguous indication of the data \
            subject's wishes by which he or she, by a statement or by a clear affirmative action" \
            agrees (GDPR art. 4(11)); the controller must be able to show it was given (art. 7(1)). A \
            box ticked in advance, which the user has to untick to refuse, is no affirmative action: \
            the Court of Justice held so for cookie consent (CJEU, C-673/17 Planet49, 1 October \
            2019). A `default: true` is worse still: it records consent from a user who skipped the \
            step and never saw the box. Leave a consent box unticked and its default `false` (or \
            absent); if the app cannot go on without the user's agreement, make the box `required`.
            """,
        packs: [.consent],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: news
                        role: consent
                        inputs:
                          - { id: marketing, kind: checkbox, label: "Email me offers", consent: marketing-email, default: false }
                          - { id: tips, kind: checkbox, label: "Show tips", initial: true }
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
                      - id: news
                        role: consent
                        inputs:
                          - { id: marketing, kind: checkbox, label: "Email me offers", consent: marketing-email, initial: ⟦true }
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
                      - id: news
                        role: consent
                        optional: true
                        inputs:
                          - { id: marketing, kind: checkbox, label: "Email me offers", consent: marketing-email, default: ⟦true }
                        primary: { label: Continue, action: complete }
                        skip: Skip
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.flatMap { screen in
                screen.inputs.flatMap { input -> [Finding] in
                    guard input.kind == .checkbox, let purpose = input.consent else { return [] }
                    let path = SpecPath.input(flow, screen, input)
                    var findings: [Finding] = []
                    if input.initial, let span = input.initialSpan {
                        findings.append(
                            Finding(
                                "consent checkbox `\(input.id)` (`\(purpose)`) is ticked in advance", at: span,
                                path: path,
                                help: "remove `initial: true`: the user ticks a consent box themselves",
                                fixes: [Fix("Write `initial: false`", edits: [.init(span: span, newText: "false")])]))
                    }
                    if input.defaultValue == "true", let span = input.defaultSpan {
                        findings.append(
                            Finding(
                                "consent checkbox `\(input.id)` records consent to `\(purpose)` when its step is left unanswered",
                                at: span, path: path,
                                help: "write `default: false` (or remove it): a skipped step gives no consent",
                                fixes: [Fix("Write `default: false`", edits: [.init(span: span, newText: "false")])]))
                    }
                    return findings
                }
            }
        }
    }
}
