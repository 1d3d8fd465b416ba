/// A value for a placeholder of a text: `{name}` takes a string, `{count, number}`
/// and a plural's count take an integer (the bundle's `placeholders` give each
/// key's names and types).
public enum TextValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case integer(Int)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// What a placeholder the app gave no value shows: `{name}` for text, so that the
    /// gap is visible, and 0 for a number.
    static func missing(_ placeholder: Placeholder) -> TextValue {
        placeholder.type == .integer ? .integer(0) : .string("{\(placeholder.name)}")
    }

    /// The number, for a `%lld` or a plural's count: text that is not a whole number is 0.
    var integerValue: Int {
        switch self {
        case .integer(let number): number
        case .string(let text): Int(text) ?? 0
        }
    }

    /// The text, for a `%@`.
    var textValue: String {
        switch self {
        case .integer(let number): String(number)
        case .string(let text): text
        }
    }
}
