extension ValueKind {
    /// What a value of this kind is, in a few words of Markdown (for the language server's hover).
    var summary: String {
        switch self {
        case .text: "text"
        case .copy: "text, or a mapping of text with its variants"
        case .identifier: "an id: lower-case words joined by `-`"
        case .boolean: "`true` or `false`"
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
        case .version(let versions): "the version: " + versions.map { "`\($0)`" }.joined(separator: ", ")
        case .duration: "a duration: `0.3s`, `300ms`"
        case .fraction: "a fraction: `0.5` or `50%`"
        case .locale: "a language tag: `de`, `es-419`"
        case .color: "a colour: `#RRGGBB`, `#RRGGBBAA` or a colour's name"
        case .hexColor: "a colour: `#RRGGBB` or `#RRGGBBAA`"
        case .formatted(let format): "text of the form `\(format.pattern)`"
        case .choice(let words): "one of " + words.map { "`\($0.value)`" }.joined(separator: ", ")
        case .list(let item, _): "a list of: " + item.summary
        case .pair(let item): "two of: " + item.summary
        case .dictionary(_, let values): "a mapping, each value " + values.summary
        case .mapping(let schema): schema.noun
        case .either(let short, let long): short.summary + "; or " + long.summary
        }
    }
}
