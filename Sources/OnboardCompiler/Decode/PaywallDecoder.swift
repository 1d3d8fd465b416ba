import BundleFormat

/// A screen's `paywall`: its features and plans.
struct PaywallDecoder: NodeDecoding {
    let input: DecodeInput
    /// What a condition choosing the offering may read (the flow's).
    var conditions = ConditionScope()

    func paywall(_ node: Node, prefix: String) -> Paywall? {
        guard let map = MappingReader(node, .paywall, decoder: self) else { return nil }
        defer { map.finish() }
        let provider = map.required("provider").flatMap { enumValue($0, PaywallProvider.self) }
        let offering = map.required("offering").flatMap(offering)
        let features = map["features"].map { list($0, "features") { feature($0, prefix: prefix) } } ?? []
        let plans = map["plans"].map { list($0, "plans") { plan($0, prefix: prefix, provider: provider) } } ?? []
        checkUniqueIDs(features.map { ($0.id, $0.span) } + plans.map { ($0.id, $0.span) }, what: "feature or plan")
        var defaultPlan: String?
        if let node = map["defaultPlan"], let id = string(node) {
            if plans.contains(where: { $0.id == id }) {
                defaultPlan = id
            } else {
                sink.emit(.unknownReference(id, what: "plan", known: plans.map(\.id), at: span(node)))
            }
        }
        guard let provider, let offering else { return nil }
        var paywall = Paywall(
            provider: provider.rawValue, offering: offering.fallback, features: features, plans: plans,
            defaultPlan: defaultPlan, span: span(node))
        paywall.offeringSpan = offering.fallbackSpan
        paywall.offeringBranches = offering.branches.map {
            Paywall.OfferingBranch(condition: $0.condition, conditionSpan: $0.conditionSpan, offering: $0.value)
        }
        return paywall
    }

    /// An offering id, or offerings chosen by conditions (a list of branches).
    private func offering(_ node: Node) -> DecodedBranches<String>? {
        if case .sequence(let items) = node.content {
            return branches(node, items, schema: .offeringBranch, key: "offering", in: conditions, decode: string)
        }
        return string(node).map { DecodedBranches(branches: [], fallback: $0, fallbackSpan: span(node)) }
    }

    private func feature(_ node: Node, prefix: String) -> Paywall.Feature? {
        guard let map = MappingReader(node, .feature, decoder: self)
        else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let text = map.required("text").flatMap { copy($0, key: "\(prefix).\(id)") }
        let icon = map["icon"].flatMap(string)
        let android = androidIcon(map)
        guard let text else { return nil }
        return Paywall.Feature(
            id: id, text: text, icon: icon, iconSpan: map["icon"].map(span), androidIcon: android,
            span: span(node))
    }

    private func plan(_ node: Node, prefix: String, provider: PaywallProvider?) -> Paywall.Plan? {
        guard let map = MappingReader(node, .plan, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let package = map["package"].flatMap(string)
        let product = map["product"].flatMap { productID($0, provider: provider) }
        let label = map["label"].flatMap { copy($0, key: "\(prefix).\(id)") }
        return Paywall.Plan(
            id: id, package: package, product: product, productSpan: map["product"].map(span),
            label: label, span: span(node))
    }

    /// A store product id: App Store ids are letters, digits, `_` and `.`; Play's the
    /// same in lower case, starting with a letter or digit.
    private func productID(_ node: Node, provider: PaywallProvider?) -> String? {
        guard let text = string(node) else { return nil }
        let play = provider == .playBilling
        let valid =
            !text.isEmpty && !text.hasPrefix("_") && !text.hasPrefix(".")
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                        || scalar == "." || (!play && ("A"..."Z").contains(scalar)))
            }
        guard valid else {
            sink.emit(.invalidProduct(text, play: play, at: span(node)))
            return nil
        }
        return text
    }
}

extension Diagnostic {
    static func invalidProduct(_ text: String, play: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidProduct, "`\(text)` is not a store product id", at: span,
            help: play
                ? "use the product id from the Play Console: lower-case letters, digits, `_` and `.`, starting with a letter or digit (for example com.example.annual)"
                : "use the product id from App Store Connect or the Play Console: letters, digits, `_` and `.`, starting with a letter or digit (for example com.example.annual)"
        )
    }
}
