import BundleFormat

/// A free trial's copy says when it converts and how to cancel.
struct GooglePlayTrialTerms: LintRule {
    static let description = RuleDescription(
        id: "google-play-trial-terms",
        category: .policy,
        severity: .error,
        summary:
            "In an Android app, a paywall that offers a free trial says when it ends (`{trialLength}`) and how to cancel.",
        rationale: """
            Google Play's subscriptions policy: an offer with a free trial must say clearly how long the \
            trial lasts, that it converts to a paid subscription, and how the user can cancel; Play \
            rejects or removes apps whose trial terms are not clear. A screen offers a trial when its \
            copy (or a state's) shows `{trialLength}`, or, in English copy, says "trial" or "try … \
            free". When it ends is `{trialLength}`; how to cancel is a text of the screen that says \
            "cancel". The rule reads what Android shows: a text's Android variant in place of its text.
            """,
        packs: [.googlePlay],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [android] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        title: "Try Pro free for {trialLength}"
                        caption: "Then {price} per {period}. Cancel anytime in Google Play, Subscriptions."
                        primary: { label: Start Free Trial, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [android] }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - ⟦id: paywall
                        role: paywall
                        paywall: { provider: revenuecat, offering: default }
                        title: "Try Pro free"
                        caption: "Then {price} per {period}."
                        primary: { label: Start Free Trial, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard spec.app.platforms.contains(.android) else { return [] }
        return context.paywallSales(of: spec).compactMap { sale in
            let shown = sale.copy(on: .android)
            let trial = sale.trialCopy(of: spec).filter { use in shown.contains { $0.copy.key == use.copy.key } }
            guard let first = trial.first else { return nil }
            var missing: [String] = []
            if !shown.contains(where: { $0.copy.uses(.trialLength) }) {
                missing.append("when it ends (`{trialLength}`)")
            }
            let english = spec.app.sourceLocale.hasPrefix("en")
            if english, !shown.contains(where: { $0.copy.text.lowercased().contains("cancel") }) {
                missing.append("how to cancel")
            }
            guard !missing.isEmpty else { return nil }
            return Finding(
                "paywall `\(sale.screen.id)` offers a free trial on Android without saying \(missing.joined(separator: " or "))",
                at: sale.screen.span, path: SpecPath.screen(sale.flow, sale.screen),
                notes: [.init("the trial is offered here", at: first.copy.span)],
                help:
                    "add a caption such as \"Free for {trialLength}, then {price} per {period}. Cancel anytime in Google Play, Subscriptions.\""
            )
        }
    }
}
