import Foundation

extension CopyText {
    /// Where `phrase` is written in `text` as whole words, in order: letter case is
    /// ignored, a space in the phrase matches any run of white space, and `'`
    /// matches `’`. A match never starts or ends inside a word ("use" is not found in
    /// "user" or "reused", "we" not in "we'll"); a hyphen does end a word ("help" is
    /// found in "self-help").
    static func occurrences(of phrase: String, in text: String) -> [Range<String.Index>] {
        occurrences(of: [phrase], in: text)[0]
    }

    /// `occurrences(of:in:)` of each phrase, in the order of `phrases`. Quicker than
    /// one call per phrase: the text is folded for `FoldedASCII` once.
    static func occurrences(of phrases: [String], in text: String) -> [[Range<String.Index>]] {
        let folded = FoldedASCII(text)
        return phrases.map { phrase in
            let pattern = PhrasePatterns.shared.pattern(for: phrase)
            // Most texts hold none of the phrases. Rule that out cheaply, so that the
            // whole-word expression is compiled and run only where it may match:
            // first a word of the phrase that is not in the text at all, then the
            // phrase itself, without the word boundaries (its matches are a superset).
            guard pattern.words.allSatisfy(folded.mayContain) else { return [] }
            let whole = NSRange(text.startIndex..., in: text)
            guard let body = pattern.body, body.firstMatch(in: text, range: whole) != nil,
                  let regex = pattern.regex() else { return [] }
            return regex.matches(in: text, range: whole).compactMap { Range($0.range, in: text) }
        }
    }

    /// `replacement` with its first letter in upper case when `found` starts with one
    /// ("Utilize" → "Use").
    static func matchingCase(_ replacement: String, like found: Substring) -> String {
        guard let first = found.first, first.isUppercase, let head = replacement.first else { return replacement }
        return head.uppercased() + replacement.dropFirst()
    }
}

/// A text's bytes with A–Z in lower case, to rule out cheaply that a word occurs in
/// it ignoring case, before a case-insensitive regular expression or
/// `range(of:options: .caseInsensitive)` looks for it.
///
/// Only an answer of "no" is used, and it is given only when both the text and the
/// word are ASCII. Then no case folding can make them match: the only ASCII letters
/// equal ignoring case are the A–Z / a–z pairs; characters such as the Kelvin sign
/// `K`, the long `ſ` or the ligature `ﬁ` fold to ASCII letters, but they are not ASCII.
struct FoldedASCII {
    /// nil when the text is not all ASCII.
    private let bytes: [UInt8]?

    init(_ text: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                self.bytes = nil
                return
            }
            bytes.append(Self.lower(byte))
        }
        self.bytes = bytes
    }

    /// A word as `mayContain` takes it: its bytes with A–Z in lower case, or nil
    /// when it is not ASCII (then every text may contain it).
    static func word(_ word: some StringProtocol) -> [UInt8]? {
        var out: [UInt8] = []
        for byte in word.utf8 {
            guard byte < 0x80 else { return nil }
            out.append(lower(byte))
        }
        return out
    }

    /// false only when `word` (from `word(_:)`) certainly does not occur in the text.
    func mayContain(_ word: [UInt8]?) -> Bool {
        guard let bytes, let word, let first = word.first else { return true }
        guard word.count <= bytes.count else { return false }
        var start = 0
        let last = bytes.count - word.count
        while start <= last {
            if bytes[start] == first {
                var k = 1
                while k < word.count && bytes[start + k] == word[k] { k += 1 }
                if k == word.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}

/// Each phrase `CopyText.occurrences` is asked for: its words for `FoldedASCII`, the
/// phrase alone as a regular expression, and the phrase as whole words, compiled
/// the first time a text may hold the phrase. All are kept for the rest of the
/// process. Compiling the whole-word expression costs far more than matching it
/// (ICU builds the `\p{L}` and `\p{N}` sets anew for every pattern: about 0.14 ms,
/// and 0.45 ms when they are case-closed), and the copy rules ask for the same
/// phrases (the long forms of `copy-contractions`, the policy's `tone.avoid`
/// words) in every piece of copy; the phrase alone compiles in microseconds.
/// Shared by the threads of a parallel build; an `NSRegularExpression` may be
/// used from several threads at once.
private final class PhrasePatterns: @unchecked Sendable {
    static let shared = PhrasePatterns()

    final class Pattern: @unchecked Sendable {
        let phrase: String
        /// The phrase's words for `FoldedASCII.mayContain`; empty for a phrase without words.
        let words: [[UInt8]?]
        /// The words ignoring case, with white space between them, anywhere (so also
        /// inside other words); nil for a phrase without words.
        let body: NSRegularExpression?
        private let lock = NSLock()
        private var compiled: NSRegularExpression??

        init(_ phrase: String) {
            self.phrase = phrase
            let split = phrase.split(whereSeparator: \.isWhitespace)
            words = split.map(FoldedASCII.word)
            body = split.isEmpty ? nil : try? NSRegularExpression(pattern: Self.body(split), options: [.caseInsensitive])
        }

        /// nil for a phrase without words.
        func regex() -> NSRegularExpression? {
            lock.lock()
            defer { lock.unlock() }
            if let compiled { return compiled }
            let regex = Self.compile(phrase)
            compiled = .some(regex)
            return regex
        }

        /// The words; a space matches any run of white space, `'` matches `’`.
        private static func body(_ words: [Substring]) -> String {
            words.map { word in
                NSRegularExpression.escapedPattern(for: String(word))
                    .replacingOccurrences(of: "'", with: "['’]").replacingOccurrences(of: "’", with: "['’]")
            }.joined(separator: "\\s+")
        }

        /// Whole words only: not after a letter, digit or apostrophe, and not before a
        /// letter, a digit, or an apostrophe and a letter. Only the words ignore case.
        /// Ignoring case for the whole pattern would give the same matches, but ICU
        /// then closes the `\p{L}` and `\p{N}` sets over case, which triples the time
        /// to compile; the closure adds one character to them, U+0345 (the combining
        /// Greek ypogegrammeni, whose case partners are letters), written out here.
        private static func compile(_ phrase: String) -> NSRegularExpression? {
            let words = phrase.split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { return nil }
            let pattern = "(?<![\\p{L}\\p{N}\\u0345'’])(?i:" + body(words) + ")(?![\\p{L}\\p{N}\\u0345]|['’][\\p{L}\\u0345])"
            return try? NSRegularExpression(pattern: pattern)
        }
    }

    private let lock = NSLock()
    private var patterns: [String: Pattern] = [:]

    func pattern(for phrase: String) -> Pattern {
        lock.lock()
        defer { lock.unlock() }
        if let pattern = patterns[phrase] { return pattern }
        // Phrases come from the specs' policies; a bound keeps a hostile input from growing this without end.
        if patterns.count >= 4096 { patterns.removeAll() }
        let pattern = Pattern(phrase)
        patterns[phrase] = pattern
        return pattern
    }
}
