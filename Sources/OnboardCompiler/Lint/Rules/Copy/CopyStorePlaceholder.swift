import BundleFormat

/// `{price}`, `{period}` and `{trialLength}` are text, and only where a plan's product fills them.
struct CopyStorePlaceholder: LintRule {
    static let description = RuleDescription(
        id: "copy-store-placeholder",
        category: .copy,
        severity: .error,
        summary:
            "`{price}`, `{period}` and `{trialLength}` are text placeholders, on a paywall screen whose plans name their store product.",
        rationale: """
            The store placeholders take their values from the store, not from the app's code: the \
            price ("$39.99"), the subscription period ("year") and the free trial ("7 days") of a \
            plan's product, in the user's currency and language. In a plan's `label` they come from \
            that plan; in any other copy of a paywall screen, from the selected plan (at first the \
            `defaultPlan`). So each needs a plan that names its product (`product:`, or a RevenueCat \
            `package:`), and a screen with the `paywall`: anywhere else nothing fills it, and users \
            see "{price}" on the screen that asks for their money. They are text: `{price, number}` \
            or a plural on one would format the price as a count. Whether a product has a free trial \
            is only known in the store: show `{trialLength}` copy for products with one.
            """,
        examples: [
            .passes(
                paywallSpec(
                    screen: [#"caption: "Free for {trialLength}, then {price} per {period}. Cancel anytime.""#],
                    paywall: [
                        "provider: storekit", "offering: default", "plans:",
                        #"  - { id: annual, product: com.example.annual, label: "Annual — {price}/{period}" }"#,
                        #"  - { id: monthly, product: com.example.monthly, label: "Monthly — {price}/{period}" }"#,
                        "defaultPlan: annual",
                    ])),
            .fails(
                paywallSpec(
                    before: [
                        "- id: intro", "  role: information", #"  title: "Pro from ⟦{price}""#, "  primary: Next",
                    ],
                    screen: [#"title: "Just ⟦{price, number} a year""#, #"caption: "Then ⟦{price} per {period}""#],
                    paywall: [
                        "provider: revenuecat", "offering: default", "plans:",
                        #"  - { id: annual, package: "$rc_annual", label: "Annual — {price}/{period}" }"#,
                        #"  - { id: monthly, label: "Monthly — ⟦{price}" }"#,
                    ])),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            let message = use.copy.message
            let store = message.arguments.filter { StorePlaceholder(name: $0.name) != nil }
            guard !store.isEmpty else { return [] }
            let layout = MessageLayout(use.copy.text)
            func span(_ name: String) -> SourceSpan {
                layout.range(of: name).map(use.copy.span(of:)) ?? use.copy.span
            }
            var out = store.filter { $0.type == .integer }.map { argument in
                Finding(
                    "\(use.place) has `\(argument.written(plural: message.plural?.argument))`, but `{\(argument.name)}` is the store's text (\"\(StorePlaceholder(name: argument.name)?.example ?? "")\"), not a number",
                    at: span(argument.name), path: use.path, help: "write `{\(argument.name)}`")
            }
            let text = store.filter { $0.type == .string }.map(\.name)
            if let first = text.first, let problem = unfilled(use) {
                let names = text.map { "`{\($0)}`" }.joined(separator: ", ")
                out.append(
                    Finding(
                        "\(use.place) has \(names), \(problem.message)", at: span(first), path: use.path,
                        help: problem.help))
            }
            return out
        }
        return findings
    }

    /// Why nothing fills a store placeholder in `use`; nil when a plan's product does.
    private func unfilled(_ use: CopyUse) -> (message: String, help: String)? {
        guard let screen = use.screen else {
            return (
                "which the store fills on a paywall screen, but this text is not on a screen",
                "show the price on the paywall screen, or write this text without it"
            )
        }
        guard let paywall = screen.paywall else {
            return (
                "which the store fills from a paywall plan, but screen `\(screen.id)` has no `paywall`",
                "show the price on the paywall screen, or write this text without it"
            )
        }
        let product = paywall.sellsProductsDirectly ? "`product:`" : "`product:` or `package:`"
        if use.slot == .plan, let plan = paywall.plans.first(where: { $0.label?.key == use.copy.key }) {
            guard !paywall.namesProduct(plan) else { return nil }
            return (
                "but plan `\(plan.id)` names no store product to fill it from",
                "name the plan's store product with \(product)"
            )
        }
        guard !paywall.plans.isEmpty else {
            return (
                "which the store fills from the selected plan, but the paywall of screen `\(screen.id)` has no plans",
                "add the plans, each with its store product (\(product))"
            )
        }
        let missing = paywall.plans.filter { !paywall.namesProduct($0) }.map { "`\($0.id)`" }
        guard !missing.isEmpty else { return nil }
        return (
            "which the store fills from the selected plan, but plan\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) name\(missing.count == 1 ? "s" : "") no store product",
            "name each plan's store product with \(product)"
        )
    }
}
