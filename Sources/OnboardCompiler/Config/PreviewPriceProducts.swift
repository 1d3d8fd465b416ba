/// The products `preview: prices:` names are checked against the specs previewed with
/// it: a product no plan sells is likely a typo, and its prices would never show.
extension PreviewSettings {
    /// A `config-unknown-price-product` warning for each product of `prices` that no plan of
    /// `specs` names, by its `product` or its `package`, in the order they are written.
    public func unknownProducts(in specs: [Spec]) -> [Diagnostic] {
        let plans = specs.flatMap(\.flows).flatMap(\.screens).compactMap(\.paywall).flatMap(\.plans)
        let known = Set(plans.flatMap { [$0.product, $0.package].compactMap(\.self) })
        return prices.values.filter { !known.contains($0.product) }
            .sorted { ($0.span.start.line, $0.span.start.column) < ($1.span.start.line, $1.span.start.column) }
            .map { Diagnostic.unknownPriceProduct($0.product, known: known.sorted(), at: $0.span) }
    }
}

extension Diagnostic {
    static func unknownPriceProduct(_ product: String, known: [String], at span: SourceSpan) -> Diagnostic {
        let sold =
            known.isEmpty
            ? "no plan of the specs names a product or package"
            : "the plans sell " + known.prefix(6).map { "`\($0)`" }.joined(separator: ", ")
                + (known.count > 6 ? ", …" : "")
        return Diagnostic(
            .configUnknownPriceProduct, "no plan sells `\(product)`, so its sample prices never show", at: span,
            help: Suggestion.help(for: product, in: known, otherwise: sold))
    }
}
