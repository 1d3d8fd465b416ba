/// The tokens of a condition: names, strings, numbers and punctuation, each with its range.
struct ConditionToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case name(String)
        case string(String)
        case number(String)
        case symbol(String)
        case end
    }

    var kind: Kind
    var range: Range<String.Index>
}

/// Splits a condition's text into tokens (docs/conditions.md, "Grammar"); a character that
/// starts no token, an unterminated string or an unknown escape is a syntax problem.
enum ConditionLexer {
    /// Two-character symbols first, so that `<=` is not read as `<` then `=`.
    private static let symbols = ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "(", ")", "[", "]", ",", "."]

    static func tokens(_ text: String) throws(ConditionProblem) -> [ConditionToken] {
        var tokens: [ConditionToken] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character.isASCII, character.isLetter {
                let end =
                    text[index...].firstIndex {
                        !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"))
                    }
                    ?? text.endIndex
                tokens.append(ConditionToken(kind: .name(String(text[index..<end])), range: index..<end))
                index = end
            } else if character == "\"" {
                let (value, end) = try string(text, from: index)
                tokens.append(ConditionToken(kind: .string(value), range: index..<end))
                index = end
            } else if character.isASCII, character.isNumber || (character == "-" && startsNumber(text, after: index)) {
                let end = number(text, from: index)
                tokens.append(ConditionToken(kind: .number(String(text[index..<end])), range: index..<end))
                index = end
            } else if let symbol = symbols.first(where: { text[index...].hasPrefix($0) }) {
                let end = text.index(index, offsetBy: symbol.count)
                tokens.append(ConditionToken(kind: .symbol(symbol), range: index..<end))
                index = end
            } else {
                let end = text.index(after: index)
                throw ConditionProblem(
                    kind: .syntax, range: index..<end, message: "`\(character)` cannot start a part of a condition",
                    help: character == "=" || character == "&" || character == "|"
                        ? "compare with `==`, and join conditions with `&&` and `||`"
                        : "quote text as \"…\"; see docs/conditions.md for what a condition can say")
            }
        }
        tokens.append(ConditionToken(kind: .end, range: text.endIndex..<text.endIndex))
        return tokens
    }

    private static func startsNumber(_ text: String, after index: String.Index) -> Bool {
        let next = text.index(after: index)
        return next < text.endIndex && text[next].isASCII && text[next].isNumber
    }

    /// The end of the number at `start`: an optional `-`, digits, and a `.` with digits.
    private static func number(_ text: String, from start: String.Index) -> String.Index {
        func digits(from index: String.Index) -> String.Index {
            text[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? text.endIndex
        }
        var end = digits(from: text[start] == "-" ? text.index(after: start) : start)
        if end < text.endIndex, text[end] == ".", startsNumber(text, after: end) {
            end = digits(from: text.index(after: end))
        }
        return end
    }

    /// The string opening at `start` (a `"`) and the index after its closing quote.
    private static func string(
        _ text: String, from start: String.Index
    ) throws(ConditionProblem) -> (String, String.Index) {
        var value = ""
        var index = text.index(after: start)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (value, text.index(after: index)) }
            if character == "\\" {
                let escaped = text.index(after: index)
                guard escaped < text.endIndex, text[escaped] == "\"" || text[escaped] == "\\" else {
                    let end = escaped < text.endIndex ? text.index(after: escaped) : escaped
                    throw ConditionProblem(
                        kind: .syntax, range: index..<end, message: "a string can escape only `\\\"` and `\\\\`",
                        help: "write the character itself")
                }
                value.append(text[escaped])
                index = text.index(after: escaped)
            } else {
                value.append(character)
                index = text.index(after: index)
            }
        }
        throw ConditionProblem(
            kind: .syntax, range: start..<text.endIndex, message: "the string is not closed",
            help: "end it with `\"`")
    }
}
