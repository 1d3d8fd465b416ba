import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// A spec file holds exactly one YAML document.
    @Suite struct DocumentTests {
        @Test func secondDocumentIsRejectedAtItsStart() {
            let parsed = parse("a: 1\n---\nb: 2\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-multiple-documents 2:1"])
            #expect(parsed.diagnostics.first?.span.start.offset == 5)
        }

        @Test func secondDocumentAfterAnExplicitEnd() {
            #expect(parse("a: 1\n...\n---\nb: 2\n").brief == ["yaml-multiple-documents 3:1"])
        }

        @Test func emptySecondDocumentIsStillASecondDocument() {
            #expect(parse("a: 1\n---\n").brief == ["yaml-multiple-documents 2:1"])
        }

        @Test func explicitStartAndEndOfOneDocumentAreFine() {
            let parsed = parse("---\na: 1\n...\n")
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["a"]?.text == "1")
            #expect(parsed.document?.path == "spec.yaml")
        }

        @Test(arguments: ["", "# only a comment\n", "\n\n   \n"])
        func fileWithoutADocumentIsEmpty(_ yaml: String) {
            let parsed = parse(yaml)
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-empty 1:1"])
        }
    }
}
