import Foundation

extension CopyText {
    /// Where `phrase` is written in `text` as whole words, in order: letter case is
    /// ignored, a space in the phrase matches any run of white space, and `'`
    /// matches `’`. A match never starts or ends inside a word ("use" is not found in
    /// "user" or "reused", "we" not in "we'll"); a hyphen does end a word ("help" is
    /// found in "self-help").
    static func occurrences(of phrase: String, in text: String) -> [Range<String.Index>] {
        Phrases([phrase]).occurrences(in: text)[0]
    }

    /// `occurrences(of:in:)` of each phrase, in the order of `phrases`.
    static func occurrences(of phrases: [String], in text: String) -> [[Range<String.Index>]] {
        Phrases(phrases).occurrences(in: text)
    }

    /// Phrases to look for in many texts with `occurrences(in:)`: make it once for
    /// all the texts the same phrases are looked for in.
    struct Phrases: Sendable {
        private let patterns: [PhrasePattern]

        init(_ phrases: [String]) {
            patterns = PhrasePattern.shared(phrases)
        }

        /// `occurrences(of:in:)` of each phrase, in order.
        func occurrences(in text: String) -> [[Range<String.Index>]] {
            let folded = FoldedASCII(projecting: text)
            var range: NSRange?
            func whole() -> NSRange {
                if let range { return range }
                let all = NSRange(text.startIndex..., in: text)
                range = all
                return all
            }
            return patterns.map { pattern in
                // Most texts hold none of the phrases. Rule that out cheaply, so that the
                // whole-word expression is compiled and run only where it may match: the
                // words with white space between them must be in the text. Where
                // `FoldedASCII` cannot tell, the phrase must match without the word
                // boundaries.
                switch folded.mayContain(phrase: pattern.asciiWords) {
                case false?: return []
                case true?: break
                case nil:
                    guard let body = pattern.body?.compiled, body.firstMatch(in: text, range: whole()) != nil
                    else { return [] }
                }
                guard let regex = pattern.regex() else { return [] }
                return regex.matches(in: text, range: whole()).compactMap { Range($0.range, in: text) }
            }
        }
    }

    /// `replacement` with its first letter in upper case when `found` starts with one
    /// ("Utilize" → "Use").
    static func matchingCase(_ replacement: String, like found: Substring) -> String {
        guard let first = found.first, first.isUppercase, let head = replacement.first else { return replacement }
        return head.uppercased() + replacement.dropFirst()
    }
}

/// A text's bytes with A–Z in lower case, to rule out cheaply that ASCII words
/// occur in it ignoring case, before a case-insensitive regular expression or
/// `range(of:options: .caseInsensitive)` looks for them. Only an answer of "no"
/// is used, and it is given only when the words are ASCII.
///
/// In ASCII text no case folding can make other letters match: the only ASCII
/// letters equal ignoring case are the A–Z / a–z pairs, and no other character is
/// canonically equivalent to an ASCII letter. Other text can be *projected* for
/// `CopyText.occurrences` (ICU regular expressions that ignore case compare case
/// foldings): a character whose case folding is not ASCII becomes a byte no word
/// holds, white space becomes a space, and `’` becomes `'`. A text with one of the
/// 20 characters whose case mappings hold ASCII letters (the Kelvin sign `K` folds
/// to `k`, the long `ſ` to `s`, `ß` to `ss`, the ligature `ﬁ` to `fi`, dotted `İ`
/// to `i` and a dot, …) cannot be projected.
struct FoldedASCII {
    /// nil when this cannot tell.
    private let bytes: [UInt8]?

    /// ASCII text only; other text gives answers of "maybe".
    init(_ text: String) {
        bytes = Self.ascii(text)
    }

    /// The text's UTF-8 bytes as they are, for words that must occur exactly
    /// (a regular expression that heeds case); `mayContain` then takes any bytes.
    init(exactly text: String) {
        bytes = Array(text.utf8)
    }

    /// Any text, for words matched by an ICU regular expression that ignores case,
    /// with `\s` between them, in which `'` also matches `’` (`’` in the text
    /// becomes `'`; the words must have `'` for both).
    init(projecting text: String) {
        bytes = Self.ascii(text) ?? Self.projected(text)
    }

    /// Any text, for ASCII words that Foundation's `range(of:)` looks for (it compares
    /// canonically, heeding case or not). What such a search finds is canonically
    /// equivalent to the ASCII word, or to a case variant of it, so it is made of
    /// characters whose canonical decompositions are ASCII (ASCII, and three
    /// singletons: U+212A Kelvin sign → `K`, U+037E Greek question mark → `;`, U+1FEF
    /// Greek varia → `` ` ``) or whose case mappings hold ASCII. A text with one of the
    /// latter (the Kelvin sign among them; see `mayFoldToASCII`) cannot be projected;
    /// the two others become their ASCII; any other character becomes a byte no word
    /// holds, except one ignorable by default, which is left out: a search that skipped
    /// it is still let through.
    init(canonical text: String) {
        bytes = Self.ascii(text) ?? Self.canonical(text)
    }

    private static func canonical(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where scalar.isASCII: bytes.append(ASCIIText.lower(UInt8(scalar.value)))
            case _ where mayFoldToASCII(scalar): return nil
            case "\u{037E}": bytes.append(0x3B)  // ;
            case "\u{1FEF}": bytes.append(0x60)  // `
            case _ where scalar.properties.isDefaultIgnorableCodePoint: continue
            default: bytes.append(0x80)
            }
        }
        return bytes
    }

    private static func ascii(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(ASCIIText.lower(byte))
        }
        return bytes
    }

    private static func projected(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                bytes.append(ASCIIText.lower(UInt8(scalar.value)))
            } else if scalar == "\u{2019}" {
                bytes.append(0x27)  // `’` matches where the phrase has `'`
            } else if mayFoldToASCII(scalar) {
                return nil
            } else {
                bytes.append(isSpace(scalar) ? 0x20 : 0x80)
            }
        }
        return bytes
    }

    /// Whether a case mapping of `scalar` (lower, upper or title case, or the lower
    /// or upper case of one of those), and so its case folding, holds an ASCII
    /// character. True for U+00DF, U+0130, U+0131, U+0149, U+017F, U+01F0,
    /// U+1E96–U+1E9A, U+1E9E, U+212A and U+FB00–U+FB06; that covers every character
    /// whose full case folding holds ASCII (checked against Python's `casefold`).
    private static func mayFoldToASCII(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard properties.changesWhenCaseMapped || properties.changesWhenCaseFolded else { return false }
        let mappings = [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping]
        return (mappings + mappings.map { $0.lowercased() } + mappings.map { $0.uppercased() })
            .contains { mapping in mapping.utf8.contains { $0 < 0x80 } }
    }

    /// White space as `\s` matches it outside ASCII (separators), and Unicode's
    /// other white space (NEL), which does no harm here.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isWhitespace
        }
    }

    /// A word as `mayContain` takes it: its bytes with A–Z in lower case, or nil
    /// when it is not ASCII (then every text may contain it).
    static func word(_ word: some StringProtocol) -> [UInt8]? {
        var out: [UInt8] = []
        for byte in word.utf8 {
            guard byte < 0x80 else { return nil }
            out.append(ASCIIText.lower(byte))
        }
        return out
    }

    /// false only when `word` (from `word(_:)`; any bytes after `init(exactly:)`)
    /// certainly does not occur in the text.
    func mayContain(_ word: [UInt8]?) -> Bool {
        guard let bytes, let word, !word.isEmpty else { return true }
        var start = 0
        return Self.next(word, in: bytes, from: &start) != nil
    }

    /// `mayContain` of each word, in one pass over the text.
    func mayContain(each words: [[UInt8]?]) -> [Bool] {
        var found = words.map { word in bytes == nil || (word?.isEmpty ?? true) }
        guard let bytes else { return found }
        var left = found.count(where: { !$0 })
        var start = 0
        while left > 0, start < bytes.count {
            let byte = bytes[start]
            for (index, word) in words.enumerated() where !found[index] {
                if let word, word[0] == byte, Self.matches(word, in: bytes, at: start) {
                    found[index] = true
                    left -= 1
                }
            }
            start += 1
        }
        return found
    }

    /// Whether the words (from `word(_:)`, none empty) occur in the text one after
    /// another with white space between them, anywhere (also inside longer words):
    /// false when they certainly do not; nil when this cannot tell (the text cannot
    /// be projected, or the words are nil: not all ASCII).
    func mayContain(phrase words: [[UInt8]]?) -> Bool? {
        guard let bytes, let words, let first = words.first else { return nil }
        var start = 0
        search: while var at = Self.next(first, in: bytes, from: &start) {
            for word in words.dropFirst() {
                let gap = at
                // The ASCII characters `\s` matches, and vertical tab, which does no harm here.
                while at < bytes.count, ASCIIText.isSpace(bytes[at]) { at += 1 }
                guard at > gap, Self.matches(word, in: bytes, at: at) else { continue search }
                at += word.count
            }
            return true
        }
        return false
    }

    /// The end of the first occurrence of `word` that starts at or after `start`;
    /// `start` moves just past where that occurrence starts. nil when there is none.
    private static func next(_ word: [UInt8], in bytes: [UInt8], from start: inout Int) -> Int? {
        let first = word[0]
        let last = bytes.count - word.count
        while start <= last {
            let at = start
            start += 1
            if bytes[at] == first && matches(word, in: bytes, at: at) { return at + word.count }
        }
        return nil
    }

    private static func matches(_ word: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        guard start + word.count <= bytes.count else { return false }
        for k in word.indices where bytes[start + k] != word[k] { return false }
        return true
    }

}

/// One phrase `CopyText.occurrences` looks for: its words for `FoldedASCII`, the
/// words alone as a regular expression, and the words as whole words, compiled the
/// first time a text may hold them. Each phrase's pattern is made once and kept for
/// the rest of the process: compiling the whole-word expression costs far more
/// than matching it (ICU builds its `\p{L}` and `\p{N}` sets anew for every
/// pattern: about 0.14 ms, and 0.45 ms when they are closed over case), and the
/// copy rules look for the same phrases (the long forms of `copy-contractions`,
/// the policy's `tone.avoid` words) in every piece of copy. The words alone
/// compile in microseconds. Shared by the threads of a parallel build; an
/// `NSRegularExpression` may be used from several threads at once.
final class PhrasePattern: @unchecked Sendable {
    let phrase: String
    /// The phrase's words for `FoldedASCII.mayContain(phrase:)`; nil when one is not
    /// ASCII, or there are none.
    let asciiWords: [[UInt8]]?
    /// The words ignoring case, with white space between them, anywhere (also
    /// inside longer words); nil for a phrase without words.
    let body: LazyRegex?
    private let lock = NSLock()
    private var compiled: NSRegularExpression??

    private init(_ phrase: String) {
        self.phrase = phrase
        let split = phrase.split(whereSeparator: \.isWhitespace)
        // `'` and `’` match each other; a projected text has `'` for both.
        let words = split.compactMap { FoldedASCII.word($0.replacingOccurrences(of: "’", with: "'")) }
        asciiWords = words.isEmpty || words.count < split.count ? nil : words
        body = split.isEmpty ? nil : LazyRegex(Self.body(split), options: [.caseInsensitive])
    }

    /// The phrase as whole words; nil for a phrase without words.
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
    /// Ignoring case in the whole pattern gives the same matches, but ICU then closes
    /// the `\p{L}` and `\p{N}` sets over case, which triples the time to compile. The
    /// closure adds one character to them, U+0345 (combining Greek ypogegrammeni,
    /// whose case partners are letters); it is written out here.
    private static func compile(_ phrase: String) -> NSRegularExpression? {
        let words = phrase.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        let pattern =
            "(?<![\\p{L}\\p{N}\\u0345'’])(?i:" + body(words) + ")(?![\\p{L}\\p{N}\\u0345]|['’][\\p{L}\\u0345])"
        return try? NSRegularExpression(pattern: pattern)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: PhrasePattern] = [:]

    /// The pattern of each phrase, made the first time the process asks for it.
    static func shared(_ phrases: [String]) -> [PhrasePattern] {
        lock.lock()
        defer { lock.unlock() }
        return phrases.map { phrase in
            if let pattern = known[phrase] { return pattern }
            // Phrases come from the specs' policies; a bound keeps a hostile input from growing this without end.
            if known.count >= 4096 { known.removeAll() }
            let pattern = PhrasePattern(phrase)
            known[phrase] = pattern
            return pattern
        }
    }
}

/// A regular expression compiled the first time it is used, so that a process
/// whose texts never need it does not pay for compiling it (ICU builds the sets
/// of `\p{L}` and the like anew for every pattern). Shared by the threads of a
/// parallel build; an `NSRegularExpression` may be used from several threads at once.
final class LazyRegex: @unchecked Sendable {
    private let pattern: String
    private let options: NSRegularExpression.Options
    private let lock = NSLock()
    private var regex: NSRegularExpression??

    init(_ pattern: String, options: NSRegularExpression.Options = []) {
        self.pattern = pattern
        self.options = options
    }

    /// nil when the pattern does not compile.
    var compiled: NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let regex { return regex }
        let made = try? NSRegularExpression(pattern: pattern, options: options)
        regex = .some(made)
        return made
    }
}
