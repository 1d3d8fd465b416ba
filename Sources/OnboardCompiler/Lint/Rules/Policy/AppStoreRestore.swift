/// A paywall that sells a subscription offers to restore it.
struct AppStoreRestore: LintRule {
    static let description = RuleDescription(
        id: "app-store-restore",
        category: .policy,
        severity: .error,
        summary: "In an iOS app, every paywall that sells has a `restore` button, on the screen or one of its states.",
        rationale: """
            App Store Review Guideline 3.1.1: apps offering restorable in-app purchases (auto-renewable \
            subscriptions among them) "should" offer a restore mechanism, and App Review rejects \
            subscription paywalls without one more than for any other 3.1 reason. A user who bought on \
            another device, or reinstalled, must not be asked to pay again. The rule reads apps whose \
            `platforms` include `ios`; a screen sells when a button on it or on one of its states is a \
            `purchase`.
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
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        secondary: { label: Restore Purchases, action: restore, on: { success: complete, failure: stay, cancel: stay } }
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
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
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
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard spec.app.platforms.contains(.ios) else { return [] }
        return context.paywallSales(of: spec).compactMap { sale in
            guard !sale.screen.restores else { return nil }
            return Finding(
                "paywall `\(sale.screen.id)` sells a subscription but offers no way to restore it",
                at: sale.screen.span, path: SpecPath.screen(sale.flow, sale.screen),
                help:
                    "add `secondary: { label: Restore Purchases, action: restore, on: { success: complete, failure: stay, cancel: stay } }`"
            )
        }
    }
}
