/// Links inside copy: `[link text](target)`, the one reader of that markup for the
/// compiler (decoding, lint, string tables, XLIFF) and the runtimes (docs/bundle-format.md, "Links").
///
///     I agree to the [Terms](terms) and the [Privacy Policy](privacy).
///
/// A link is `[`, its text, then `](`, the target and `)`. In a spec and in a translation
/// the target is the id of a link the spec declares (`links:`); an Apple string table
/// holds the URL itself, which `AttributedString(localized:)` reads as Markdown.
///
/// - A `]` not followed at once by `(` closes no link: `[1]`, `[beta]` are plain text.
/// - `](` always ends a link: its target runs to `)` and may not hold white space,
///   `[`, `]`, `(`, `<`, `>` or `"`; without that `)` the link is not closed.
/// - A `[` is a link's opening when a later `](` closes it; the nearest open `[` is
///   the one a `](` closes, and a `]` without `(` closes (as plain text) the nearest one.
/// - The link text may not be empty and may not hold another link.
///
/// There is no escape: a literal `[text](id)` puts U+2060 WORD JOINER between `]` and `(`.
/// Braces mean nothing here, so `{count}` in a link text is the placeholder's business.
/// Ranges are `String.Index` ranges of the text parsed; it is walked by Unicode scalar.
public enum LinkMarkup {
    /// One link, as written.
    public struct Link: Hashable, Sendable {
        /// The `[`.
        public var open: Range<String.Index>
        /// The link text, between `[` and `]`.
        public var text: Range<String.Index>
        /// `](target)`.
        public var close: Range<String.Index>
        /// What the link points to: a declared link's id, or a URL in an Apple table.
        public var target: String
        /// Where the target is written.
        public var targetRange: Range<String.Index>

        /// From `[` to `)`.
        public var range: Range<String.Index> { open.lowerBound..<close.upperBound }
    }

    /// Why a text's link markup is broken, and where.
    public struct SyntaxError: Error, Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// `](` without its `)`; `range` is the `(`.
            case unclosed
            /// `[](id)`; `range` runs from `[` to `]`.
            case emptyText
            /// `[]()` or `[text]()`; `range` is `()`.
            case emptyTarget
            /// A link inside a link's text; `range` is the inner link's `[`.
            case nested
        }

        public var kind: Kind
        public var range: Range<String.Index>
    }

    /// The links of `text` in order, or the first problem with its markup.
    public static func parse(_ text: String) -> Result<[Link], SyntaxError> {
        // Most copy has no link: no `](`, nothing to do.
        guard text.utf8.contains(UInt8(ascii: "]")) else { return .success([]) }
        let scalars = text.unicodeScalars
        var opens: [String.Index] = []
        var links: [Link] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "[" {
                opens.append(index)
            } else if scalar == "]", next < scalars.endIndex, scalars[next] == "(" {
                guard let open = opens.popLast() else {
                    index = next
                    continue
                }
                let paren = next
                var end = scalars.index(after: paren)
                let targetStart = end
                while end < scalars.endIndex, isTargetScalar(scalars[end]) { end = scalars.index(after: end) }
                guard end < scalars.endIndex, scalars[end] == ")" else {
                    return .failure(SyntaxError(kind: .unclosed, range: paren..<scalars.index(after: paren)))
                }
                let after = scalars.index(after: end)
                let textStart = scalars.index(after: open)
                if textStart == index {
                    return .failure(SyntaxError(kind: .emptyText, range: open..<next))
                }
                if targetStart == end {
                    return .failure(SyntaxError(kind: .emptyTarget, range: paren..<after))
                }
                if let inner = links.last, inner.open.lowerBound > open {
                    return .failure(SyntaxError(kind: .nested, range: inner.open))
                }
                links.append(
                    Link(
                        open: open..<textStart, text: textStart..<index, close: index..<after,
                        target: String(scalars[targetStart..<end]), targetRange: targetStart..<end))
                index = after
                continue
            } else if scalar == "]" {
                _ = opens.popLast()
            }
            index = next
        }
        return .success(links)
    }

    /// What a link's target may hold: no white space or control character, none of `[]()<>"`, and
    /// not U+FFFC (which stands for a placeholder where the compiler reads a message's text).
    static func isTargetScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F { return false }
        return !"[]()<>\"\u{FFFC}".unicodeScalars.contains(scalar)
    }

    /// Every `](target)` of `text`, whether or not a `[` opens it: what a transformation of the
    /// text around the links (a pseudo-locale's accents) leaves alone.
    public static func closings(in text: String) -> [Range<String.Index>] {
        let scalars = text.unicodeScalars
        var out: [Range<String.Index>] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            guard scalars[index] == "]", next < scalars.endIndex, scalars[next] == "(" else {
                index = next
                continue
            }
            var end = scalars.index(after: next)
            while end < scalars.endIndex, isTargetScalar(scalars[end]) { end = scalars.index(after: end) }
            guard end < scalars.endIndex, scalars[end] == ")" else {
                index = next
                continue
            }
            out.append(index..<scalars.index(after: end))
            index = scalars.index(after: end)
        }
        return out
    }

    /// `text` with each link's markup replaced: `rewrite` gives, per link, what
    /// stands for its `[` and for its `](target)`; the link text stays as it is.
    /// `text` itself when its markup is broken.
    public static func rewriting(
        _ text: String, _ rewrite: (Link) -> (open: String, close: String)
    ) -> String {
        guard case .success(let links) = parse(text), !links.isEmpty else { return text }
        var out = ""
        var from = text.startIndex
        for link in links {
            let (open, close) = rewrite(link)
            out += text[from..<link.open.lowerBound] + open + text[link.text] + close
            from = link.close.upperBound
        }
        return out + text[from...]
    }

    /// The text a reader sees: every link's text without its markup.
    public static func plainText(_ text: String) -> String {
        rewriting(text) { _ in ("", "") }
    }
}
