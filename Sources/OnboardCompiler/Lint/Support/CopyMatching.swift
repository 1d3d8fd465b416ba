import Foundation

extension CopyText {
    /// Where `phrase` is written in `text` as whole words, in order: letter case is
    /// ignored, a space in the phrase matches any run of white space, and `'`
    /// matches `’`. A match never starts or ends inside a word ("use" is not found in
    /// "user" or "reused", "we" not in "we'll"); a hyphen does end a word ("help" is
    /// found in "self-help").
    static func occurrences(of phrase: String, in text: String) -> [Range<String.Index>] {
        let words = phrase.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return [] }
        let body = words.map { word in
            NSRegularExpression.escapedPattern(for: String(word))
                .replacingOccurrences(of: "'", with: "['’]").replacingOccurrences(of: "’", with: "['’]")
        }.joined(separator: "\\s+")
        let pattern = "(?<![\\p{L}\\p{N}'’])" + body + "(?![\\p{L}\\p{N}]|['’]\\p{L})"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range, in: text) }
    }

    /// `replacement` with its first letter in upper case when `found` starts with one
    /// ("Utilize" → "Use").
    static func matchingCase(_ replacement: String, like found: Substring) -> String {
        guard let first = found.first, first.isUppercase, let head = replacement.first else { return replacement }
        return head.uppercased() + replacement.dropFirst()
    }
}
