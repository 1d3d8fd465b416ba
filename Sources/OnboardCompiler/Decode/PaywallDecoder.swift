import BundleFormat

/// A screen's `paywall`: its features and plans.
struct PaywallDecoder: NodeDecoding {
    let input: DecodeInput


    func paywall(_ node: Node, prefix: String) -> Paywall? {
        let keys = ["provider", "offering", "features", "plans", "defaultPlan"]
        guard let map = MappingReader(node, "`paywall`", keys: keys, decoder: self) else { return nil }
        defer { map.finish() }
        let provider = map.required("provider").flatMap { enumValue($0, PaywallProvider.self)?.rawValue }
        let offering = map.required("offering").flatMap(string)
        let features = map["features"].map { list($0, "features") { feature($0, prefix: prefix) } } ?? []
        let plans = map["plans"].map { list($0, "plans") { plan($0, prefix: prefix) } } ?? []
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
        return Paywall(provider: provider, offering: offering, features: features, plans: plans,
                       defaultPlan: defaultPlan, span: span(node))
    }

    private func feature(_ node: Node, prefix: String) -> Paywall.Feature? {
        guard let map = MappingReader(node, "a paywall feature", keys: ["id", "text", "icon"], decoder: self)
        else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let text = map.required("text").flatMap { copy($0, key: "\(prefix).\(id)") }
        let icon = map["icon"].flatMap(string)
        guard let text else { return nil }
        return Paywall.Feature(id: id, text: text, icon: icon, iconSpan: map["icon"].map(span), span: span(node))
    }

    private func plan(_ node: Node, prefix: String) -> Paywall.Plan? {
        guard let map = MappingReader(node, "a paywall plan", keys: ["id", "package", "label"], decoder: self)
        else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let package = map["package"].flatMap(string)
        let label = map["label"].flatMap { copy($0, key: "\(prefix).\(id)") }
        return Paywall.Plan(id: id, package: package, label: label, span: span(node))
    }
}
