/// Every purchase and restore says where success, failure and cancel lead, and none of them traps the user.
struct BusinessPurchaseOutcomes: LintRule {
    static let description = RuleDescription(
        id: "business-purchase-outcomes",
        category: .business,
        severity: .error,
        summary:
            "Every purchase and restore handles `success`, `failure` and `cancel`; success leads on, and staying is only for a screen the user can leave.",
        rationale: """
            FloraFriend: "On success or failure, the flow advances". All three results are written \
            out, so what happens after the store sheet closes is a visible choice. `success` leads on \
            (to another screen, a state, or the end): a user who has just paid must not be shown the \
            offer again. `failure` and `cancel` may `stay` on the paywall, deliberately, when that \
            screen has a close, secondary or skip button that leads on without buying (FloraFriend's \
            cancelled purchase sheet leaves the user on the paywall with its Skip and 'X'); without \
            one the user is stuck in front of the offer. Where a result leads elsewhere, whether that \
            place reaches the end is `flow-dead-end`'s business.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: first-launch
                    completion: { flag: hasCompletedOnboarding }
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        primary: { label: Subscribe, action: purchase, on: { success: next, failure: next, cancel: stay } }
                        secondary: Skip
                      - { id: done, role: completion, primary: { label: Start, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        primary: ⟦{ label: Subscribe, action: purchase, on: { success: complete, failure: complete } }
                        close: Close
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        primary: { label: Subscribe, action: purchase, on: { ⟦success: stay, failure: complete, cancel: complete } }
                        secondary: { label: Restore, action: restore, on: { success: complete, ⟦failure: stay, ⟦cancel: paywall } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { flow -> [Finding] in
            let graph = context.graph(flow)
            return graph.nodes.flatMap { node in
                graph.content(node).buttons.flatMap { button in check(button, at: node, graph) }
            }
        }
    }

    private func check(_ button: Button, at node: FlowGraph.Node, _ graph: FlowGraph) -> [Finding] {
        let what: String
        let outcomes: [Outcome]
        switch button.action.kind {
        case .purchase(_, let list): what = "purchase"; outcomes = list
        case .restore(let list): what = "restore"; outcomes = list
        default: return []
        }
        let buttonPath = SpecPath.button(graph.path(node), button)
        var findings: [Finding] = []
        let missing = Outcome.purchaseResults.filter { result in !outcomes.contains { $0.result == result } }
        if !missing.isEmpty {
            findings.append(
                Finding(
                    "the \(what) does not say where \(missing.map { "`\($0)`" }.joined(separator: " and ")) leads",
                    at: button.span, path: buttonPath,
                    notes: [.init("a result without a target leaves the user on this screen")],
                    help: "add each result to `on:` (for example `success: next, failure: next, cancel: stay`)"))
        }
        let here = FlowGraph.Destination.node(node).described(in: graph)
        let canLeave = !graph.dismissButtons(node).isEmpty
        // An outcome chosen by conditions stays when any of its branches does.
        for outcome in outcomes
        where outcome.target.leaves.contains(where: {
            (graph.resolve($0.kind, from: node) ?? .node(node)) == .node(node)
        }) {
            if outcome.result == "success" {
                findings.append(
                    Finding(
                        "after a successful \(what) the user stays on \(here) and sees the offer again",
                        at: outcome.span, path: SpecPath.outcome(buttonPath, outcome),
                        help: "lead `success` on: `next`, a later screen, or `complete`"))
            } else if !canLeave {
                findings.append(
                    Finding(
                        "after `\(outcome.result)` the user stays on \(here), which has no way past the offer",
                        at: outcome.span, path: SpecPath.outcome(buttonPath, outcome),
                        notes: [
                            .init(
                                "staying is fine only where a close, secondary or skip button leads on without buying")
                        ],
                        help:
                            "lead `\(outcome.result)` on (`next` or `complete`), or add `close: { icon: xmark, accessibilityLabel: Close }`"
                    ))
            }
        }
        return findings
    }
}
