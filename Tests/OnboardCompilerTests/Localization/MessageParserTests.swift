import Testing
@testable import OnboardCompiler

extension LocalizationTests {
    /// The ICU subset: what parses to which parts, and each error with the exact
    /// character(s) it points at (shown as a caret line under the text).
    @Suite struct MessageParserTests {
        static let name = Message.Argument(name: "name", type: .string)
        static let count = Message.Argument(name: "count", type: .integer)

        @Test func textAndArguments() throws {
            #expect(parsed("Hello, {name}!")?.parts == [.text("Hello, "), .argument(Self.name), .text("!")])
            #expect(parsed("{ name }")?.parts == [.argument(Self.name)])
            #expect(
                parsed("Screen {position, number} of {count,number}")?.parts == [
                    .text("Screen "), .argument(.init(name: "position", type: .integer)), .text(" of "),
                    .argument(Self.count),
                ])
            #expect(parsed("")?.parts == [])
            #expect(parsed("Top #1, 100%")?.parts == [.text("Top #1, 100%")])
        }

        @Test func pluralWithTextAroundAndInside() throws {
            let message = try #require(
                parsed("You have {count, plural, =0 {no plants} one {# plant} other {{name}: # plants}} left."))
            let plural = Message.Plural(
                argument: "count",
                cases: [
                    .init(selector: .exact(0), parts: [.text("no plants")]),
                    .init(selector: .category(.one), parts: [.count, .text(" plant")]),
                    .init(
                        selector: .category(.other),
                        parts: [.argument(Self.name), .text(": "), .count, .text(" plants")]),
                ])
            #expect(message.parts == [.text("You have "), .plural(plural), .text(" left.")])
            #expect(message.arguments == [Self.count, Self.name])
            #expect(message.plural?.categories == [.one, .other])
        }

        @Test func whiteSpaceInsideBracesIsSkippedButCaseTextIsKept() throws {
            let tight = try #require(parsed("{count,plural,one{#}other{# x}}"))
            let loose = try #require(parsed("{ count ,\n plural , one {#}\tother {# x} }"))
            #expect(tight == loose)
            #expect(parsed("{n, plural, other { # }}")?.plural?.cases.first?.parts == [.text(" "), .count, .text(" ")])
            #expect(parsed("{n, plural, =0 {} other {#}}")?.plural?.cases.first?.parts == [])
        }

        @Test func aCombiningMarkAfterABraceDoesNotHideIt() {
            #expect(parsed("{name}\u{301}")?.parts == [.argument(Self.name), .text("\u{301}")])
        }

        @Test func theSameNameAsNumberAndAsPluralIsFine() {
            #expect(parsed("{n, number} {n, plural, other {#}}")?.arguments == [.init(name: "n", type: .integer)])
        }

        @Test(arguments: [
            ("Hello }", "      ^", "this `}` closes nothing"),
            ("Hello {name", "      ^", "this `{` is never closed"),
            ("{n, plural, one {x} other {y}", "^", "this `{` is never closed"),
            ("{n, plural, other {x", "                  ^", "this `{` is never closed"),
            ("{x, date}", "    ^^^^", "unknown argument type `date`"),
            ("{x, select, a {A} other {B}}", "    ^^^^^^", "`select` is not supported"),
            ("{}", "^^", "an argument needs a name"),
            ("{ , number}", "^^^", "an argument needs a name"),
            ("{first-name}", " ^^^^^^^^^^", "`first-name` is not a valid argument name"),
            ("{0}", " ^", "`0` is not a valid argument name"),
            ("{name foo}", "      ^", "expected `,` or `}` after the argument name `name`"),
            ("{n, }", "    ^", "expected an argument type after `,`"),
            ("{n, number, integer}", "            ^^^^^^^", "number styles are not supported"),
            ("{n} and {n, number}", "         ^", "`n` is used both as text and as a number"),
            ("{n, plural, other {{n}}}", "                    ^", "`n` is used both as text and as a number"),
            ("{n, plural, one {# plant}}", "                         ^", "this plural has no `other` case"),
            ("{n, plural}", "          ^", "this plural has no `other` case"),
            ("{n, plural other {x}}", "           ^", "expected `,` and the cases after `plural`"),
            ("{n, plural, one {a} one {b} other {c}}", "                    ^^^", "`one` appears twice in this plural"),
            ("{n, plural, =1 {a} =01 {b} other {c}}", "                   ^^^", "`=01` appears twice in this plural"),
            ("{n, plural, single {a} other {b}}", "            ^^^^^^", "`single` is not a plural category"),
            ("{n, plural, =x {a} other {b}}", "            ^^", "`=x` is not an exact number"),
            ("{n, plural, offset:1 other {#}}", "            ^^^^^^^^", "plural offsets are not supported"),
            ("{n, plural, {a} other {b}}", "            ^", "expected a plural category before this `{`"),
            ("{n, plural, one two}", "                ^", "expected `{` after `one`"),
            (
                "{n, plural, other {{m, plural, other {x}}}}", "                       ^^^^^^",
                "a plural cannot sit inside another plural's case"
            ),
            (
                "{a, plural, other {x}} {b, plural, other {y}}", "                           ^^^^^^",
                "a message can hold only one plural"
            ),
        ])
        func syntaxErrorPointsAtTheFault(text: String, expected: String, message: String) throws {
            let error = try #require(syntaxError(text))
            #expect(carets(text, error.range) == expected, "\(text)")
            #expect(error.message == message)
            #expect(!error.help.isEmpty)
        }

        @Test func unknownTypesNameTheSupportedOnes() throws {
            let error = try #require(syntaxError("{when, date, short}"))
            #expect(error.help.contains("only `number` and `plural`"))
        }
    }
}
