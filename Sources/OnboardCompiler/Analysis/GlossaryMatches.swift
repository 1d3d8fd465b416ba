/// Where a spec's glossary terms (`glossary:`) are in a text: as written (case and all),
/// as whole words, left to right and without overlap, the longest term first where two
/// start at the same place (`FloraFriend PRO` before `FloraFriend`).
enum GlossaryMatches {
    /// The terms of `terms` (longest first, as `Spec.glossaryTerms` orders them) found in `text`.
    /// `endingsAllowed`: a term may be followed by letters (`FloraFriends`, an ending the
    /// grammar of the translation adds).
    static func find(
        _ terms: [String], in text: String, endingsAllowed: Bool = false
    ) -> [(term: String, range: Range<String.Index>)] {
        guard !terms.isEmpty, !text.isEmpty else { return [] }
        var found: [(term: String, range: Range<String.Index>)] = []
        var at = text.startIndex
        while at < text.endIndex {
            if let match = terms.lazy.compactMap({ term in
                Self.match(term, in: text, at: at, endingsAllowed: endingsAllowed).map { (term, $0) }
            }).first {
                found.append((match.0, match.1))
                at = match.1.upperBound
            } else {
                at = text.index(after: at)
            }
        }
        return found
    }

    /// The terms of `terms` found in `text`, once each, in the order of `terms`.
    static func terms(_ terms: [String], in text: String) -> [String] {
        let found = Set(find(terms, in: text).map(\.term))
        return terms.filter(found.contains)
    }

    /// `term`'s range when it starts at `at` as a whole word: a term that starts (ends) with a
    /// letter or digit has none just before (after) it.
    private static func match(
        _ term: String, in text: String, at: String.Index, endingsAllowed: Bool
    ) -> Range<String.Index>? {
        guard let first = term.first, let last = term.last, text[at...].hasPrefix(term) else { return nil }
        let end = text.index(at, offsetBy: term.count)
        if isWordCharacter(first), at > text.startIndex, isWordCharacter(text[text.index(before: at)]) { return nil }
        if !endingsAllowed, isWordCharacter(last), end < text.endIndex, isWordCharacter(text[end]) { return nil }
        return at..<end
    }

    /// The words of `text` that look most like `term` (as many words as it has, a few
    /// letters apart: `FloraFreund` for `FloraFriend`); nil when none does.
    static func nearMiss(of term: String, in text: String) -> Range<String.Index>? {
        var words: [Range<String.Index>] = []
        var start: String.Index?
        for index in text.indices {
            if isWordCharacter(text[index]) {
                if start == nil { start = index }
            } else if let begun = start {
                words.append(begun..<index)
                start = nil
            }
        }
        if let begun = start { words.append(begun..<text.endIndex) }
        let count = term.split(whereSeparator: \.isWhitespace).count
        guard count > 0, words.count >= count else { return nil }
        let windows = (0...(words.count - count)).map { words[$0].lowerBound..<words[$0 + count - 1].upperBound }
        guard let closest = Suggestion.closest(to: term, in: windows.map { String(text[$0]) }) else { return nil }
        return windows.first { String(text[$0]) == closest }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
