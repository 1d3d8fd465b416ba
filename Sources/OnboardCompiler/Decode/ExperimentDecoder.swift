import BundleFormat

/// `experiments:`: each experiment's salt, audience and variants, and the texts each
/// variant shows instead of the spec's. The flows' conditions need the variants' ids
/// before the flows are decoded (`gather`); the texts need the flows' copy, so the
/// experiments are decoded after them.
struct ExperimentDecoder: NodeDecoding {
    let input: DecodeInput
    /// The attributes the spec declares, which an audience may read.
    let attributes: [String: AttributeType]

    /// Each experiment's variant ids, read without reporting anything (the full decode
    /// reports the problems), for the scope of the flows' conditions.
    static func gather(_ node: Node?) -> [String: [String]] {
        var experiments: [String: [String]] = [:]
        for (id, item) in FlowScope.identifiedItems(in: node) where experiments[id] == nil {
            experiments[id] = FlowScope.ids(in: FlowScope.value("variants", in: item))
        }
        return experiments
    }

    /// The experiments of `node`, whose variants' texts replace texts of `copy` (the spec's
    /// copy by key); `flows`, the flows' ids, which an experiment's id may not be.
    func experiments(_ node: Node, copy: [String: Copy], flows: [(String, SourceSpan)]) -> [Experiment] {
        let experiments = list(node, "experiments") { experiment($0, copy: copy) }
        checkUniqueIDs(flows + experiments.map { ($0.id, $0.span) }, what: "flow or experiment")
        return experiments
    }

    private func experiment(_ node: Node, copy: [String: Copy]) -> Experiment? {
        guard let map = MappingReader(node, .experiment, decoder: self) else { return nil }
        defer { map.finish() }
        let id = itemID(map)
        let salt = map["salt"].flatMap(string) ?? ""
        let scope = ConditionScope.audience(
            attributes: attributes.mapValues(\.valueType), experiments: nil, of: "an experiment's audience")
        let audienceNode = map["audience"]
        let audience = audienceNode.flatMap { condition($0, in: scope) }
        guard let variantsNode = map.required("variants") else { return nil }
        let variants = list(variantsNode, "variants") { variant($0, experiment: id ?? "", copy: copy) }
        checkUniqueIDs(variants.map { ($0.id, $0.span) }, what: "variant")
        guard let id, case .sequence(let items) = variantsNode.content, variants.count == items.count,
            audienceNode == nil || audience != nil
        else { return nil }
        guard variants.count >= 2 else {
            sink.emit(.experimentWeights("an experiment needs at least two variants", at: span(variantsNode)))
            return nil
        }
        let total = variants.reduce(0) { $0 + $1.weight }
        guard total == BundleFormat.Experiment.totalWeight else {
            sink.emit(
                .experimentWeights(
                    "the weights of `\(id)`'s variants sum to \(total), not \(BundleFormat.Experiment.totalWeight)",
                    at: span(variantsNode)))
            return nil
        }
        return Experiment(id: id, salt: salt, audience: audience, variants: variants, span: span(node))
    }

    private func variant(_ node: Node, experiment: String, copy: [String: Copy]) -> Experiment.Variant? {
        guard let map = MappingReader(node, .experimentVariant, decoder: self) else { return nil }
        defer { map.finish() }
        let id = itemID(map)
        let weight = map.required("weight").flatMap { integer($0, in: 0...BundleFormat.Experiment.totalWeight) }
        let texts = map["texts"].map { variantTexts($0, experiment: experiment, variant: id ?? "", copy: copy) } ?? []
        guard let id, let weight else { return nil }
        return Experiment.Variant(id: id, weight: weight, texts: texts, span: span(node))
    }

    /// `texts:`: the key of a text of the spec, then the variant's text.
    private func variantTexts(
        _ node: Node, experiment: String, variant: String, copy: [String: Copy]
    ) -> [Experiment.Text] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of text keys to texts")
            return []
        }
        return entries.compactMap { entry in
            guard copy[entry.name] != nil else {
                sink.emit(
                    .unknownReference(
                        entry.name, what: "text with the key", known: copy.keys.sorted(), at: span(entry.key)))
                return nil
            }
            let key = Experiment.Text.key(replacing: entry.name, experiment: experiment, variant: variant)
            return self.copy(entry.value, key: key).map { Experiment.Text(replaces: entry.name, copy: $0) }
        }
    }
}

extension Diagnostic {
    static func experimentWeights(_ message: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specExperimentWeights, message, at: span,
            help: "give each variant a whole-number `weight` from 0 to 100 so that they sum to 100")
    }
}
