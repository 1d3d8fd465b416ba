import Foundation

/// `glossary:` at the top of a spec: the names that stay as they are in every language.
extension SpecDecoder {
    /// Each term, a text or `{ term, note }`. A term that is empty or starts or ends with
    /// white space is `spec-glossary-term`; one written twice is `spec-glossary-duplicate`,
    /// at the second. Either is left out of the glossary.
    func glossary(_ node: Node) -> [GlossaryTerm] {
        var terms: [GlossaryTerm] = []
        for item in list(node, "glossary terms", glossaryTerm) {
            if let first = terms.first(where: { $0.term == item.term }) {
                sink.emit(.glossaryDuplicate(item.term, at: item.span, first: first.span))
                continue
            }
            terms.append(item)
        }
        return terms
    }

    private func glossaryTerm(_ node: Node) -> GlossaryTerm? {
        let termNode: Node?
        var note: String?
        if node.scalar != nil {
            termNode = node
        } else {
            guard let map = MappingReader(node, .glossaryTerm, decoder: self) else { return nil }
            defer { map.finish() }
            termNode = map.required("term")
            note = map["note"].flatMap(string)
        }
        guard let termNode, let term = string(termNode) else { return nil }
        let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed == term else {
            sink.emit(.glossaryTerm(term, at: span(termNode)))
            return nil
        }
        return GlossaryTerm(term: term, note: note, span: span(termNode))
    }
}

extension Diagnostic {
    static func glossaryTerm(_ term: String, at span: SourceSpan) -> Diagnostic {
        let empty = term.allSatisfy(\.isWhitespace)
        return Diagnostic(
            .specGlossaryTerm,
            empty ? "this glossary term is empty" : "the glossary term `\(term)` starts or ends with white space",
            at: span,
            help: empty
                ? "write the name that stays as it is (`FloraFriend`), or remove the item"
                : "write the term without the spaces around it: terms are found as whole words")
    }

    static func glossaryDuplicate(_ term: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specGlossaryDuplicate, "the glossary has `\(term)` twice", at: span,
            notes: [Note("`\(term)` is first listed here", at: first)],
            help: "remove one of them (keep the one with the note for translators)")
    }
}
