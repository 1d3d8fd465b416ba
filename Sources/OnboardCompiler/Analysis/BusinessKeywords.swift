/// Finding words and phrases in copy, for the business rules that forbid topics.
enum BusinessKeywords {
    /// The keywords that occur in `text` as whole words (case-insensitive), in
    /// the order of `keywords`; a keyword right after "no" or "without" ("No
    /// sign-up needed") does not count.
    static func found(_ keywords: [String], in text: String) -> [String] {
        Keywords(keywords).found(in: text)
    }

    /// Keywords to look for in many texts: folded once, and ruled out in one pass over
    /// each text's folded bytes (most texts hold none; `FoldedASCII(canonical:)` tells
    /// for most text beyond ASCII too), before a case-insensitive `range(of:)` looks for
    /// the few that may be there (a byte search, in ASCII text).
    struct Keywords {
        let keywords: [String]
        private let folded: [[UInt8]?]

        init(_ keywords: [String]) {
            self.keywords = keywords
            folded = keywords.map(FoldedASCII.word)
        }

        /// `BusinessKeywords.found(keywords, in: text)`.
        func found(in text: String) -> [String] {
            let candidates = FoldedASCII(canonical: text).mayContain(each: folded)
            return zip(keywords, candidates).compactMap { keyword, candidate in
                guard candidate, !keyword.isEmpty,
                    BusinessKeywords.occurrences(of: keyword, in: text).contains(where: { !isNegated($0, in: text) })
                else { return nil }
                return keyword
            }
        }
    }

    /// Where `keyword` occurs in `text` as whole words: not inside a longer word.
    static func occurrences(of keyword: String, in text: String) -> [Range<String.Index>] {
        asciiOccurrences(of: keyword, in: text) ?? foundationOccurrences(of: keyword, in: text)
    }

    /// `occurrences(of:in:)` through Foundation's case-insensitive search: any text.
    static func foundationOccurrences(of keyword: String, in text: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var from = text.startIndex
        while from < text.endIndex,
            let range = text.range(of: keyword, options: [.caseInsensitive], range: from..<text.endIndex)
        {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { out.append(range) }
            from = text.index(after: range.lowerBound)
        }
        return out
    }

    /// `occurrences(of:in:)` on the bytes, when the keyword and the text are ASCII and
    /// the text has no carriage return (CR LF is one character); nil otherwise. Between
    /// ASCII strings, Foundation's case-insensitive comparison pairs only A–Z with a–z,
    /// every character is one byte, and the letters and numbers are A–Z, a–z and 0–9.
    static func asciiOccurrences(of keyword: String, in text: String) -> [Range<String.Index>]? {
        let bytes = Array(text.utf8), word = keyword.utf8.map(ASCIIText.lower)
        guard !word.isEmpty, word.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            return nil
        }
        func isWordByte(_ at: Int) -> Bool { bytes.indices.contains(at) && ASCIIText.isLetterOrDigit(bytes[at]) }
        let utf8 = text.utf8
        var out: [Range<String.Index>] = []
        var at = 0
        while at + word.count <= bytes.count {
            let end = at + word.count
            if ASCIIText.lower(bytes[at]) == word[0],
                (0..<word.count).allSatisfy({ ASCIIText.lower(bytes[at + $0]) == word[$0] }),
                !isWordByte(at - 1), !isWordByte(end)
            {
                out.append(utf8.index(utf8.startIndex, offsetBy: at)..<utf8.index(utf8.startIndex, offsetBy: end))
            }
            at += 1
        }
        return out
    }

    private static func isWordCharacter(_ char: Character?) -> Bool {
        guard let char else { return false }
        return char.isLetter || char.isNumber
    }

    /// Whether the word just before the match is "no" or "without".
    fileprivate static func isNegated(_ range: Range<String.Index>, in text: String) -> Bool {
        let words = text[..<range.lowerBound].split { !$0.isLetter }
        guard let previous = words.last?.lowercased() else { return false }
        return previous == "no" || previous == "without"
    }
}
