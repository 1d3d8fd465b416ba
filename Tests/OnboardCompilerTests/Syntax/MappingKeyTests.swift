import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Keys must be non-null strings, and `<<` merge keys are not supported.
    @Suite struct MappingKeyTests {
        @Test func sequenceKey() {
            let parsed = parse("? [a, b]\n: v\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-non-string-key 1:3"])
            #expect(parsed.diagnostics.first?.span.at == "1:3@2-1:9@8")
            #expect(parsed.diagnostics.first?.message.contains("a list") == true)
        }

        @Test func flowSequenceKeyInAFlowMapping() {
            #expect(parse("{[a]: v}").brief == ["yaml-non-string-key 1:2"])
        }

        @Test func mappingKey() {
            let parsed = parse("ok: 1\n? {a: 1}\n: v\n")
            #expect(parsed.brief == ["yaml-non-string-key 2:3"])
            #expect(parsed.diagnostics.first?.message.contains("a mapping") == true)
        }

        @Test func aliasOfAMappingAsKey() {
            #expect(parse("a: &m {x: 1}\n*m : v\n").brief == ["yaml-non-string-key 2:1"])
        }

        @Test(arguments: [
            ("~: v", "yaml-null-key 1:1"),
            ("null: v", "yaml-null-key 1:1"),
            ("Null: v", "yaml-null-key 1:1"),
            ("a: 1\nNULL: v", "yaml-null-key 2:1"),
            ("a: 1\n? \n: v", "yaml-null-key 2:2"),
        ])
        func nullOrEmptyKey(_ yaml: String, _ expected: String) {
            let parsed = parse(yaml)
            #expect(parsed.document == nil)
            #expect(parsed.brief == [expected])
        }

        @Test func quotedNullAndEmptyKeysAreStrings() {
            let parsed = parse("'null': a\n\"~\": b\n\"\": c\n")
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["null"]?.text == "a")
            #expect(parsed.root?["~"]?.text == "b")
            #expect(parsed.root?[""]?.text == "c")
        }

        @Test func mergeKeyIsRejected() {
            let parsed = parse("base: &b {x: 1}\nscreen:\n  <<: *b\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-merge-key 3:3"])
            #expect(parsed.diagnostics.first?.span.at == "3:3@26-3:5@28")
        }

        @Test func quotedMergeKeyIsAnOrdinaryKey() {
            let parsed = parse("\"<<\": x\n")
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["<<"]?.text == "x")
        }
    }
}
