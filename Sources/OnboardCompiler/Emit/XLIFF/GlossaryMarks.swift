/// The `<mrk translate="no">` around each glossary term of a unit's texts: ids
/// `term-1`, `term-2`… unique in the unit, numbered through the sources in reading
/// order; a target's mark of a term takes the id of an unmatched mark of the same term
/// in its segment's source, or a new number after every source's.
struct GlossaryMarks {
    /// The glossary's terms, longest first; none in a unit that is not to be translated.
    let terms: [String]
    private var next = 1
    /// Per segment and term, the ids of the source's marks no target mark has taken yet.
    private var unmatched: [Int: [String: [Int]]] = [:]

    init(terms: [String]) {
        self.terms = terms
    }

    /// `text` as XLIFF content: the text between terms through `escape`, each term in a `<mrk>`.
    mutating func marked(
        _ text: String, at place: (segment: Int, isTarget: Bool), escape: (String) -> String
    ) -> String {
        let found = GlossaryMatches.find(terms, in: text)
        guard !found.isEmpty else { return escape(text) }
        var out = ""
        var at = text.startIndex
        for (term, range) in found {
            out += escape(String(text[at..<range.lowerBound]))
            out += "<mrk id=\"term-\(id(of: term, at: place))\" translate=\"no\">" + escape(term) + "</mrk>"
            at = range.upperBound
        }
        return out + escape(String(text[at...]))
    }

    private mutating func id(of term: String, at place: (segment: Int, isTarget: Bool)) -> Int {
        if place.isTarget, let id = unmatched[place.segment]?[term]?.first {
            unmatched[place.segment]?[term]?.removeFirst()
            return id
        }
        defer { next += 1 }
        if !place.isTarget { unmatched[place.segment, default: [:]][term, default: []].append(next) }
        return next
    }
}
