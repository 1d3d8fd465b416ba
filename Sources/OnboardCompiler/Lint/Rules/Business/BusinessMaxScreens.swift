/// A flow shows no more screens on any path than its policy's `maxScreens`.
struct BusinessMaxScreens: LintRule {
    static let description = RuleDescription(
        id: "business-max-screens",
        category: .business,
        severity: .error,
        summary: "A flow shows no more screens on any path than its policy's `maxScreens`.",
        rationale: """
            Every extra screen is one more tap between the user and the app, and people leave long \
            onboardings. When the product sets a limit, the flow keeps to it: VegyScan UC-008 \
            business rule 5, "Maximum 3 screens - keep tutorial brief (users want to start \
            scanning)". What counts is what one user sees: the most distinct screens on a path from \
            the first screen, going forward only — along a button, an outcome, any branch of a target \
            chosen by conditions, or a swipe, to a later screen of the flow. Ways back, and jumps to \
            an earlier screen, are left out (they show no new screen, and counting them would make \
            every flow with a loop endless); screens no such path reaches are not counted. A flow \
            without branches is counted as long as its list of screens; one whose branches split it \
            into shorter paths is held to its longest. In-screen states do not count, they are part \
            of their screen. A section with its own `maxScreens` counts its own screens the same way. \
            The finding points at the first screen over the limit on the longest path, and names \
            the path.
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
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                attributes:
                  isReturning: bool
                flows:
                  - id: intro
                    trigger: settings
                    policy: { maxScreens: 4 }
                    screens:
                      - id: welcome
                        role: welcome
                        primary:
                          label: Continue
                          action: go
                          to:
                            - { when: attribute.isReturning, to: welcome-back }
                            - { to: next }
                      - { id: scan, role: information, primary: Next }
                      - { id: results, role: information, primary: { label: Next, action: go, to: done } }
                      - { id: welcome-back, role: information, primary: Next, secondary: { label: Back, action: go, to: welcome } }
                      - { id: whats-new, role: information, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
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
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                attributes:
                  isReturning: bool
                flows:
                  - id: intro
                    trigger: settings
                    policy: { maxScreens: 3 }
                    screens:
                      - id: welcome
                        role: welcome
                        primary:
                          label: Continue
                          action: go
                          to:
                            - { when: attribute.isReturning, to: welcome-back }
                            - { to: scan }
                      - { id: welcome-back, role: information, primary: { label: Next, action: go, to: done } }
                      - { id: scan, role: information, primary: Next }
                      - { id: tips, role: information, primary: Next }
                      - ⟦{ id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            // A section's own `maxScreens` counts its screens; one it inherits is the flow's limit.
            let sections = flow.sections.filter { $0.policyKeys["maxScreens"] != nil }
            let whole: Finding? = finding(
                graph, screens: flow.screens.indices, limit: flow.policy.maxScreens, section: nil)
            return [whole].compactMap { $0 }
                + sections.compactMap { finding(graph, screens: $0.screens, limit: $0.policy.maxScreens, section: $0) }
        }
    }

    private func finding(_ graph: FlowGraph, screens: Range<Int>, limit: Int?, section: Section?) -> Finding? {
        // No path has more screens than there are.
        guard let limit, screens.count > limit else { return nil }
        let flow = graph.flow
        let path = graph.longestPath(within: screens).map { flow.screens[$0] }
        guard path.count > limit else { return nil }
        let first = path[limit]
        let names = path.map { "`\($0.id)`" }
        let source = flow.policySource(of: "maxScreens", at: section?.screens.lowerBound)
        return Finding(
            "\(source.owner) shows \(path.count) screens on its longest path; its policy allows at most \(limit)",
            at: first.span, path: SpecPath.screen(flow, first),
            notes: [
                .init("longest path: \(names.joined(separator: " → "))"),
                .init("over the limit: \(names[limit...].joined(separator: ", "))"),
            ] + source.sectionNotes("maxScreens: \(limit)"),
            help: "merge or remove screens on this path until it shows \(limit), or raise `policy.maxScreens` if the "
                + "product agrees"
        )
    }
}
