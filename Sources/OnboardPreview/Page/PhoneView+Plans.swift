import BundleFormat

/// A paywall's plan cards with sample store values (`SamplePrice`): the label (or, for a plan
/// without one, a sample of the store's product name, marked as a sample), the price per
/// period (`onboardc.yaml`'s where it prices the plan's product), and the free trial with what
/// is charged after it. The default plan is selected.
extension PhoneView {
    func plans(_ paywall: Paywall) -> String {
        paywall.plans.map { plan in
            let sample = SamplePrice(plan, settings: preview)
            let period = sample.period ?? .month
            let name = sample.period?.rawValue ?? "unknown"
            // A configured price is its product's; a built-in one, its period's.
            let product = sample.configured.isEmpty ? nil : plan.productId ?? plan.package
            let price = writtenSpan("sample-price#" + (product.map { "product=" + $0 } ?? name)) {
                sample.price(in: $0, bundle: book.bundle)
            }
            let per = period.word.map { "<span class=\"per\">/\(HTML.escape($0))</span>" } ?? ""
            let label =
                plan.labelKey.map(span)
                ?? "<span class=\"sample-name\" title=\"A sample: the app shows the store’s name for the product\">"
                + HTML.escape(period.productName) + "</span> <span class=\"sample-badge\">sample</span>"
            var inner = "<div class=\"plan-name\">\(label)</div>"
            let about =
                if let product {
                    "Sample price of \(product) from onboardc.yaml (preview: prices:), for a \(period.rawValue) product"
                } else if sample.period == nil {
                    "Sample store values: the plan names no period, so a monthly price is shown"
                } else {
                    "Sample store values for a \(period.rawValue) product"
                }
            inner += "<div class=\"plan-price\" title=\"\(HTML.escape(about))\">\(price)\(per)</div>"
            if sample.period?.trialDays != nil {
                let trial = writtenSpan("sample-trial#\(name)") {
                    sample.trialLength(in: $0, bundle: book.bundle) ?? ""
                }
                inner += "<div class=\"plan-trial\">\(trial) free, then \(price)\(per)</div>"
            }
            let selected = plan.id == paywall.defaultPlan
            if selected { inner += "<span class=\"plan-check\" title=\"the paywall’s default plan\">✓</span>" }
            return element(
                Frame.element(plan: plan.id), tag: "div", classes: "plan" + (selected ? " selected" : ""),
                data: ["plan": plan.id, "period": name], inner: inner)
        }.joined()
    }

    /// A text the preview writes for each locale, in a span the page's script refills.
    private func writtenSpan(_ id: String, _ write: @escaping (String) -> String) -> String {
        let (id, text) = book.written(id, write)
        return "<span class=\"t\" data-text=\"\(HTML.escape(id))\">\(HTML.escape(text))</span>"
    }
}
