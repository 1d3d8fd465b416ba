/// Reads one YAML mapping against its schema (`Decode/Keys/`): hands out values
/// by key, only for keys the schema declares, reports a missing required key at
/// the mapping, and on `finish()` reports every key it was never asked for, with
/// a did-you-mean.
struct MappingReader {
    let node: Node
    let schema: MappingSchema
    let what: String
    private let entries: [Node.Entry]
    private let input: DecodeInput
    private let allowed: [String]

    /// Nil (with a diagnostic) when `node` is not a mapping. `what` names the
    /// mapping in messages when its schema's noun does not say enough ("the
    /// `primary` button").
    init?(_ node: Node, _ schema: MappingSchema, as what: String? = nil, decoder: some NodeDecoding) {
        let what = what ?? schema.noun
        guard case .mapping(let entries) = node.content else {
            decoder.typeMismatch(node, expected: "a mapping (\(what))")
            return nil
        }
        self.node = node
        self.schema = schema
        self.what = what
        self.entries = entries
        self.input = decoder.input
        self.allowed = schema.keyNames
    }

    subscript(key: String) -> Node? {
        keyEntry(key)?.value
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The key node itself, for diagnostics that point at a key.
    func keyNode(_ key: String) -> Node? {
        keyEntry(key)?.key
    }

    /// A key the schema declares (any other is a programming error), noted in the
    /// input's `keysRead` when a test asks for it.
    private func keyEntry(_ key: String) -> Node.Entry? {
        precondition(allowed.contains(key), "key \(key) not declared for \(what) in MappingSchema.\(schema.name)")
        let entry = entries.first { $0.name == key }
        input.keysRead?.note(schema.name, key, written: entry != nil)
        return entry
    }

    /// The value of `key`, or nil with a diagnostic at the mapping (where its keys are written,
    /// for an alias). A key written misspelt (`styel` for `style`) is one problem, which
    /// `finish()` reports with its did-you-mean: it is not also reported missing.
    func required(_ key: String) -> Node? {
        if let value = self[key] { return value }
        if misspells(key) { return nil }
        input.sink.emit(.missingKey(key, in: what, at: input.document.contentSpan(node)))
        return nil
    }

    /// Whether an unknown key of this mapping is `key` misspelt: `finish()` reports it, with
    /// `key` as its did-you-mean, so `key` is not also reported missing.
    func misspells(_ key: String) -> Bool {
        unknownKeys.contains { Suggestion.closest(to: $0, in: allowed) == key }
    }

    /// The keys written that are not part of this mapping's schema (`finish()` reports them).
    var unknownKeys: [String] {
        entries.map(\.name).filter { !allowed.contains($0) }
    }

    /// Reports keys that are not part of this mapping's schema.
    func finish() {
        for entry in entries where !allowed.contains(entry.name) {
            input.sink.emit(.unknownKey(entry.name, in: what, allowed: allowed, at: input.document.span(entry.key)))
        }
    }
}

extension Diagnostic {
    static func missingKey(_ key: String, in what: String, at span: SourceSpan) -> Diagnostic {
        let article = key.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return Diagnostic(
            .specMissingKey, "\(what) needs \(article) `\(key)` key", at: span,
            help: "add `\(key):`; see docs/spec-format.md for its values")
    }

    static func unknownKey(_ key: String, in what: String, allowed: [String], at span: SourceSpan) -> Diagnostic {
        let advice = Suggestion.advice(
            for: key, in: allowed, at: span, otherwise: "allowed keys: " + allowed.joined(separator: ", "))
        return Diagnostic(
            .specUnknownKey, "unknown key `\(key)` in \(what)", at: span, help: advice.help, fixes: advice.fixes)
    }
}
