import BundleFormat

/// A piece of copy as a message: text, typed placeholders and at most one
/// plural, in the ICU MessageFormat subset the spec format allows:
///
///     Hello, {name}!                          a string argument
///     Screen {position, number} of {count, number}
///     {count, plural, one {# plant} other {# plants}}
///
/// `MessageParser` builds it from the text a writer or translator wrote; the
/// emitters convert it to each platform's format (`%@`, `%1$s`, `<ph>`…).
public struct Message: Sendable, Hashable {
    public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
        /// `{name}`: any text.
        case string
        /// `{name, number}`, and the number a plural selects on: a whole number.
        case integer
    }

    public struct Argument: Sendable, Hashable {
        public var name: String
        public var type: ArgumentType

        public init(name: String, type: ArgumentType) {
            self.name = name
            self.type = type
        }
    }

    public enum Part: Sendable, Hashable {
        /// Literal text, with ICU quoting already undone (`''` is `'`).
        case text(String)
        /// `{name}` or `{name, number}`.
        case argument(Argument)
        /// `{name, plural, …}`; only at the top level of a message.
        case plural(Plural)
        /// `#` inside a plural case: the plural's number, formatted.
        case count
    }

    /// `{argument, plural, one {…} other {…}}`.
    public struct Plural: Sendable, Hashable {
        public enum Selector: Sendable, Hashable {
            case category(PluralCategory)
            /// `=0`, `=1`…: an exact number, chosen before the categories.
            case exact(Int)
        }

        public struct Case: Sendable, Hashable {
            public var selector: Selector
            /// Text, arguments and `#`; never another plural.
            public var parts: [Part]

            public init(selector: Selector, parts: [Part]) {
                self.selector = selector
                self.parts = parts
            }
        }

        public var argument: String
        /// In the order written.
        public var cases: [Case]

        public init(argument: String, cases: [Case]) {
            self.argument = argument
            self.cases = cases
        }

        /// The categories the cases name, in CLDR order.
        public var categories: [PluralCategory] {
            PluralCategory.allCases.filter { category in cases.contains { $0.selector == .category(category) } }
        }
    }

    public var parts: [Part]

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// A message of literal text only.
    public init(text: String) {
        parts = text.isEmpty ? [] : [.text(text)]
    }

    /// Every argument, the plural's included, in the order of first appearance.
    /// Platforms number arguments in this order (`%1$@`, `%2$lld`), so a
    /// translation uses the source message's order.
    public var arguments: [Argument] {
        var seen = Set<String>()
        var out: [Argument] = []
        func visit(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .argument(let argument):
                    if seen.insert(argument.name).inserted { out.append(argument) }
                case .plural(let plural):
                    if seen.insert(plural.argument).inserted {
                        out.append(Argument(name: plural.argument, type: .integer))
                    }
                    for item in plural.cases { visit(item.parts) }
                case .text, .count:
                    break
                }
            }
        }
        visit(parts)
        return out
    }

    /// The message's one plural, if it has one.
    public var plural: Plural? {
        for case .plural(let plural) in parts { return plural }
        return nil
    }

    /// True when the message is literal text (no argument, no plural).
    public var isPlainText: Bool {
        parts.allSatisfy { if case .text = $0 { true } else { false } }
    }
}
