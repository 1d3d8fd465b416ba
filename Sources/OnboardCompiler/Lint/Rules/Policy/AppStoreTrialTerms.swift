import BundleFormat

/// A free trial's copy says what it turns into.
struct AppStoreTrialTerms: LintRule {
    static let description = RuleDescription(
        id: "app-store-trial-terms",
        category: .policy,
        severity: .error,
        summary:
            "In an iOS app, a paywall that offers a free trial also shows what it renews at: `{price}` and `{period}`.",
        rationale: """
            App Store Review Guideline 3.1.2(a) and Schedule 2 of the Apple Developer Program License \
            Agreement: a free trial must say clearly how long it lasts and what the user will be charged \
            when it ends, and how often. "Start Free Trial" with no price anywhere on the screen is a \
            classic rejection. A screen offers a trial when its copy (or a state's) shows \
            `{trialLength}`, or, in English copy, says "trial" or "try … free". The price and period \
            may be in any text of the screen: a plan's label or a caption.
            """,
        packs: [.appStore],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        title: "Try Pro free for {trialLength}"
                        caption: "Then {price} per {period}. Cancel anytime in Settings."
                        primary: { label: Start Free Trial, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - ⟦id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        primary: { label: Start Free Trial & Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard spec.app.platforms.contains(.ios) else { return [] }
        return context.paywallSales(of: spec).compactMap { sale in
            let trial = sale.trialCopy(of: spec)
            guard let first = trial.first else { return nil }
            let missing = [StorePlaceholder.price, .period].filter { !sale.uses($0) }
            guard !missing.isEmpty else { return nil }
            return Finding(
                "paywall `\(sale.screen.id)` offers a free trial but never says what it renews at: no \(missing.map { "`{\($0.name)}`" }.joined(separator: " or "))",
                at: sale.screen.span, path: SpecPath.screen(sale.flow, sale.screen),
                notes: [.init("the trial is offered here", at: first.copy.span)],
                help: "add a caption such as \"Free for {trialLength}, then {price} per {period}.\"")
        }
    }
}
