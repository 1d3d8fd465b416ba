import Foundation

/// Text that looks damaged rather than written, as `copy-damaged` reports it.
struct CopyDamage {
    enum Kind: Int, CaseIterable {
        case mojibake, replacementCharacter, htmlEntity, escapeSequence, leadingSpace, trailingSpace, doubleSpace,
            unbalanced
    }

    var kind: Kind
    var range: Range<String.Index>
    /// What the damaged text should have been ("—" for "â€”"), when known.
    var repair: String?

    /// Every damage in `text`, in text order.
    static func find(in text: String) -> [CopyDamage] {
        guard !text.allSatisfy(\.isWhitespace) else { return [] }  // empty copy is `copy-placeholder`'s
        // Most copy is ASCII: it cannot hold mojibake, and the checks below take a quicker path.
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        let broken = ascii ? [] : mojibake(text)
        // "â€”" ends in "”": the characters of mojibake are not quotes of their own.
        let others = (matches(text) + spacing(text) + (ascii ? unbalancedASCII(text) : unbalanced(text)))
            .filter { damage in !broken.contains { $0.range.overlaps(damage.range) } }
        return (broken + others)
            .sorted { ($0.range.lowerBound, $0.kind.rawValue) < ($1.range.lowerBound, $1.kind.rawValue) }
    }

    // MARK: Mojibake

    /// The Windows-1252 byte each character stands for (Latin-1 for the rest of
    /// U+0000–U+00FF), to undo UTF-8 that was read as Windows-1252 or Latin-1.
    private static func windows1252(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value <= 0xFF { return UInt8(scalar.value) }
        return cp1252High[scalar.value]
    }

    private static let cp1252High: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// Runs of characters that are the bytes of one UTF-8 character read as
    /// Windows-1252 ("â€”" is E2 80 94, the bytes of "—"), and "Â" before a space
    /// (a non-breaking space whose second byte became a plain space).
    private static func mojibake(_ text: String) -> [CopyDamage] {
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        let scalars = Array(text.unicodeScalars)
        var out: [CopyDamage] = []
        var i = 0
        while i < scalars.count {
            guard let lead = windows1252(scalars[i]), (0xC2...0xF4).contains(lead) else { i += 1; continue }
            let need = lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3
            if i + need < scalars.count {
                let tail = scalars[(i + 1)...(i + need)].compactMap(windows1252)
                if tail.count == need, tail.allSatisfy({ (0x80...0xBF).contains($0) }),
                    let decoded = String(validating: [lead] + tail, as: UTF8.self)
                {
                    out.append(CopyDamage(kind: .mojibake, range: indices[i]..<indices[i + need + 1], repair: decoded))
                    i += need + 1
                    continue
                }
            }
            if lead == 0xC2, i + 1 < scalars.count, scalars[i + 1] == " " {
                out.append(CopyDamage(kind: .mojibake, range: indices[i]..<indices[i + 1], repair: ""))
            }
            i += 1
        }
        return out
    }

    // MARK: Characters and sequences

    private static let entities: [String: String] = [
        "amp": "&", "nbsp": "\u{00A0}", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "mdash": "—",
        "ndash": "–", "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "copy": "©",
        "reg": "®", "trade": "™", "bull": "•", "middot": "·", "eacute": "é", "euro": "€", "deg": "°",
    ]

    /// Compiled the first time a text may match (most copy holds none of these).
    private static let patterns: [(Kind, LazyRegex)] = [
        (.replacementCharacter, "\u{FFFD}"),
        (.htmlEntity, "&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"),
        (.escapeSequence, "\\\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}|[ntr\"'])"),
        (.doubleSpace, "(?<=\\S)[ \\t\\u00A0]{2,}(?=\\S)"),
    ].map { kind, pattern in (kind, LazyRegex(pattern)) }

    private static func matches(_ text: String) -> [CopyDamage] {
        let bytes = Array(text.utf8)
        return Self.patterns.flatMap { kind, lazy in
            // Skip a pattern whose matches need bytes the text does not hold.
            guard mayMatch(kind, bytes), let regex = lazy.compiled else { return [CopyDamage]() }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range, in: text).map { CopyDamage(kind: kind, range: $0, repair: repair(kind, text[$0])) }
            }
        }
    }

    /// false when no match of `kind`'s pattern can be in the text with these UTF-8
    /// bytes: a replacement character is EF BF BD, an entity is `&`, at least two
    /// characters and `;`, an escape `\` and a letter or quote, and doubled space
    /// two of space, tab and U+00A0 (C2 A0) in a row.
    private static func mayMatch(_ kind: Kind, _ bytes: [UInt8]) -> Bool {
        switch kind {
        case .replacementCharacter:
            return bytes.indices.dropLast(2).contains {
                bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBF && bytes[$0 + 2] == 0xBD
            }
        case .htmlEntity:  // `&`, then `;` at least two bytes on
            guard let amp = bytes.firstIndex(of: 0x26) else { return false }
            return bytes[amp...].dropFirst(2).contains(0x3B)
        case .escapeSequence:  // `\` before one of `u U x n t r " '`
            return bytes.indices.dropLast().contains {
                bytes[$0] == 0x5C && Array("uUxntr\"'".utf8).contains(bytes[$0 + 1])
            }
        case .doubleSpace:
            var run = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x20 || bytes[index] == 0x09 {
                    run += 1
                    index += 1
                } else if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                    run += 1
                    index += 2
                } else {
                    run = 0
                    index += 1
                }
                if run >= 2 { return true }
            }
            return false
        default: return true
        }
    }

    private static func repair(_ kind: Kind, _ found: Substring) -> String? {
        switch kind {
        case .htmlEntity:
            let name = found.dropFirst().dropLast()
            if name.hasPrefix("#x") || name.hasPrefix("#X") { return scalar(name.dropFirst(2), radix: 16) }
            if name.hasPrefix("#") { return scalar(name.dropFirst(), radix: 10) }
            return entities[String(name)]
        case .escapeSequence:
            let body = found.dropFirst()
            switch body.first {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return nil
            case "u", "U", "x": return scalar(body.dropFirst(), radix: 16)
            default: return String(body)
            }
        case .doubleSpace: return " "
        default: return nil
        }
    }

    private static func scalar(_ digits: Substring, radix: Int) -> String? {
        UInt32(digits, radix: radix).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    // MARK: Spacing and pairs

    private static func spacing(_ text: String) -> [CopyDamage] {
        var out: [CopyDamage] = []
        if let first = text.firstIndex(where: { !$0.isWhitespace }), first > text.startIndex {
            out.append(CopyDamage(kind: .leadingSpace, range: text.startIndex..<first, repair: ""))
        }
        if let last = text.lastIndex(where: { !$0.isWhitespace }), text.index(after: last) < text.endIndex {
            out.append(CopyDamage(kind: .trailingSpace, range: text.index(after: last)..<text.endIndex, repair: ""))
        }
        return out
    }

    private static let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "“": "”", "«": "»"]
    private static let closers = Dictionary(uniqueKeysWithValues: pairs.map { ($1, $0) })

    /// `unbalanced` for ASCII text, byte by byte: there every character is one byte
    /// (CR LF is one character of two, but neither is a bracket or a quote), and the
    /// only pairs are `()`, `[]` and `{}`.
    private static func unbalancedASCII(_ text: String) -> [CopyDamage] {
        let utf8 = text.utf8
        var open: [(UInt8, String.Index)] = []
        var out: [CopyDamage] = []
        var straight: [String.Index] = []
        func one(_ index: String.Index) -> Range<String.Index> { index..<utf8.index(after: index) }
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case 0x28, 0x5B, 0x7B:  // ( [ {
                open.append((byte, index))
            case 0x29, 0x5D, 0x7D:  // ) ] }
                let opener: UInt8 = byte == 0x29 ? 0x28 : byte - 2
                if open.last?.0 == opener {
                    open.removeLast()
                } else {
                    out.append(CopyDamage(kind: .unbalanced, range: one(index), repair: nil))
                }
            case 0x22:  // "
                straight.append(index)
            default:
                break
            }
            index = utf8.index(after: index)
        }
        out += open.map { CopyDamage(kind: .unbalanced, range: one($0.1), repair: nil) }
        if straight.count % 2 == 1, let last = straight.last {
            out.append(CopyDamage(kind: .unbalanced, range: one(last), repair: nil))
        }
        return out
    }

    /// Brackets and curly double quotes that do not pair up, and an odd straight `"`.
    private static func unbalanced(_ text: String) -> [CopyDamage] {
        var open: [(Character, String.Index)] = []
        var out: [CopyDamage] = []
        var straight: [String.Index] = []
        for index in text.indices {
            let char = text[index]
            if pairs[char] != nil {
                open.append((char, index))
            } else if let opener = closers[char] {
                if open.last?.0 == opener {
                    open.removeLast()
                } else {
                    out.append(CopyDamage(kind: .unbalanced, range: index..<text.index(after: index), repair: nil))
                }
            } else if char == "\"" {
                straight.append(index)
            }
        }
        out += open.map { CopyDamage(kind: .unbalanced, range: $0.1..<text.index(after: $0.1), repair: nil) }
        if straight.count % 2 == 1, let last = straight.last {
            out.append(CopyDamage(kind: .unbalanced, range: last..<text.index(after: last), repair: nil))
        }
        return out
    }
}
