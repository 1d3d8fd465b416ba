/// A platform's format-string flavour, and the conversion of a message's
/// parts to it.
///
/// Arguments are numbered in the order of the SOURCE message
/// (`sourceMessage.arguments`), so a translation that reorders them keeps
/// each number. Apple writes `%@` (text) and `%lld` (number), positional
/// (`%1$@`, `%2$lld`) when there are two or more arguments; Android always
/// writes `%1$s` and `%1$d`. When the message has arguments it is a format
/// string, so a literal `%` becomes `%%`; plain text keeps its `%` (Android
/// then needs `formatted="false"`, which is the emitter's business).
///
/// The result is not yet escaped for any file format; see `ResourceEscaping`.
public enum PlatformFormat: Sendable, Hashable {
    case apple, android

    /// True when specifiers carry positions: always on Android, on Apple with two or more arguments.
    public func isPositional(argumentCount: Int) -> Bool {
        self == .android || argumentCount >= 2
    }

    /// How many specifiers `parts` writes (a plural counts as its `other` case).
    /// `arguments`: the source's; an argument it lacks is written as text, not a specifier.
    static func uses(_ parts: [Message.Part], of arguments: [Message.Argument]? = nil) -> Int {
        parts.reduce(0) { total, part in
            switch part {
            case .argument(let argument):
                arguments.map { list in list.contains { $0.name == argument.name } } ?? true ? total + 1 : total
            case .count: total + 1
            case .text: total
            case .plural(let plural):
                total + 1 + uses(plural.cases.first { $0.selector == .category(.other) }?.parts ?? [], of: arguments)
            }
        }
    }

    /// `%@`, `%2$lld`, `%1$s`…; `position` counts from 1.
    public func specifier(_ type: Message.ArgumentType, position: Int, positional: Bool) -> String {
        let conversion =
            switch (self, type) {
            case (.apple, .string): "@"
            case (.apple, .integer): "lld"
            case (.android, .string): "s"
            case (.android, .integer): "d"
            }
        return positional ? "%\(position)$\(conversion)" : "%\(conversion)"
    }

    /// The format string of a message without a plural, or of one case's parts
    /// (`ExpandedPlural`'s `cases` or `innerCases`). A `.plural` part is shown as
    /// its `other` case. An argument the source does not have (a translation's
    /// mistake, which lint reports) is written as its ICU text `{name}`, so that
    /// the app shows it instead of crashing on a format mismatch.
    /// `positional` forces numbered specifiers (all pieces of one stringsdict entry must agree).
    public func format(
        _ parts: [Message.Part], arguments: [Message.Argument], positional forced: Bool = false
    ) -> String {
        // Also numbered when one argument is used twice (`{name}, hi {name}`): each
        // `%@` without a number takes the next value.
        let positional = forced || isPositional(argumentCount: arguments.count) || Self.uses(parts, of: arguments) > 1
        let isFormat = !arguments.isEmpty
        var out = ""
        for part in parts {
            switch part {
            case .text(let text):
                out += isFormat ? text.replacing("%", with: "%%") : text
            case .argument(let argument):
                if let index = arguments.firstIndex(where: { $0.name == argument.name }) {
                    out += specifier(arguments[index].type, position: index + 1, positional: positional)
                } else {
                    out += Message(parts: [part]).icuText
                }
            case .count:
                out += "#"
            case .plural:
                let other = Message(parts: [part]).expandedPlural?.cases.first { $0.selector == .category(.other) }
                out += format(other?.parts ?? [], arguments: arguments, positional: positional)
            }
        }
        return out
    }

    /// A `.stringsdict` entry for a message with a plural, or nil without one:
    /// `NSStringLocalizedFormatKey` is `prefix%#@count@suffix` (`%2$#@count@`
    /// when positional) and each case is the case's own text with the count's
    /// specifier (`%lld`, `%2$lld`).
    public static func stringsdict(_ message: Message, arguments: [Message.Argument]) -> StringsdictPlural? {
        guard let plural = message.expandedPlural else { return nil }
        let apple = PlatformFormat.apple
        // One argument used twice anywhere (`{count, number} of {count, plural, …}`) numbers every piece.
        let positional =
            apple.isPositional(argumentCount: arguments.count)
            || PlatformFormat.uses(plural.prefix) + PlatformFormat.uses(plural.suffix)
                + (plural.innerCases.map { PlatformFormat.uses($0.parts) }.max() ?? 0) > 1
        let position = (arguments.firstIndex { $0.name == plural.argument.name } ?? arguments.count) + 1
        let variable = "%" + (positional ? "\(position)$" : "") + "#@\(plural.argument.name)@"
        func format(_ parts: [Message.Part]) -> String {
            apple.format(parts, arguments: arguments, positional: positional)
        }
        return StringsdictPlural(
            formatKey: format(plural.prefix) + variable + format(plural.suffix),
            variable: plural.argument.name,
            cases: plural.innerCases.map { StringsdictPlural.Case(selector: $0.selector, format: format($0.parts)) }
        )
    }
}

/// The content of one `.stringsdict` key (escaping for the plist is the emitter's).
public struct StringsdictPlural: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        public var selector: Message.Plural.Selector
        public var format: String
    }

    /// `NSStringLocalizedFormatKey`.
    public var formatKey: String
    /// The variable's name, the key of its dictionary.
    public var variable: String
    /// `NSStringFormatValueTypeKey`: the count is a whole number.
    public var valueType = "lld"
    /// In the order written.
    public var cases: [Case]
}
