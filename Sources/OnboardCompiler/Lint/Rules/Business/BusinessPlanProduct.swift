/// A StoreKit or Play Billing plan names the store product it sells.
struct BusinessPlanProduct: LintRule {
    static let description = RuleDescription(
        id: "business-plan-product",
        category: .business,
        severity: .error,
        summary: "Every plan of a `storekit` or `play-billing` paywall names its store product (`product:`).",
        rationale: """
            StoreKit and Play Billing sell products by their id: a plan without one has nothing to \
            buy and no price to show, so its purchase button fails and `{price}` stays empty. \
            `product:` is the id from App Store Connect or the Play Console (`com.example.annual`). \
            A RevenueCat plan may name its `package:` instead, since RevenueCat knows the package's \
            products. (Before plans had `product:`, StoreKit plans put the product id in \
            `package:`; the rule says to move it.)
            """,
        examples: [
            .passes(
                paywallSpec(paywall: [
                    "provider: storekit", "offering: default",
                    "plans: [{ id: annual, product: com.example.annual, label: Annual }]",
                ])),
            .fails(
                paywallSpec(paywall: [
                    "provider: play-billing", "offering: default", "plans:",
                    "  - ⟦{ id: annual, label: Annual }",
                    "  - ⟦{ id: monthly, package: com.example.monthly, label: Monthly }",
                ])),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = spec.flows.flatMap { flow in
            flow.screens.flatMap { screen -> [Finding] in
                guard let paywall = screen.paywall, paywall.sellsProductsDirectly else { return [] }
                return paywall.plans.filter { !paywall.namesProduct($0) }.map { plan in
                    let moved =
                        plan.package.map { " (move `\($0)` from `package:`, which is RevenueCat's, to `product:`)" }
                        ?? ""
                    return Finding(
                        "plan `\(plan.id)` names no store product; a `\(paywall.provider)` paywall sells products by their id",
                        at: plan.span, path: "\(SpecPath.screen(flow, screen)).paywall.plans[\(plan.id)]",
                        help:
                            "add `product:` with the plan's product id from App Store Connect or the Play Console\(moved)"
                    )
                }
            }
        }
        return RepeatedFindings.removed(from: findings)
    }
}
