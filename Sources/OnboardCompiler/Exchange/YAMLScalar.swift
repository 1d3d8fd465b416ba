/// A text as a one-line YAML scalar that reads back as exactly that text:
/// plain when no YAML reader could take it for anything else, double-quoted
/// with escapes otherwise (ICU messages with braces, leading `@` or `?`,
/// `: `, ` #`, line breaks, words such as `yes` or `null`, numbers).
enum YAMLScalar {
    static func write(_ text: String, quoted: Bool = false) -> String {
        !quoted && isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// True when `text` written plain is read back as the same string, in a
    /// block or a flow mapping, by YAML 1.1 and 1.2 readers alike.
    static func isPlainSafe(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`+.0123456789 \t".unicodeScalars.contains(first) { return false }
        if last == " " || last == ":" || last == "\t" { return false }
        for (index, scalar) in scalars.enumerated() {
            if ",[]{}".unicodeScalars.contains(scalar) || needsEscape(scalar) || scalar == "\t" { return false }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == ":" && next == " " { return false }
            if scalar == " " && next == "#" { return false }
        }
        return !reserved.contains(text.lowercased())
    }

    /// Words YAML 1.1 reads as booleans or null.
    private static let reserved: Set<String> = ["null", "~", "true", "false", "yes", "no", "on", "off", "y", "n"]

    /// `"…"` with `\\`, `\"` and escapes for line breaks and every character a
    /// YAML reader will not take as itself.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out +=
                        scalar.value <= 0xFF
                        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Characters YAML does not allow as themselves (outside the printable set),
    /// line breaks, and the byte order mark.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(value) || value == 0xFEFF
            || value == 0x2028 || value == 0x2029 || (0xD800...0xDFFF).contains(value) || value == 0xFFFE
            || value == 0xFFFF
    }
}
