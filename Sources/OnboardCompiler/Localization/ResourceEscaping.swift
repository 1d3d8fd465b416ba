/// How a string is written into each file format the emitters produce, so
/// that the platform reads back exactly the text given. Non-ASCII text (emoji,
/// right-to-left scripts) is written as is, in UTF-8.
enum ResourceEscaping {
    /// A value between the double quotes of an Apple `.strings` file: `"`, `\`,
    /// newline, tab and carriage return as `\"`, `\\`, `\n`, `\t`, `\r`; other
    /// control characters as `\UXXXX`.
    static func appleStrings(_ text: String) -> String {
        appleStringsEscaping.escaped(text)
    }

    /// `appleStrings(text)`, appended to `out` as UTF-8.
    static func appleStrings(_ text: String, into out: inout [UInt8]) {
        appleStringsEscaping.append(text, to: &out)
    }

    private static let appleStringsEscaping = UTF8Escaping(ascii: "\"\\\u{7F}") { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\U" + CodePoint.hex(scalar.value)
        default: nil
        }
    }

    /// The text of an Android `<string>` or `<item>`: XML specials, quotes, a leading `@`
    /// or `?`, backslashes, newlines, tabs and other control characters; whitespace that
    /// aapt would collapse is kept by quoting the whole value.
    static func androidString(_ text: String) -> String {
        let leading = text.utf8.first.map { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "?") } ?? false
        let escaped =
            leading
            ? "\\" + text.prefix(1) + androidEscaping.escaped(String(text.dropFirst()))
            : androidEscaping.escaped(text)
        let collapses = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
        return collapses ? "\"\(escaped)\"" : escaped
    }

    private static let androidEscaping = UTF8Escaping(ascii: "&<>\\'\"", nonASCII: ["\u{FFFE}", "\u{FFFF}"]) { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\\": "\\\\"
        case "'": "\\'"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\t": "\\t"
        case _ where isUnsafeInXMLText(scalar): "\\u" + CodePoint.hex(scalar.value, uppercase: false)
        default: nil
        }
    }

    /// The content of an XLIFF 2.0 `<source>` or `<target>`: `&`, `<`, `>` as entities,
    /// a carriage return as `&#13;` (XML would read a literal one as a newline), and the
    /// characters XML cannot hold as XLIFF's `<cp hex="0007"/>`.
    static func xliffContent(_ text: String) -> String {
        xliffEscaping.escaped(text)
    }

    private static let xliffEscaping = XMLEscaping.escaping { "<cp hex=\"\(CodePoint.hex($0.value))\"/>" }

    /// What XML cannot give back as written: the forbidden characters, and CR, which
    /// XML reads back as LF. Android values carry them as `\uXXXX` escapes.
    static func isUnsafeInXMLText(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\r" || XMLEscaping.isForbidden(scalar)
    }

    /// Text safe inside an XML comment (no `--`, no characters XML forbids): the comments
    /// of Android's resource files and of Apple's `.stringsdict`.
    static func xmlComment(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: text.unicodeScalars.map { isUnsafeInXMLText($0) ? " " : $0 })
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        if out.hasSuffix("-") { out += " " }
        return out
    }
}
