import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// ICU's DOUBLE_OPTIONAL apostrophe quoting, read and written.
    @Suite struct MessageQuotingTests {
        static let name = Message.Argument(name: "name", type: .string)

        @Test(arguments: [
            ("Don't", "Don't"),
            ("It''s", "It's"),
            ("a '' b", "a ' b"),
            ("'{name}'", "{name}"),
            ("'{'name'}'", "{name}"),
            ("'}'", "}"),
            ("'{ it''s }'", "{ it's }"),
            ("'#'", "'#'"),
            ("x'", "x'"),
            ("'{unterminated {x}", "{unterminated {x}"),
            ("''''", "''"),
        ])
        func quotedTextIsLiteral(text: String, literal: String) {
            #expect(parsed(text)?.parts == [.text(literal)], "\(text)")
        }

        @Test func quotingAroundArguments() {
            #expect(parsed("I said '{hi}' to {name}")?.parts == [.text("I said {hi} to "), .argument(Self.name)])
            #expect(parsed("''{name}")?.parts == [.text("'"), .argument(Self.name)])
            #expect(parsed("{name}'s plants")?.parts == [.argument(Self.name), .text("'s plants")])
        }

        @Test func hashIsQuotableOnlyInsideACase() {
            let cases = parsed("{n, plural, other {'#' is # and '}'}}")?.plural?.cases
            #expect(cases?.first?.parts == [.text("# is "), .count, .text(" and }")])
        }

        @Test(arguments: [
            ("Don't", "Don't"),
            ("It''s", "It's"),
            ("{ n ,plural,one{#}other{# s}}", "{n, plural, one {#} other {# s}}"),
            ("'{'", "'{'"),
            ("'{}'", "'{}'"),
            ("Top #1", "Top #1"),
            ("{n, plural, other {'#'}}", "{n, plural, other {'#'}}"),
            ("{count,number} by {name}", "{count, number} by {name}"),
            ("''{name}", "''{name}"),
            ("{n, plural, other {x''}}", "{n, plural, other {x''}}"),
            ("end'", "end'"),
        ])
        func icuTextQuotesOnlyWhereNeeded(text: String, canonical: String) throws {
            let message = try #require(parsed(text))
            #expect(message.icuText == canonical)
            #expect(parsed(message.icuText) == message)
        }
    }
}
