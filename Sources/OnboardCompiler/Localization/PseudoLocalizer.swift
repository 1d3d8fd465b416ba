import BundleFormat

/// The two pseudo-locales' messages, made from the source message so that
/// layout problems show before any translation exists. Deterministic:
/// the same message always gives the same result. Arguments, `#` and the
/// plural's cases stay as they are; only text changes.
public enum PseudoLocalizer {
    /// en-XA: `[Ŝçåñ åñý ɱéñû one two]`. Latin letters become accented
    /// look-alikes, the text grows by about 40% (padding words before the
    /// closing bracket, and at the end of each plural case), and the brackets
    /// show where the string was cut or joined.
    public static func accented(_ message: Message) -> Message {
        let body = accented(message.parts)
        let padding = Self.padding(forLength: textLength(message.parts))
        return Message(parts: Message.merged([.text("[")] + body + [.text(padding + "]")]))
    }

    /// ar-XB, as Android's pseudo-localiser does it: every word (a run of
    /// non-space text and placeholders) is wrapped in RIGHT-TO-LEFT OVERRIDE …
    /// POP DIRECTIONAL FORMATTING, so left-to-right text shows mirrored, and the
    /// whole starts with a RIGHT-TO-LEFT MARK.
    public static func rightToLeft(_ message: Message) -> Message {
        Message(parts: Message.merged([.text(rightToLeftMark)] + rightToLeft(message.parts)))
    }

    static let rightToLeftMark = "\u{200F}"
    static let rightToLeftOverride = "\u{202E}"
    static let popDirectionalFormatting = "\u{202C}"

    private static func accented(_ parts: [Message.Part]) -> [Message.Part] {
        parts.map { part in
            switch part {
            case .text(let text):
                return .text(accented(text))
            case .plural(var plural):
                for index in plural.cases.indices {
                    let parts = plural.cases[index].parts
                    plural.cases[index].parts = Message.merged(
                        accented(parts) + [.text(padding(forLength: textLength(parts)))])
                }
                return .plural(plural)
            case .argument, .count:
                return part
            }
        }
    }

    /// The text's Latin letters accented, but for its links' `](id)`, which must name the link still.
    private static func accented(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var from = text.startIndex
        for closing in LinkMarkup.closings(in: text) + [text.endIndex..<text.endIndex] {
            out.append(contentsOf: text.unicodeScalars[from..<closing.lowerBound].map { accents[$0] ?? $0 })
            out.append(contentsOf: text.unicodeScalars[closing])
            from = closing.upperBound
        }
        return String(out)
    }

    private static func rightToLeft(_ parts: [Message.Part]) -> [Message.Part] {
        var out: [Message.Part] = []
        var inWord = false
        func word(_ starts: Bool) {
            guard starts != inWord else { return }
            out.append(.text(starts ? rightToLeftOverride : popDirectionalFormatting))
            inWord = starts
        }
        for part in parts {
            switch part {
            case .text(let text):
                for character in text {
                    word(!character.isWhitespace)
                    out.append(.text(String(character)))
                }
            case .argument, .count:
                word(true)
                out.append(part)
            case .plural(var plural):
                word(false)
                for index in plural.cases.indices {
                    plural.cases[index].parts = Message.merged(rightToLeft(plural.cases[index].parts))
                }
                out.append(.plural(plural))
            }
        }
        word(false)
        return out
    }

    /// Characters of literal text, outside any plural.
    private static func textLength(_ parts: [Message.Part]) -> Int {
        parts.reduce(0) { if case .text(let text) = $1 { $0 + text.count } else { $0 } }
    }

    /// About 40% of `length` in padding words.
    static func padding(forLength length: Int) -> String {
        let count = (length * 2 + 4) / 5
        guard count > 0 else { return "" }
        var filler = ""
        while filler.count < count { filler += fillerWords }
        return String(filler.prefix(count))
    }

    private static let fillerWords = " one two three four five six seven eight nine ten"

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
