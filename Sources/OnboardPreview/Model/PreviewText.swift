/// A text as the page holds it: the same in every count, or one form per plural
/// category the reader can flip through.
enum PreviewText: Encodable, Hashable {
    /// One form of a plural: its CLDR category, the sample count that reaches it, the text.
    struct Form: Encodable, Hashable {
        var category: String
        var count: Int
        var text: String
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

    /// Plain text as a JSON string; a plural as `{ "forms": [...], "shown": i }`.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .plural(let forms, let shown):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(forms, forKey: .forms)
            try container.encode(shown, forKey: .shown)
        }
    }
}
