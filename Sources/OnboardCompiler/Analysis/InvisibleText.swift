/// The invisible format characters `l10n-invisible-characters` looks for, and
/// the contexts in which some of them belong.
enum InvisibleText {
    enum Kind {
        /// U+202A–U+202E, U+2066–U+2069: embeddings, overrides and isolates.
        case bidiControl
        /// U+200E, U+200F, U+061C: left-to-right, right-to-left and Arabic letter marks.
        case directionMark
        /// U+200B, U+2060, U+FEFF.
        case zeroWidth
        /// U+200D.
        case joiner
        /// U+200C.
        case nonJoiner
    }

    static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: .bidiControl
        case 0x200E, 0x200F, 0x061C: .directionMark
        case 0x200B, 0x2060, 0xFEFF: .zeroWidth
        case 0x200D: .joiner
        case 0x200C: .nonJoiner
        default: nil
        }
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`.
    static func name(of scalar: Unicode.Scalar) -> String {
        let code = CodePoint.name(scalar.value)
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }

    /// Letters of scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko…).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// Letters of scripts whose spelling uses the joiner controls (U+200C, U+200D):
    /// Arabic (Persian, Urdu, Kurdish…), Syriac, the Indic scripts from Devanagari
    /// to Sinhala, and Mongolian.
    static func usesJoiners(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x074F, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE: true
        case 0x0900...0x0DFF, 0xA8E0...0xA8FF, 0x1800...0x18AF: true
        default: false
        }
    }

    /// Pictographs that a ZWJ joins into one emoji (👩‍💻), not ASCII digits and `#`,
    /// which are emoji only in keycaps.
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// What may sit between an emoji and a ZWJ: presentation selectors and skin tones.
    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.value == 0xFE0E || scalar.properties.isEmojiModifier
    }
}
