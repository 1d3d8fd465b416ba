/// How a string is written into each file format the emitters produce, so
/// that the platform reads back exactly the text given. Non-ASCII text (emoji,
/// right-to-left scripts) is written as is, in UTF-8.
enum ResourceEscaping {
    /// A value between the double quotes of an Apple `.strings` file: `"`, `\`,
    /// newline, tab and carriage return as `\"`, `\\`, `\n`, `\t`, `\r`; other
    /// control characters as `\UXXXX`.
    static func appleStrings(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\U" + hex(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The text of an Android `<string>` or `<item>`: XML specials, quotes, a leading `@`
    /// or `?`, backslashes, newlines, tabs and other control characters; whitespace that
    /// aapt would collapse is kept by quoting the whole value.
    static func androidString(_ text: String) -> String {
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(scalar)
            default:
                if isUnsafeInXMLText(scalar) {
                    out += "\\u" + hex(scalar).lowercased()
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        let collapses = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
        return collapses ? "\"\(out)\"" : out
    }

    /// The content of an XLIFF 2.0 `<source>` or `<target>`: `&`, `<`, `>` as entities,
    /// a carriage return as `&#13;` (XML would read a literal one as a newline), and the
    /// characters XML cannot hold as XLIFF's `<cp hex="0007"/>`.
    static func xliffContent(_ text: String) -> String {
        XMLEscaping.escape(text) { "<cp hex=\"\(hex($0))\"/>" }
    }

    /// What XML cannot give back as written: the forbidden characters, and CR, which
    /// XML reads back as LF. Android values carry them as `\uXXXX` escapes.
    static func isUnsafeInXMLText(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\r" || XMLEscaping.isForbidden(scalar)
    }

    /// At least four upper-case hex digits.
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
