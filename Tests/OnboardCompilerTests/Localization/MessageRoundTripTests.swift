import BundleFormat
import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// `parse(m.icuText) == m` for thousands of generated messages full of the
    /// characters quoting is about; and any text that parses renders back to a
    /// text that parses to the same message.
    @Suite struct MessageRoundTripTests {
        /// Characters that stress quoting, plus ordinary, non-ASCII and right-to-left ones.
        static let alphabet: [String] = ["a", "B", " ", "'", "'", "{", "}", "#", "%", "é", "🌱", "ש", "\n", ",", "="]

        @Test func renderedMessagesParseBackUnchanged() {
            var random = SeededGenerator(seed: 0x5EED)
            for _ in 0..<3000 {
                let message = Self.message(using: &random)
                let text = message.icuText
                #expect(parsed(text) == message, "\(text)")
            }
        }

        @Test func anyTextThatParsesRendersToItself() {
            var random = SeededGenerator(seed: 42)
            let syntax =
                Self.alphabet + ["{n}", "{n, number}", "{c, plural, one {#} other {# x}}", "{c, plural, other {'#'}}"]
            var parsedCount = 0
            for _ in 0..<5000 {
                let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in syntax.randomElement(using: &random)!
                }.joined()
                switch MessageParser.parse(text) {
                case .success(let message):
                    parsedCount += 1
                    #expect(parsed(message.icuText) == message, "\(text) → \(message.icuText)")
                case .failure(let error):
                    #expect(
                        error.range.lowerBound >= text.startIndex && error.range.upperBound <= text.endIndex, "\(text)")
                    #expect(!error.message.isEmpty && !error.help.isEmpty)
                }
            }
            #expect(parsedCount > 500, "too few generated texts parse to test anything")
        }

        // MARK: - Generator

        static func message(using random: inout SeededGenerator) -> Message {
            var parts: [Message.Part] = []
            let pluralAt = Bool.random(using: &random) ? Int.random(in: 0...3, using: &random) : -1
            for index in 0..<Int.random(in: 0...4, using: &random) {
                parts.append(index == pluralAt ? .plural(plural(using: &random)) : part(inCase: false, using: &random))
            }
            return Message(parts: Message.merged(parts))
        }

        static func plural(using random: inout SeededGenerator) -> Message.Plural {
            var selectors: [Message.Plural.Selector] =
                PluralCategory.allCases.map { .category($0) } + (0...3).map { .exact($0) }
            selectors.shuffle(using: &random)
            var chosen = Array(selectors.prefix(Int.random(in: 0...4, using: &random))).filter {
                $0 != .category(.other)
            }
            chosen.insert(.category(.other), at: Int.random(in: 0...chosen.count, using: &random))
            let cases = chosen.map { selector in
                let parts = (0..<Int.random(in: 0...4, using: &random)).map { _ in part(inCase: true, using: &random) }
                return Message.Plural.Case(selector: selector, parts: Message.merged(parts))
            }
            return Message.Plural(argument: "count", cases: cases)
        }

        /// Text, a string argument (`a`, `b`), a number (`n`, or the plural's `count`), or `#` in a case.
        static func part(inCase: Bool, using random: inout SeededGenerator) -> Message.Part {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: .argument(.init(name: ["a", "b_2"].randomElement(using: &random)!, type: .string))
            case 1: .argument(.init(name: ["n", "count"].randomElement(using: &random)!, type: .integer))
            case 2 where inCase: .count
            default:
                .text(
                    (0..<Int.random(in: 1...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                        .joined())
            }
        }
    }
}
