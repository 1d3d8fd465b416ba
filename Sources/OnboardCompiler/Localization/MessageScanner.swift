/// A cursor over a message's Unicode scalars, with the lexical pieces the
/// parser needs: white space, words, and literal text with ICU's apostrophe
/// quoting undone.
///
/// It walks scalars rather than characters so that a combining mark after a
/// brace (`{` U+0301) cannot hide the brace inside one grapheme. Indices are
/// `String.Index`es of the original text, so error ranges point into it.
struct MessageScanner {
    let scalars: String.UnicodeScalarView
    private(set) var index: String.Index

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    var isAtEnd: Bool { index == scalars.endIndex }

    /// The scalar at the cursor, or nil at the end.
    var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    /// The scalar after the cursor's, or nil.
    var next: Unicode.Scalar? {
        guard !isAtEnd else { return nil }
        let after = scalars.index(after: index)
        return after == scalars.endIndex ? nil : scalars[after]
    }

    mutating func advance() {
        index = scalars.index(after: index)
    }

    /// The range of the one scalar at the cursor (empty at the end).
    var currentRange: Range<String.Index> {
        isAtEnd ? index..<index : index..<scalars.index(after: index)
    }

    /// Skips ICU's Pattern_White_Space.
    mutating func skipWhiteSpace() {
        while let scalar = current, Self.isWhiteSpace(scalar) { advance() }
    }

    /// Reads up to white space, `,`, `{`, `}` or the end: an argument name, a type or a
    /// plural selector, possibly empty.
    mutating func word() -> (text: String, range: Range<String.Index>) {
        let start = index
        var text = ""
        while let scalar = current, !Self.isWhiteSpace(scalar), !",{}".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return (text, start..<index)
    }

    /// Reads literal text up to the next syntax character (`{`, `}`, and `#` when
    /// `inCase`), undoing ICU's DOUBLE_OPTIONAL apostrophe quoting: `''` is one `'`;
    /// a `'` right before a syntax character opens a quoted run that ends at the
    /// next single `'` (or at the end of the text, as in ICU); any other `'` is
    /// literal, so "Don't" needs no quoting.
    mutating func literalText(inCase: Bool) -> String {
        var text = ""
        while let scalar = current, !Self.isSyntax(scalar, inCase: inCase) {
            advance()
            guard scalar == "'" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            if current == "'" {
                text.unicodeScalars.append("'")
                advance()
            } else if let following = current, Self.isSyntax(following, inCase: inCase) {
                text += quotedRun()
            } else {
                text.unicodeScalars.append("'")
            }
        }
        return text
    }

    /// After an opening `'`: everything up to the closing single `'`, with `''` as `'`.
    private mutating func quotedRun() -> String {
        var text = ""
        while let scalar = current {
            advance()
            if scalar != "'" {
                text.unicodeScalars.append(scalar)
            } else if current == "'" {
                text.unicodeScalars.append("'")
                advance()
            } else {
                break
            }
        }
        return text
    }

    static func isSyntax(_ scalar: Unicode.Scalar, inCase: Bool) -> Bool {
        scalar == "{" || scalar == "}" || (inCase && scalar == "#")
    }

    /// Unicode Pattern_White_Space, which ICU skips inside braces.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isArgumentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            first == "_" || first.properties.isAlphabetic
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
