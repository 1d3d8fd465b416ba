import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Every explicit tag is rejected at the node that carries it; none is acted on.
    @Suite struct TagTests {
        @Test(arguments: [
            ("run: !!python/object/apply:os.system [ls]\n", "1:6@5", "`!!python/object/apply:os.system`"),
            ("file: !include x\n", "1:7@6", "`!include`"),
            ("key: !env X\n", "1:6@5", "`!env`"),
            ("a: !!str a\n", "1:4@3", "`!!str`"),
            ("a: 1\nb: !!map\n  c: 1\n", "2:4@8", "`!!map`"),
            ("- ! x\n", "1:3@2", "`!`"),
            ("!!str k: v\n", "1:1@0", "`!!str`"),
            ("a: !<tag:example.com,2000:x> v\n", "1:4@3", "`tag:example.com,2000:x`"),
            ("%TAG !e! tag:example.com,2000:\n---\na: !e!x v\n", "3:4@38", "`tag:example.com,2000:x`"),
        ])
        func tagIsRejectedAtItsNode(_ yaml: String, _ at: String, _ shown: String) throws {
            let parsed = parse(yaml)
            #expect(parsed.document == nil)
            #expect(parsed.diagnostics.count == 1)
            let diagnostic = try #require(parsed.diagnostics.first)
            #expect(diagnostic.code == "yaml-tag")
            #expect(diagnostic.span.start.at == at)
            #expect(diagnostic.message.contains(shown), "\(diagnostic.message)")
        }

        @Test func tagSpanCoversTheTaggedScalar() {
            #expect(parse("a: !!str yes\n").diagnostics.first?.span.at == "1:4@3-1:13@12")
        }

        @Test func tagLikeTextInQuotesIsJustText() {
            let parsed = parse("a: \"!!str yes\"\n")
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["a"]?.text == "!!str yes")
        }
    }
}
