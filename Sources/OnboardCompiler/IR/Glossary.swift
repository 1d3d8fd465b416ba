/// A name that stays as it is in every language (`glossary:` at the top of a spec): a
/// product or brand name. It is compile-time only, never in a bundle: `l10n-untranslated`
/// does not report a translation that is only glossary terms, `l10n-glossary-term` reports
/// one that changes a term, and the XLIFF export marks each term `translate="no"`.
public struct GlossaryTerm: Sendable, Hashable {
    /// The term as copy writes it; matched whole-word and case-sensitive.
    public var term: String
    /// A note for translators (`note:`), shown in the XLIFF export.
    public var note: String?
    /// Where the term is written.
    public var span: SourceSpan

    public init(term: String, note: String? = nil, span: SourceSpan) {
        self.term = term
        self.note = note
        self.span = span
    }
}

extension Spec {
    /// The glossary's terms, longest first (then in code-point order), so that a term
    /// inside a longer one (`FloraFriend` in `FloraFriend PRO`) matches the longer one.
    public var glossaryTerms: [String] {
        glossary.map(\.term).sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }
    }
}
