import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// libyaml's syntax errors become `yaml-syntax` diagnostics at the problem,
    /// with libyaml's context as a note.
    @Suite struct SyntaxErrorTests {
        func syntaxError(_ yaml: String) throws -> Diagnostic {
            let parsed = parse(yaml)
            #expect(parsed.document == nil)
            #expect(parsed.diagnostics.count == 1)
            let diagnostic = try #require(parsed.diagnostics.first)
            #expect(diagnostic.code == "yaml-syntax")
            return diagnostic
        }

        @Test func tabUsedForIndentation() throws {
            let diagnostic = try syntaxError("a:\n\tb: 1\n")
            #expect(diagnostic.span.start.at == "2:1@3")
            #expect(diagnostic.message == "YAML syntax error: found character that cannot start any token")
            #expect(diagnostic.notes.map(\.message) == ["while scanning for the next token"])
            #expect(diagnostic.notes.first?.span?.start.at == "2:1@3")
            #expect(diagnostic.help?.contains("indent with spaces") == true)
        }

        @Test func tabAfterAPlainScalar() throws {
            let diagnostic = try syntaxError("a:\n  b: 1\n\tc: 2\n")
            #expect(diagnostic.span.start.at == "3:1@10")
            #expect(diagnostic.notes.map(\.message) == ["while scanning a plain scalar"])
            #expect(diagnostic.notes.first?.span?.start.at == "2:6@8")
            #expect(diagnostic.help?.contains("indent with spaces") == true)
        }

        @Test func unclosedFlowSequenceAtTheEnd() throws {
            let diagnostic = try syntaxError("a: [1, 2\n")
            #expect(diagnostic.message == "YAML syntax error: did not find expected ',' or ']'")
            #expect(diagnostic.span.start.at == "2:1@9")
            #expect(diagnostic.notes.map(\.message) == ["while parsing a flow sequence"])
            #expect(diagnostic.notes.first?.span?.start.at == "1:4@3")
        }

        @Test func unclosedFlowSequenceBeforeTheNextKey() throws {
            let diagnostic = try syntaxError("a: [1, 2\nb: 3\n")
            #expect(diagnostic.span.start.at == "2:2@10")
            #expect(diagnostic.notes.first?.span?.start.at == "1:4@3")
        }

        @Test func unclosedQuote() throws {
            let diagnostic = try syntaxError("a: \"abc\n")
            #expect(diagnostic.message == "YAML syntax error: found unexpected end of stream")
            #expect(diagnostic.span.start.at == "2:1@8")
            #expect(diagnostic.notes.map(\.message) == ["while scanning a quoted scalar"])
            #expect(diagnostic.notes.first?.span?.start.at == "1:4@3")
        }

        @Test func colonInAPlainValueAfterNonASCIIText() throws {
            // 👋 is one column and four bytes.
            let diagnostic = try syntaxError("👋: Step 1: Scan\n")
            #expect(diagnostic.message == "YAML syntax error: mapping values are not allowed in this context")
            #expect(diagnostic.span.start.at == "1:10@12")
            #expect(diagnostic.notes.isEmpty)
            #expect(diagnostic.help?.contains("must be quoted") == true)
        }

        @Test func errorLineAfterCRLFLines() throws {
            let diagnostic = try syntaxError("a: 1\r\nb: [\r\n")
            #expect(diagnostic.span.start.at == "3:1@12")
            #expect(diagnostic.notes.first?.span?.start.at == "3:1@12")
        }
    }
}
