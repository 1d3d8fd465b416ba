/// How a writer of translation files (`l10n import`, into an existing file or a new one)
/// writes one entry of `strings:`: `key: text`, or, marked for review, the text and
/// `review: true` in a mapping, block or flow as the file writes its mappings. The one
/// definition of an entry's text; `TranslationDecoder` reads it.
struct TranslationEntryText {
    /// The key and the text, written as YAML scalars (`YAMLScalar`).
    var key: String
    var value: String
    var review: Bool

    /// The field that marks an entry for review.
    static let reviewField = "review: true"

    /// `key: text` or `key: { text: …, review: true }`, for a flow mapping.
    var flow: String {
        "\(key): \(flowValue)"
    }

    /// The entry's value in a flow mapping: the text, or `{ text: …, review: true }`.
    var flowValue: String {
        review ? "{ text: \(value), \(Self.reviewField) }" : value
    }

    /// The entry's lines in a block mapping indented by `indent`, its own mapping by `step` more.
    func block(indent: String, step: String) -> [String] {
        review ? ["\(indent)\(key):"] + fields(indent: indent + step) : ["\(indent)\(key): \(value)"]
    }

    /// The lines of the entry's mapping (`text:`, then `review: true` when marked), indented by `indent`.
    func fields(indent: String) -> [String] {
        ["\(indent)text: \(value)"] + (review ? [indent + Self.reviewField] : [])
    }
}
