/// In an always-skippable flow, every screen offers a skip.
struct BusinessAlwaysSkippable: LintRule {
    static let description = RuleDescription(
        id: "business-always-skippable",
        category: .business,
        severity: .error,
        summary: "Where the policy says `alwaysSkippable`, every screen has a skip button.",
        rationale: """
            Some users know the app already or simply want to start; making them page through every \
            screen loses them. VegyScan UC-008 business rule 2: "Always skippable - user can skip at \
            any point (respects user autonomy)", and Alt-1: "User taps [Skip] on any onboarding \
            screen". A screen counts when one of its buttons has the `skip` action (a `skip` button \
            has it unless it says otherwise).
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: settings
                    policy: { alwaysSkippable: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: Next, skip: Skip }
                      - { id: b, role: feature-highlight, primary: { label: Get Started, action: complete }, skip: Skip }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tutorial
                    trigger: settings
                    policy: { alwaysSkippable: true }
                    screens:
                      - { id: a, role: feature-highlight, primary: Next, skip: Skip }
                      - ⟦{ id: b, role: feature-highlight, primary: { label: Get Started, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow in
            flow.screens.indices.filter { index in
                flow.policy(at: index).alwaysSkippable
                    && !flow.screens[index].content.buttons.contains {
                        if case .skip = $0.action.kind { true } else { false }
                    }
            }.map { index in
                let screen = flow.screens[index]
                let source = flow.policySource(of: "alwaysSkippable", at: index)
                return Finding(
                    "screen `\(screen.id)` offers no skip, but \(source.owner) must be skippable on every screen",
                    at: screen.span, path: SpecPath.screen(flow, screen),
                    notes: [source.note("alwaysSkippable: true")],
                    help: "add `skip: Skip` (it skips to the end of the flow)")
            }
        }
    }
}
