import BundleFormat

/// A value chosen by conditions (docs/conditions.md): a list of branches, each a mapping
/// with a `when:` and the value, the first whose condition holds winning; the last branch,
/// without `when:`, is the fallback. Targets (`to:`) and paywall offerings (`offering:`)
/// are written this way.
struct DecodedBranches<Value> {
    struct Branch {
        var condition: Condition
        /// Where the condition is written (`when:`).
        var conditionSpan: SourceSpan
        var value: Value
    }

    var branches: [Branch]
    var fallback: Value
    /// Where the fallback's value is written.
    var fallbackSpan: SourceSpan
}

extension NodeDecoding {
    /// The branches of `items`, each a `schema` mapping whose `key` holds the value `decode`
    /// reads; nil after reporting what is wrong (a branch without `when:` before the last,
    /// no fallback, or a branch that does not decode).
    func branches<Value>(
        _ node: Node, _ items: [Node], schema: MappingSchema, key: String, in scope: ConditionScope,
        decode: (Node) -> Value?
    ) -> DecodedBranches<Value>? {
        var branches: [DecodedBranches<Value>.Branch] = []
        var fallback: Value?
        var fallbackSpan = span(node)
        var complete = true
        for (index, item) in items.enumerated() {
            guard let map = MappingReader(item, schema, decoder: self) else {
                complete = false
                continue
            }
            defer { map.finish() }
            let value = map.required(key).flatMap(decode)
            guard let when = map["when"] else {
                guard index == items.count - 1 else {
                    sink.emit(.fallbackNotLast(at: span(item)))
                    complete = false
                    continue
                }
                fallback = value
                fallbackSpan = map[key].map(span) ?? span(item)
                complete = complete && value != nil
                continue
            }
            guard let condition = condition(when, in: scope), let value else {
                complete = false
                continue
            }
            branches.append(.init(condition: condition, conditionSpan: span(when), value: value))
        }
        guard complete else { return nil }
        guard let fallback else {
            sink.emit(.branchesWithoutFallback(key: key, at: input.document.contentSpan(node)))
            return nil
        }
        return DecodedBranches(branches: branches, fallback: fallback, fallbackSpan: fallbackSpan)
    }
}

extension Diagnostic {
    static func fallbackNotLast(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specBranchFallback,
            "only the last branch may leave out `when`: the branches after it could never be taken",
            at: span, help: "give this branch a `when:`, or move it to the end as the fallback")
    }

    static func branchesWithoutFallback(key: String, at span: SourceSpan) -> Diagnostic {
        let example = key == "to" ? "- { to: next }" : "- { \(key): … }"
        return Diagnostic(
            .specBranchFallback,
            "the branches have no fallback: when no condition holds, there is nothing to choose",
            at: span, help: "end the list with a branch without `when`, such as `\(example)`")
    }
}
