import BundleFormat
import Foundation

/// A piece of a shown text: plain text, or a link's text and where it leads. A view shows
/// each link as an element of its own, so that VoiceOver and TalkBack reach every link of a
/// sentence ("I agree to the Terms and the Privacy Policy": three plain spans, two links).
public enum TextSpan: Hashable, Sendable {
    case plain(String)
    /// `id`: the bundle's id of the link (`terms`), nil for a URL no link of the bundle has.
    case link(String, url: String, id: String?)

    /// What the span shows.
    public var text: String {
        switch self {
        case .plain(let text), .link(let text, _, _): text
        }
    }
}

extension TextSpan {
    /// The spans of `text` (a resolved text: placeholders filled, plural chosen), whose links
    /// are written `[text](target)` (``LinkMarkup``): a target is an id of `links` (the bundle's
    /// ``OnboardingBundle/links``), or an `https://` URL, as Apple string tables hold it. A
    /// link to anything else shows its text as plain text; a text whose markup is broken is
    /// one plain span, as written. Adjacent plain text is one span; empty text gives none.
    public static func spans(of text: String, links: [String: String]) -> [TextSpan] {
        guard case .success(let found) = LinkMarkup.parse(text) else { return text.isEmpty ? [] : [.plain(text)] }
        var spans: [TextSpan] = []
        func plain(_ piece: Substring) {
            guard !piece.isEmpty else { return }
            if case .plain(let before)? = spans.last {
                spans[spans.count - 1] = .plain(before + piece)
            } else {
                spans.append(.plain(String(piece)))
            }
        }
        var from = text.startIndex
        for link in found {
            plain(text[from..<link.open.lowerBound])
            if let url = links[link.target] {
                spans.append(.link(String(text[link.text]), url: url, id: link.target))
            } else if link.target.hasPrefix("https://") {
                let id = links.filter { $0.value == link.target }.keys.min()
                spans.append(.link(String(text[link.text]), url: link.target, id: id))
            } else {
                plain(text[link.text])
            }
            from = link.close.upperBound
        }
        plain(text[from...])
        return spans
    }
}

extension OnboardingText {
    /// The text of `key` as spans (``TextSpan/spans(of:links:)``), with `links` (pass the
    /// bundle's ``OnboardingBundle/links``). Placeholders are filled first, in link texts
    /// too ("[{count} terms](terms)"); a value's own brackets never make a link: a user's
    /// name written `[x](terms)` shows as written.
    public func spans(_ key: String, _ values: [String: TextValue] = [:], links: [String: String]) -> [TextSpan] {
        let guarded = values.mapValues { value -> TextValue in
            guard case .string(let text) = value else { return value }
            return .string(String(String.UnicodeScalarView(text.unicodeScalars.map { Self.guarding[$0] ?? $0 })))
        }
        return TextSpan.spans(of: self(key, guarded), links: links).map { span in
            switch span {
            case .plain(let text): .plain(Self.unguarded(text))
            case .link(let text, let url, let id): .link(Self.unguarded(text), url: url, id: id)
            }
        }
    }

    /// The text of `key` for SwiftUI's `Text`: each link's text with the `.link` attribute
    /// (its URL), which `Text` shows as a link and opens with the environment's `openURL`.
    public func attributed(
        _ key: String, _ values: [String: TextValue] = [:], links: [String: String]
    ) -> AttributedString {
        var out = AttributedString()
        for span in spans(key, values, links: links) {
            var piece = AttributedString(span.text)
            if case .link(_, let url, _) = span { piece.link = URL(string: url) }
            out += piece
        }
        return out
    }

    /// Brackets of values, held as private-use characters while the text's links are read.
    private static let guarding: [Unicode.Scalar: Unicode.Scalar] = ["[": "\u{F8F0}", "]": "\u{F8F1}"]

    private static func unguarded(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{F8F0}" || $0 == "\u{F8F1}" }) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0 == "\u{F8F0}" ? "[" : $0 == "\u{F8F1}" ? "]" : $0 }))
    }
}
