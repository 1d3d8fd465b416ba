/// Text and attribute values made safe to put in HTML.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe in an element's
    /// text and in a quoted attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// ` name="value"` for each pair whose value is not nil, escaped, in the order given.
    static func attributes(_ pairs: KeyValuePairs<String, String?>) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
    }

    /// JSON made safe inside `<script type="application/json">`: `</` cannot end the element.
    static func scriptJSON(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }
}
