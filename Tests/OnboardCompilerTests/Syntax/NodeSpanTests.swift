import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Node spans: 1-based line and column (columns count Unicode scalars) and
    /// 0-based byte offsets, start inclusive and end exclusive.
    @Suite struct NodeSpanTests {
        @Test func blockAndFlowNodes() throws {
            let parsed = parse(
                """
                title: Welcome
                steps:
                  - id: intro
                    text: "Hi"
                """)
            #expect(parsed.diagnostics.isEmpty)
            let root = try #require(parsed.root)
            #expect(root.at == "1:1@0-4:15@50")
            #expect(root["title"]?.at == "1:8@7-1:15@14")
            let steps = try #require(root["steps"])
            #expect(steps.at == "3:3@24-4:15@50")
            #expect(steps[0]?.at == "3:5@26-4:15@50")
            #expect(steps[0]?["id"]?.at == "3:9@30-3:14@35")
            // A quoted scalar's span includes its quotes.
            #expect(steps[0]?["text"]?.at == "4:11@46-4:15@50")
        }

        @Test func blockCollectionEndsAtItsLastValueNotAtTheNextKey() throws {
            let root = try #require(parse("a:\n  b: 1\n\n# note\nc: 2\n").root)
            #expect(root["a"]?.at == "2:3@5-2:7@9")
            #expect(root.at == "1:1@0-5:5@22")
        }

        @Test func emptyValueIsZeroWidthAfterTheColon() throws {
            let root = try #require(parse("a:\nb: 1\n").root)
            #expect(root["a"]?.text == "")
            #expect(root["a"]?.at == "1:3@2-1:3@2")
        }

        @Test func columnsCountScalarsAfterNonASCIIText() throws {
            // 👋 is 4 bytes, ü and ß 2 bytes each, é 2 bytes; the second line's é
            // is e + U+0301 (two scalars, three bytes).
            let root = try #require(parse("emoji: [👋 Grüße, café]\ncombining: [e\u{301}, z]\n").root)
            #expect(root["emoji"]?.at == "1:8@7-1:23@28")
            #expect(root["emoji"]?[0]?.at == "1:9@8-1:16@20")
            #expect(root["emoji"]?[1]?.at == "1:18@22-1:22@27")
            #expect(root["combining"]?[0]?.at == "2:13@41-2:15@44")
            #expect(root["combining"]?[1]?.at == "2:17@46-2:18@47")
        }

        @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
            let parsed = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x]\n".utf8))
            #expect(parsed.diagnostics.isEmpty)
            let root = try #require(parsed.root)
            #expect(root.at == "1:1@3-2:7@14")
            #expect(root.count == 2)
            #expect(root["a"]?.at == "1:4@6-1:5@7")
            #expect(root["b"]?.at == "2:4@11-2:7@14")
            #expect(root["b"]?[0]?.at == "2:5@12-2:6@13")
        }

        @Test func byteOrderMarkThenNonASCIIKey() throws {
            let parsed = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("é: x\n".utf8))
            let root = try #require(parsed.root)
            guard case .mapping(let entries) = root.content else { Issue.record("not a mapping"); return }
            #expect(entries.first?.key.at == "1:1@3-1:2@5")
            #expect(root["é"]?.at == "1:4@7-1:5@8")
        }

        @Test func crlfLineEndings() throws {
            let root = try #require(parse("a: 1\r\nb:\r\n  - x\r\n  - y\r\n").root)
            #expect(root["a"]?.at == "1:4@3-1:5@4")
            #expect(root["b"]?.at == "3:3@12-4:6@22")
            #expect(root["b"]?[0]?.at == "3:5@14-3:6@15")
            #expect(root["b"]?[1]?.at == "4:5@21-4:6@22")
        }

        @Test func loneCRLineEndings() throws {
            let root = try #require(parse("a: 1\rb: 2\rc: [3]\r").root)
            #expect(root["b"]?.at == "2:4@8-2:5@9")
            #expect(root["c"]?.at == "3:4@13-3:7@16")
            #expect(root["c"]?[0]?.at == "3:5@14-3:6@15")
        }

        @Test func nextLineCharacterBreaksLinesAsLibyamlDoes() throws {
            // U+0085 (NEL, two bytes) is a line break for libyaml (YAML 1.1).
            let root = try #require(parse("a: x\u{85}b: y\n").root)
            #expect(root["a"]?.text == "x")
            #expect(root["b"]?.at == "2:4@9-2:5@10")
        }
    }
}
