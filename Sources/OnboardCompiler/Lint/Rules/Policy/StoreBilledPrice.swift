import BundleFormat

/// Every plan shows the price it bills and its period, before any other amount.
struct StoreBilledPrice: LintRule {
    static let description = RuleDescription(
        id: "store-billed-price",
        category: .policy,
        severity: .error,
        summary:
            "Every plan of a paywall that sells shows `{price}` and `{period}` in its label, and no other amount comes before `{price}`.",
        rationale: """
            App Store Review Guideline 3.1.2(c): the billed amount is "the most clear and conspicuous \
            pricing element"; a per-month equivalent of an annual plan may be shown, but never larger \
            than or before the amount billed. Google Play's subscriptions policy likewise refuses an \
            offer headlined by a monthly price that is billed yearly. A plan without a label shows \
            the store's raw product name, or its id. The rule reads each plan's `label`: it must show \
            the store placeholders `{price}` and `{period}`, and neither a typed amount nor another \
            price placeholder (`{monthlyPrice}`) may come before `{price}`.
            """,
        packs: [.appStore, .googlePlay],
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
                        paywall:
                          provider: revenuecat
                          offering: default
                          plans:
                            - { id: annual, package: "$rc_annual", label: "{price} per {period} ({monthlyPrice}/month)" }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
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
                      - id: paywall
                        role: paywall
                        paywall:
                          provider: revenuecat
                          offering: default
                          plans:
                            - { id: annual, package: "$rc_annual", label: ⟦"{monthlyPrice}/month, billed {price} per {period}" }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
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
                      - id: paywall
                        role: paywall
                        paywall:
                          provider: revenuecat
                          offering: default
                          plans:
                            - { id: annual, package: "$rc_annual", label: ⟦Yearly }
                            - ⟦{ id: weekly, package: "$rc_weekly" }
                        primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        context.paywallSales(of: spec).flatMap { sale -> [Finding] in
            guard let paywall = sale.screen.paywall else { return [] }
            return paywall.plans.compactMap { plan in check(plan, of: sale) }
        }
    }

    private func check(_ plan: Paywall.Plan, of sale: PaywallSale) -> Finding? {
        let path = SpecPath.screen(sale.flow, sale.screen) + ".paywall.plans[\(plan.id)]"
        let help = "write the label with the billed price first: `label: \"{price} per {period}\"`"
        guard let label = plan.label else {
            return Finding(
                "plan `\(plan.id)` has no label: users see the store's product name instead of its price",
                at: plan.span, path: path, help: help)
        }
        let missing = [StorePlaceholder.price, .period].filter { !label.uses($0) }
        if !missing.isEmpty {
            return Finding(
                "the label of plan `\(plan.id)` does not show \(missing.map { "`{\($0.name)}`" }.joined(separator: " or ")): the amount billed and how often",
                at: label.span, path: path, help: help)
        }
        if let other = Self.amountBeforePrice(in: label.message) {
            return Finding(
                "the label of plan `\(plan.id)` shows \(other) before the billed `{price}`",
                at: label.span, path: path,
                notes: [.init("the amount billed must be the most prominent price; an equivalent comes after it")],
                help: help)
        }
        return nil
    }

    /// A typed amount, or a price placeholder other than `{price}`, that the message shows before
    /// `{price}`; nil when `{price}` comes first.
    static func amountBeforePrice(in message: Message) -> String? {
        for part in message.parts {
            switch part {
            case .text(let text):
                if let amount = MoneyAmounts.find(in: text).first { return "\"\(text[amount])\"" }
            case .argument(let argument) where argument.name == StorePlaceholder.price.name:
                return nil
            case .argument(let argument) where argument.name.lowercased().contains("price"):
                return "`{\(argument.name)}`"
            case .argument, .plural, .count:
                continue
            }
        }
        return nil
    }
}
