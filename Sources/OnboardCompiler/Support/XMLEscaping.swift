/// Text written into XML, so that an XML reader gives back exactly the text given:
/// the one escaper of every XML file onboardc writes (`.stringsdict`, XLIFF, JUnit),
/// with the format-specific variants (Android values, XLIFF's `<cp/>`) built on it.
enum XMLEscaping {
    /// Element text; characters XML cannot hold become U+FFFD.
    static func text(_ text: String) -> String {
        escape(text) { _ in "\u{FFFD}" }
    }

    /// An attribute value between double quotes: also `"`, and tab and newline as
    /// character references so that attribute normalisation keeps them.
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true) { _ in "\u{FFFD}" }
    }

    /// `&`, `<`, `>` as entities, a carriage return as `&#13;` (XML reads a literal one
    /// as a newline); in an attribute also `"`, tab and newline; each character XML
    /// cannot hold as `forbidden` writes it.
    static func escape(_ text: String, attribute: Bool = false, forbidden: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            default:
                if isForbidden(scalar) { out += forbidden(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Characters XML 1.0 cannot hold at all: C0 controls but tab, LF and CR; U+FFFE, U+FFFF.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
