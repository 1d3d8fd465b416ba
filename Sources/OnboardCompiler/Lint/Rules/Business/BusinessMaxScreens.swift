/// A flow has no more screens than its policy's `maxScreens`.
struct BusinessMaxScreens: LintRule {
    static let description = RuleDescription(
        id: "business-max-screens",
        category: .business,
        severity: .error,
        summary: "A flow has no more screens than its policy's `maxScreens`.",
        rationale: """
            Every extra screen is one more tap between the user and the app, and people leave long \
            onboardings. When the product sets a limit, the flow keeps to it: VegyScan UC-008 \
            business rule 5, "Maximum 3 screens - keep tutorial brief (users want to start \
            scanning)". The finding points at the first screen over the limit; in-screen states do \
            not count, they are part of their screen.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    policy: { maxScreens: 2 }
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { maxScreens: 2 }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: information, primary: Next }
                      - ⟦{ id: c, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            // A section's own `maxScreens` counts its screens; one it inherits is the flow's limit.
            let sections = flow.sections.filter { $0.policyKeys["maxScreens"] != nil }
            let whole: Finding? = finding(
                flow, screens: flow.screens.indices, limit: flow.policy.maxScreens, section: nil)
            return [whole].compactMap { $0 }
                + sections.compactMap { finding(flow, screens: $0.screens, limit: $0.policy.maxScreens, section: $0) }
        }
    }

    private func finding(_ flow: Flow, screens: Range<Int>, limit: Int?, section: Section?) -> Finding? {
        guard let limit, screens.count > limit else { return nil }
        let first = flow.screens[screens.lowerBound + limit]
        let extra = flow.screens[(screens.lowerBound + limit)..<screens.upperBound].map { "`\($0.id)`" }.joined(
            separator: ", ")
        let source = flow.policySource(of: "maxScreens", at: section?.screens.lowerBound)
        return Finding(
            "\(source.owner) has \(screens.count) screens; its policy allows at most \(limit)",
            at: first.span, path: SpecPath.screen(flow, first),
            notes: [.init("over the limit: \(extra)")] + source.sectionNotes("maxScreens: \(limit)"),
            help: "merge or remove screens until there are \(limit), or raise `policy.maxScreens` if the product agrees"
        )
    }
}
