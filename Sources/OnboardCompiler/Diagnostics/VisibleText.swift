/// Text as a terminal or a log viewer shows it: control characters as their
/// Unicode pictures (`␀`, `␛`, `␊`), so nothing a file holds, whether in a
/// source excerpt or quoted in a message (an unknown key, a declared encoding),
/// reaches a terminal as an escape sequence. Tabs stay tabs.
enum VisibleText {
    static func scalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: scalar
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: scalar
        }
    }

    /// `text` with its control characters shown; with `keepingLineBreaks`, CR
    /// and LF stay (for a format that escapes them itself).
    static func string(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func shown(_ character: Unicode.Scalar) -> Unicode.Scalar {
            keepingLineBreaks && (character == "\n" || character == "\r") ? character : scalar(character)
        }
        guard text.unicodeScalars.contains(where: { shown($0) != $0 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(shown)))
    }
}
