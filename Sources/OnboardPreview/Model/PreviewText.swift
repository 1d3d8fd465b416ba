import OnboardKit

/// A text as the page holds it: the same in every count, or one form per plural
/// category the reader can flip through.
enum PreviewText: Encodable, Hashable {
    /// One form of a plural: its CLDR category, the sample count that reaches it, the text.
    struct Form: Encodable, Hashable {
        var category: String
        var count: Int
        var text: String

        private enum CodingKeys: String, CodingKey { case category, count, text }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(category, forKey: .category)
            try container.encode(count, forKey: .count)
            try PreviewText.encode(text, in: container.superEncoder(forKey: .text))
        }
    }

    case plain(String)
    /// `shown`: the index of the form the sample count gives, shown first.
    case plural(forms: [Form], shown: Int)

    /// The text shown first.
    var shown: String {
        switch self {
        case .plain(let text): text
        case .plural(let forms, let shown): forms.indices.contains(shown) ? forms[shown].text : ""
        }
    }

    private enum CodingKeys: String, CodingKey { case forms, shown }

    /// A text as a JSON string; a text with links (`[Terms](https://…)`, as the Apple tables
    /// give them) as its spans, `[["I agree to the "], ["Terms", "https://…"], …]`.
    static func encode(_ text: String, in encoder: any Encoder) throws {
        let spans = TextSpan.spans(of: text, links: [:])
        guard spans.contains(where: { if case .link = $0 { true } else { false } }) else {
            var container = encoder.singleValueContainer()
            try container.encode(text)
            return
        }
        var container = encoder.unkeyedContainer()
        for span in spans {
            switch span {
            case .plain(let text): try container.encode([text])
            case .link(let text, let url, _): try container.encode([text, url])
            }
        }
    }

    /// Plain text as a JSON string; a plural as `{ "forms": [...], "shown": i }`.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain(let text):
            try Self.encode(text, in: encoder)
        case .plural(let forms, let shown):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(forms, forKey: .forms)
            try container.encode(shown, forKey: .shown)
        }
    }
}
