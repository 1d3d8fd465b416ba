import BundleFormat

/// Parses the ICU MessageFormat subset a writer or translator may use (see
/// `Message`): `{name}`, `{name, number}`, one top-level
/// `{name, plural, =0 {…} one {…} other {…}}` with `#` in its cases, and
/// ICU's DOUBLE_OPTIONAL apostrophe quoting (see `MessageScanner.literalText`).
///
/// Whether an exact case `=N` can be emitted is decided elsewhere; it is
/// parsed and kept. The result's text parts are never empty and never
/// adjacent, so that equal texts give equal messages.
enum MessageParser {
    static func parse(_ text: String) -> Result<Message, MessageSyntaxError> {
        // Most copy has no brace and no doubled apostrophe: it is its own text.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }), !text.contains("''") {
            return .success(Message(text: text))
        }
        var parser = Parser(scanner: MessageScanner(text))
        return Result { () throws(MessageSyntaxError) in try parser.message() }
    }

    private struct Parser {
        var scanner: MessageScanner
        /// The `plural` keyword of the message's plural, once seen.
        var plural: Range<String.Index>?
        /// The type each argument name was first used with.
        var types: [String: Message.ArgumentType] = [:]

        mutating func message() throws(MessageSyntaxError) -> Message {
            let parts = try self.parts(inCase: false)
            if !scanner.isAtEnd { throw .unmatchedClosingBrace(at: scanner.currentRange) }
            return Message(parts: parts)
        }

        /// Text, arguments (and `#` in a case) up to a `}` that is not theirs or the end.
        mutating func parts(inCase: Bool) throws(MessageSyntaxError) -> [Message.Part] {
            var parts: [Message.Part] = []
            while let scalar = scanner.current, scalar != "}" {
                if scalar == "{" {
                    parts.append(try argument(inCase: inCase))
                } else if scalar == "#", inCase {
                    scanner.advance()
                    parts.append(.count)
                } else {
                    let text = scanner.literalText(inCase: inCase)
                    if case .text(let before)? = parts.last {
                        parts[parts.count - 1] = .text(before + text)
                    } else if !text.isEmpty {
                        parts.append(.text(text))
                    }
                }
            }
            return parts
        }

        /// `{name}`, `{name, number}` or `{name, plural, …}`, from its `{`.
        mutating func argument(inCase: Bool) throws(MessageSyntaxError) -> Message.Part {
            let open = scanner.currentRange
            scanner.advance()
            scanner.skipWhiteSpace()
            let name = scanner.word()
            if scanner.isAtEnd { throw .unclosedBrace(at: open) }
            if name.text.isEmpty { throw .emptyArgumentName(at: open.lowerBound..<scanner.currentRange.upperBound) }
            if !MessageScanner.isArgumentName(name.text) { throw .invalidArgumentName(name.text, at: name.range) }
            scanner.skipWhiteSpace()
            switch scanner.current {
            case "}":
                scanner.advance()
                return .argument(try use(name, as: .string))
            case ",":
                scanner.advance()
            case nil:
                throw .unclosedBrace(at: open)
            default:
                throw .expectedCommaOrBrace(after: name.text, at: scanner.currentRange)
            }
            scanner.skipWhiteSpace()
            let type = scanner.word()
            if scanner.isAtEnd { throw .unclosedBrace(at: open) }
            switch type.text {
            case "number":
                let argument = try use(name, as: .integer)
                try close(open)
                return .argument(argument)
            case "plural":
                if inCase { throw .nestedPlural(at: type.range) }
                if plural != nil { throw .secondPlural(at: type.range) }
                plural = type.range
                _ = try use(name, as: .integer)
                return .plural(try pluralCases(of: name.text, open: open))
            case "": throw .missingArgumentType(at: scanner.currentRange)
            case "select": throw .selectUnsupported(at: type.range)
            default: throw .unknownArgumentType(type.text, at: type.range)
            }
        }

        /// After `{name, number`: white space and the closing `}`.
        mutating func close(_ open: Range<String.Index>) throws(MessageSyntaxError) {
            scanner.skipWhiteSpace()
            switch scanner.current {
            case "}": scanner.advance()
            case nil: throw .unclosedBrace(at: open)
            default:
                let start = scanner.index
                if scanner.current == "," { scanner.advance(); scanner.skipWhiteSpace() }
                let style = scanner.word()
                throw .numberStyleUnsupported(
                    at: style.text.isEmpty ? start..<scanner.currentRange.upperBound : style.range)
            }
        }

        /// After `{name, plural`: `,` and the cases up to the plural's closing `}`.
        mutating func pluralCases(
            of argument: String, open: Range<String.Index>
        ) throws(MessageSyntaxError) -> Message.Plural {
            scanner.skipWhiteSpace()
            switch scanner.current {
            case ",": scanner.advance()
            case "}": throw .missingOther(at: scanner.currentRange)
            default: throw .expectedPluralCases(at: scanner.currentRange)
            }
            var cases: [Message.Plural.Case] = []
            while true {
                scanner.skipWhiteSpace()
                guard let scalar = scanner.current else { throw .unclosedBrace(at: open) }
                if scalar == "}" {
                    guard cases.contains(where: { $0.selector == .category(.other) }) else {
                        throw .missingOther(at: scanner.currentRange)
                    }
                    scanner.advance()
                    return Message.Plural(argument: argument, cases: cases)
                }
                if scalar == "{" { throw .missingSelector(at: scanner.currentRange) }
                let word = scanner.word()
                let selector = try Self.selector(word)
                if cases.contains(where: { $0.selector == selector }) {
                    throw .duplicateSelector(word.text, at: word.range)
                }
                scanner.skipWhiteSpace()
                if scanner.isAtEnd { throw .unclosedBrace(at: open) }
                guard scanner.current == "{" else {
                    throw .expectedCaseBody(after: word.text, at: scanner.currentRange)
                }
                let caseOpen = scanner.currentRange
                scanner.advance()
                let parts = try parts(inCase: true)
                if scanner.isAtEnd { throw .unclosedBrace(at: caseOpen) }
                scanner.advance()
                cases.append(Message.Plural.Case(selector: selector, parts: parts))
            }
        }

        /// `one`, `other`…, or `=N`.
        static func selector(
            _ word: (text: String, range: Range<String.Index>)
        ) throws(MessageSyntaxError) -> Message.Plural.Selector {
            if let category = PluralCategory(rawValue: word.text) { return .category(category) }
            if word.text.hasPrefix("offset:") { throw .offsetUnsupported(at: word.range) }
            guard word.text.hasPrefix("=") else { throw .unknownCategory(word.text, at: word.range) }
            let digits = word.text.dropFirst()
            guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                let number = Int(digits)
            else {
                throw .invalidExactNumber(word.text, at: word.range)
            }
            return .exact(number)
        }

        /// Records the argument's type; a name used as text and as a number is an error.
        mutating func use(
            _ name: (text: String, range: Range<String.Index>), as type: Message.ArgumentType
        ) throws(MessageSyntaxError) -> Message.Argument {
            if let earlier = types[name.text], earlier != type {
                throw .conflictingArgumentType(name.text, at: name.range)
            }
            types[name.text] = types[name.text] ?? type
            return Message.Argument(name: name.text, type: type)
        }
    }
}
