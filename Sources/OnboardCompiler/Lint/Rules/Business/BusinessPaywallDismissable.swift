/// Every paywall has a visible way past it without buying.
struct BusinessPaywallDismissable: LintRule {
    static let description = RuleDescription(
        id: "business-paywall-dismissable",
        category: .business,
        severity: .error,
        summary: "Every paywall screen has a close, secondary or skip button that leads on without buying.",
        rationale: """
            A paywall the user cannot leave without paying is a hard wall: App Review rejects it, and \
            users who feel trapped delete the app. FloraFriend AC-7: "The user must have an explicit \
            option (e.g. 'X' or 'Skip' button) to bypass the paywall". A screen counts as a paywall \
            when its role is `paywall` or it has a `paywall`. The way past is a `close`, `secondary` \
            or `skip` button that does not buy, restore or ask for a permission, and leads further on: \
            to a later screen or to the end of the flow (going back only shows the paywall again).
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: complete, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - ⟦id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: complete, cancel: stay } }
                        secondary: { label: Restore Purchases, action: restore, on: { success: complete, failure: stay, cancel: stay } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasCompletedOnboarding }
                    screens:
                      - { id: welcome, role: welcome, primary: Next }
                      - ⟦id: offer
                        role: paywall
                        primary: { label: Subscribe, action: purchase, on: { success: next, failure: next, cancel: stay } }
                        close: { label: Back, action: back }
                      - { id: done, role: completion, primary: { label: Start, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            return flow.screens.enumerated().compactMap { index, screen -> Finding? in
                let node = FlowGraph.Node(screen: index, state: nil)
                guard screen.isPaywall, graph.dismissButtons(node).isEmpty else { return nil }
                return Finding(
                    "paywall `\(screen.id)` has no way past it without buying",
                    at: screen.span, path: SpecPath.screen(flow, screen),
                    notes: [
                        .init(
                            "a close, secondary or skip button that leads on (to a later screen or the end) is needed")
                    ],
                    help:
                        "add `close: { icon: xmark, accessibilityLabel: Close }` (it completes the flow) or `secondary: Maybe Later` (it goes to the next screen)"
                )
            }
        }
    }
}
