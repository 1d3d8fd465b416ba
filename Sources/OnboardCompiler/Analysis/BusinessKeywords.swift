/// Finding words and phrases in copy, for the business rules that forbid topics.
enum BusinessKeywords {
    /// The keywords that occur in `text` as whole words (case-insensitive), in
    /// the order of `keywords`; a keyword right after "no" or "without" ("No
    /// sign-up needed") does not count.
    static func found(_ keywords: [String], in text: String) -> [String] {
        // Most texts hold none of the keywords; ruling that out on the folded bytes is
        // far quicker than a case-insensitive `range(of:)` per keyword.
        let folded = FoldedASCII(text)
        return keywords.filter { keyword in
            !keyword.isEmpty && folded.mayContain(FoldedASCII.word(keyword))
                && occurrences(of: keyword, in: text).contains { !isNegated($0, in: text) }
        }
    }

    /// Where `keyword` occurs in `text` as whole words: not inside a longer word.
    static func occurrences(of keyword: String, in text: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var from = text.startIndex
        while from < text.endIndex,
              let range = text.range(of: keyword, options: [.caseInsensitive], range: from..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { out.append(range) }
            from = text.index(after: range.lowerBound)
        }
        return out
    }

    private static func isWordCharacter(_ char: Character?) -> Bool {
        guard let char else { return false }
        return char.isLetter || char.isNumber
    }

    /// Whether the word just before the match is "no" or "without".
    private static func isNegated(_ range: Range<String.Index>, in text: String) -> Bool {
        let words = text[..<range.lowerBound].split { !$0.isLetter }
        guard let previous = words.last?.lowercased() else { return false }
        return previous == "no" || previous == "without"
    }
}
