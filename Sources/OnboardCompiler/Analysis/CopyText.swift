import BundleFormat

/// How the copy rules read text: words, sentences, syllables and the
/// Flesch–Kincaid grade.
///
/// **Words.** The text is split on white space; a piece counts as a word when it
/// holds at least one letter or digit. So `&`, `→`, `←`, `—` and `-` written on their
/// own are not words, punctuation stuck to a word does not make another one
/// ("levels." is one word), and hyphenated or slashed words count once
/// ("real-time", "vegan/vegetarian"). A link's markup sits inside the words it wraps, so
/// "[Privacy Policy](privacy)" is two words, as the reader sees it; the reading level
/// reads the text without the markup.
enum CopyText {
    /// The words of `text`, as ranges into it.
    static func words(_ text: String) -> [Range<String.Index>] {
        words(in: text[...])
    }

    static func words(in text: Substring) -> [Range<String.Index>] {
        if let words = ASCIIText.words(in: text) { return words }
        var out: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index <= text.endIndex {
            let isSpace = index == text.endIndex || text[index].isWhitespace
            if isSpace, let begin = start {
                if text[begin..<index].contains(where: { $0.isLetter || $0.isNumber }) { out.append(begin..<index) }
                start = nil
            } else if !isSpace, start == nil {
                start = index
            }
            if index == text.endIndex { break }
            index = text.index(after: index)
        }
        return out
    }

    static func wordCount(_ text: String) -> Int { words(text).count }

    /// The sentences of `text`, as ranges from their first to their last character.
    ///
    /// A sentence ends at a line break, or at `.`, `!`, `?` or `…` (with any closing
    /// quotes and brackets after it) followed by white space and then not by a
    /// lower-case letter, so "e.g. apples" and "etc. and" do not end one. Pieces
    /// without a word ("→") are not sentences.
    static func sentences(_ text: String) -> [Range<String.Index>] {
        if let sentences = ASCIIText.sentences(text) { return sentences }
        var out: [Range<String.Index>] = []
        var start = text.startIndex
        func close(_ end: String.Index) {
            let piece = text[start..<end]
            guard let first = piece.firstIndex(where: { !$0.isWhitespace }),
                let last = piece.lastIndex(where: { !$0.isWhitespace })
            else { return }
            let range = first..<text.index(after: last)
            if !words(in: text[range]).isEmpty { out.append(range) }
        }
        var index = text.startIndex
        while index < text.endIndex {
            let char = text[index]
            if char.isNewline {
                close(index)
                start = text.index(after: index)
            } else if ".!?…".contains(char) {
                var end = text.index(after: index)
                while end < text.endIndex, ".!?…\"”’')]".contains(text[end]) { end = text.index(after: end) }
                let next = text[end...].drop(while: { $0.isWhitespace && !$0.isNewline })
                if end == text.endIndex || (next.startIndex > end && !(next.first?.isLowercase ?? false)) {
                    close(end)
                    start = end
                }
                index = end
                continue
            }
            index = text.index(after: index)
        }
        close(text.endIndex)
        return out
    }

    /// Estimated syllables of one word. English heuristic: lower-case the letters;
    /// words of up to three letters have one; drop a silent ending (`-es` after a
    /// consonant other than `l`, `-ed` not after `t` or `d`, `-e` after a consonant
    /// other than `l`) and a leading `y`; then count the groups of vowels
    /// (`a e i o u y`). At least one. Hyphenated words are the sum of their parts; a
    /// word without letters ("3") has one.
    static func syllables(_ word: some StringProtocol) -> Int {
        if let count = ASCIIText.syllables(word.utf8) { return count }
        let parts = word.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "–" || $0 == "—" })
        if parts.count > 1 { return parts.map { syllables($0) }.reduce(0, +) }
        let letters = Array(word.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
        if letters.count <= 3 { return 1 }
        var w = letters
        let n = w.count
        if w[n - 2] == "e", w[n - 1] == "s", !"laeiouy".contains(w[n - 3]) {
            w.removeLast(3)
        } else if w[n - 2] == "e", w[n - 1] == "d", !"td".contains(w[n - 3]) {
            w.removeLast(3)
        } else if w[n - 1] == "e", !"laeiouy".contains(w[n - 2]) {
            w.removeLast(2)
        }
        if w.first == "y" { w.removeFirst() }
        var groups = 0
        var inVowel = false
        for char in w {
            let vowel = char.asciiValue.map { "aeiouy".utf8.contains($0) } ?? false
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        return max(groups, 1)
    }

    /// The counts Flesch–Kincaid needs, and the grade.
    struct ReadingLevel: Equatable {
        var words: Int
        var sentences: Int
        var syllables: Int

        /// Flesch–Kincaid grade level:
        /// 0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59.
        var grade: Double {
            guard words > 0 else { return 0 }
            return 0.39 * Double(words) / Double(max(sentences, 1)) + 11.8 * Double(syllables) / Double(words) - 15.59
        }
    }

    /// Of the text a reader sees: a link's text counts, its markup (`](terms)`) does not.
    static func readingLevel(_ written: String) -> ReadingLevel {
        let text = LinkMarkup.plainText(written)
        let words = words(text)
        return ReadingLevel(
            words: words.count, sentences: max(sentences(text).count, 1),
            syllables: words.map { syllables(text[$0]) }.reduce(0, +))
    }
}

/// `CopyText.words` and `CopyText.sentences` for ASCII text, byte by byte: the same
/// ranges as the general code, which goes character by character and asks each
/// character's Unicode properties (most copy is ASCII, and that was most of the
/// time the copy rules took). In ASCII every character is one byte, except CR LF,
/// which is one character: `sentences` leaves text with CR LF to the general code.
/// The properties the general code asks, for ASCII: white space is tab, line feed,
/// vertical tab, form feed, carriage return and space; line breaks are LF, VT, FF
/// and CR; letters are A–Z and a–z, lower case a–z; numbers are 0–9.
enum ASCIIText {
    /// nil when the text is not ASCII.
    static func words(in text: Substring) -> [Range<String.Index>]? {
        let utf8 = text.utf8
        var out: [Range<String.Index>] = []
        var start: String.Index?
        var counts = false
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x80 else { return nil }
            if isSpace(byte) {
                if let begin = start, counts { out.append(begin..<index) }
                start = nil
            } else {
                if start == nil {
                    start = index
                    counts = false
                }
                if isLetterOrDigit(byte) { counts = true }
            }
            index = utf8.index(after: index)
        }
        if let begin = start, counts { out.append(begin..<index) }
        return out
    }

    /// nil when the text is not ASCII or holds CR LF.
    static func sentences(_ text: String) -> [Range<String.Index>]? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        for i in bytes.indices.dropLast() where bytes[i] == 0x0D && bytes[i + 1] == 0x0A { return nil }
        // Byte offsets into `text`; the ranges are made from them at the end.
        var found: [Range<Int>] = []
        var start = 0
        func close(_ end: Int) {
            guard let first = bytes[start..<end].firstIndex(where: { !isSpace($0) }),
                let last = bytes[start..<end].lastIndex(where: { !isSpace($0) })
            else { return }
            // A piece without a letter or digit (words are runs of non-space) is not a sentence.
            if bytes[first...last].contains(where: isLetterOrDigit) { found.append(first..<(last + 1)) }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isNewline(byte) {
                close(index)
                start = index + 1
            } else if isFullStop(byte) {
                var end = index + 1
                while end < bytes.count, isFullStop(bytes[end]) || isCloser(bytes[end]) { end += 1 }
                var next = end
                while next < bytes.count, isSpace(bytes[next]) && !isNewline(bytes[next]) { next += 1 }
                if end == bytes.count || (next > end && !(next < bytes.count && isLower(bytes[next]))) {
                    close(end)
                    start = end
                }
                index = end
                continue
            }
            index += 1
        }
        close(bytes.count)
        let utf8 = text.utf8
        return found.map { range in
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        }
    }

    // The ASCII byte classes every byte search of copy uses (see the type's comment).
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    static func isNewline(_ byte: UInt8) -> Bool { (0x0A...0x0D).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { isLower(byte) || (0x41...0x5A).contains(byte) }
    static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }
    /// A–Z as a–z; every other byte as it is (ignoring case between ASCII texts pairs only these).
    static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    /// `CopyText.syllables` of an ASCII word; nil when the word is not ASCII.
    static func syllables(_ utf8: some Collection<UInt8>) -> Int? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return syllables(ascii: Array(utf8))
    }

    private static func syllables(ascii word: [UInt8]) -> Int {
        let parts = word.split(whereSeparator: { $0 == 0x2D || $0 == 0x2F })  // - /
        if parts.count > 1 { return parts.map { syllables(ascii: Array($0)) }.reduce(0, +) }
        var w = word.compactMap { byte -> UInt8? in
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            return isLower(lower) ? lower : nil
        }
        if w.count <= 3 { return 1 }
        func oneOf(_ byte: UInt8, _ set: StaticString) -> Bool {
            set.withUTF8Buffer { $0.contains(byte) }
        }
        let n = w.count
        let (d, e, s, y) = (UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "s"), UInt8(ascii: "y"))
        if w[n - 2] == e, w[n - 1] == s, !oneOf(w[n - 3], "laeiouy") {
            w.removeLast(3)
        } else if w[n - 2] == e, w[n - 1] == d, !oneOf(w[n - 3], "td") {
            w.removeLast(3)
        } else if w[n - 1] == e, !oneOf(w[n - 2], "laeiouy") {
            w.removeLast(2)
        }
        if w.first == y { w.removeFirst() }
        var groups = 0
        var inVowel = false
        for byte in w {
            let vowel = oneOf(byte, "aeiouy")
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        return max(groups, 1)
    }

    /// `.`, `!` and `?` (`…` is not ASCII).
    private static func isFullStop(_ byte: UInt8) -> Bool { byte == 0x2E || byte == 0x21 || byte == 0x3F }
    /// `"`, `'`, `)` and `]`: what may close a sentence after its full stop.
    private static func isCloser(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x27 || byte == 0x29 || byte == 0x5D }
}
