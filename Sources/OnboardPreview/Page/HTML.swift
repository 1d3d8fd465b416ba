import OnboardCompiler

/// Text and attribute values made safe to put in HTML.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe in an element's
    /// text and in a quoted attribute value.
    static func escape(_ text: String) -> String {
        text.escaping(references)
    }

    private static let references: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]

    /// ` name="value"` for each pair whose value is not nil, escaped, in the order given.
    static func attributes(_ pairs: KeyValuePairs<String, String?>) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
    }

    /// JSON made safe inside `<script type="application/json">`: every `<` (which only a JSON
    /// string can hold) as `\u003c`, so neither `</script>` nor `<!--` can change how the
    /// script element ends.
    static func scriptJSON(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
