/// Why a text is not a valid message, and the exact character(s) at fault.
///
/// `range` is a range of the text given to `MessageParser.parse(_:)`; the
/// decoder turns it into a source span (`copy-message-syntax`). `message` and
/// `help` are written for the content writer or translator.
public struct MessageSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var range: Range<String.Index>
    public var help: String

    public init(_ message: String, at range: Range<String.Index>, help: String) {
        self.message = message
        self.range = range
        self.help = help
    }
}

/// The messages, next to each other so that they read alike.
extension MessageSyntaxError {
    static let categoryList = "`zero`, `one`, `two`, `few`, `many`, `other` or an exact number like `=0`"

    static func unmatchedClosingBrace(at range: Range<String.Index>) -> Self {
        Self(
            "this `}` closes nothing", at: range,
            help: "remove it, or quote it to show a brace: `'}'`")
    }

    static func unclosedBrace(at range: Range<String.Index>) -> Self {
        Self(
            "this `{` is never closed", at: range,
            help: "end the argument or case with `}`, or quote the brace to show it: `'{'`")
    }

    static func emptyArgumentName(at range: Range<String.Index>) -> Self {
        Self(
            "an argument needs a name", at: range,
            help: "write the name between the braces, like `{name}`; to show a brace, quote it: `'{'`")
    }

    static func invalidArgumentName(_ name: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(name)` is not a valid argument name", at: range,
            help: "a name starts with a letter or `_` and holds only ASCII letters, digits and `_`")
    }

    static func expectedCommaOrBrace(after name: String, at range: Range<String.Index>) -> Self {
        Self(
            "expected `,` or `}` after the argument name `\(name)`", at: range,
            help: "write `{\(name)}` for text, `{\(name), number}` for a number or `{\(name), plural, …}`")
    }

    static func missingArgumentType(at range: Range<String.Index>) -> Self {
        Self(
            "expected an argument type after `,`", at: range,
            help: "only `number` and `plural` are supported")
    }

    static func unknownArgumentType(_ type: String, at range: Range<String.Index>) -> Self {
        Self(
            "unknown argument type `\(type)`", at: range,
            help:
                "only `number` and `plural` are supported; format dates and other values in the app and pass them as text (`{name}`)"
        )
    }

    static func selectUnsupported(at range: Range<String.Index>) -> Self {
        Self(
            "`select` is not supported", at: range,
            help:
                "write one string per variant, or pass the chosen word as a text argument; only `number` and `plural` are supported"
        )
    }

    static func numberStyleUnsupported(at range: Range<String.Index>) -> Self {
        Self(
            "number styles are not supported", at: range,
            help: "write `{name, number}`; the app formats the number for the locale")
    }

    static func conflictingArgumentType(_ name: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(name)` is used both as text and as a number", at: range,
            help: "give each use the same form: inside a plural case write `#` for the count, or `{\(name), number}`")
    }

    static func nestedPlural(at range: Range<String.Index>) -> Self {
        Self(
            "a plural cannot sit inside another plural's case", at: range,
            help: "write the words that change in each case of the one plural, or split the copy into two strings")
    }

    static func secondPlural(at range: Range<String.Index>) -> Self {
        Self(
            "a message can hold only one plural", at: range,
            help: "split the copy into two strings, one plural each")
    }

    static func expectedPluralCases(at range: Range<String.Index>) -> Self {
        Self(
            "expected `,` and the cases after `plural`", at: range,
            help: "write `{count, plural, one {# item} other {# items}}`")
    }

    static func missingOther(at range: Range<String.Index>) -> Self {
        Self(
            "this plural has no `other` case", at: range,
            help: "add `other {…}` before this brace: it is shown for every number no other case matches")
    }

    static func missingSelector(at range: Range<String.Index>) -> Self {
        Self(
            "expected a plural category before this `{`", at: range,
            help: "start each case with \(categoryList)")
    }

    static func unknownCategory(_ word: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(word)` is not a plural category", at: range,
            help: "use \(categoryList)")
    }

    static func offsetUnsupported(at range: Range<String.Index>) -> Self {
        Self(
            "plural offsets are not supported", at: range,
            help: "remove the offset and write the numbers the cases need with `=N` or categories")
    }

    static func invalidExactNumber(_ word: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(word)` is not an exact number", at: range,
            help: "write `=` followed by a whole number, like `=0`")
    }

    static func duplicateSelector(_ word: String, at range: Range<String.Index>) -> Self {
        Self(
            "`\(word)` appears twice in this plural", at: range,
            help: "keep one of the two cases")
    }

    static func expectedCaseBody(after word: String, at range: Range<String.Index>) -> Self {
        Self(
            "expected `{` after `\(word)`", at: range,
            help: "write the case's text in braces: `\(word) {…}`")
    }
}
