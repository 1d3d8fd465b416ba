/// Text written into XML, so that an XML reader gives back exactly the text given:
/// the one escaper of every XML file onboardc writes (`.stringsdict`, XLIFF, JUnit),
/// with the format-specific variants (Android values, XLIFF's `<cp/>`) built on it.
enum XMLEscaping {
    /// Element text; characters XML cannot hold become U+FFFD.
    static func text(_ text: String) -> String {
        textEscaping.escaped(text)
    }

    /// An attribute value between double quotes: also `"`, and tab and newline as
    /// character references so that attribute normalisation keeps them.
    static func attribute(_ text: String) -> String {
        attributeEscaping.escaped(text)
    }

    private static let textEscaping = escaping { _ in "\u{FFFD}" }
    private static let attributeEscaping = escaping(attribute: true) { _ in "\u{FFFD}" }

    /// `&`, `<`, `>` as entities, a carriage return as `&#13;` (XML reads a literal one
    /// as a newline); in an attribute also `"`, tab and newline; each character XML
    /// cannot hold as `forbidden` writes it.
    static func escaping(
        attribute: Bool = false, forbidden: @escaping @Sendable (Unicode.Scalar) -> String
    ) -> UTF8Escaping {
        UTF8Escaping(ascii: attribute ? "&<>\"" : "&<>", nonASCII: ["\u{FFFE}", "\u{FFFF}"]) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\r": "&#13;"
            case "\"" where attribute: "&quot;"
            case "\t" where attribute: "&#9;"
            case "\n" where attribute: "&#10;"
            case _ where isForbidden(scalar): forbidden(scalar)
            default: nil
            }
        }
    }

    /// Characters XML 1.0 cannot hold at all: C0 controls but tab, LF and CR; U+FFFE, U+FFFF.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
            || scalar.value == 0xFFFF
    }
}
