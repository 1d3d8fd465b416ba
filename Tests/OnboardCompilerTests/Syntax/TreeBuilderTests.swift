import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// The node tree: YAML structure in, `Node`s out, keys in the order written.
    @Suite struct TreeBuilderTests {
        @Test func mappingsKeepKeyOrderAndSequencesKeepItemOrder() throws {
            let parsed = parse(
                """
                version: 1
                app:
                  name: Demo
                  screens: [welcome, plan, done]
                """)
            #expect(parsed.diagnostics.isEmpty)
            let root = try #require(parsed.root)
            guard case .mapping(let entries) = root.content else { Issue.record("root is \(root.kindName)"); return }
            #expect(entries.map(\.name) == ["version", "app"])
            #expect(root["app"]?.kindName == "a mapping")
            guard case .sequence(let screens)? = root["app"]?["screens"]?.content else {
                Issue.record("screens is not a list"); return
            }
            #expect(screens.map(\.text) == ["welcome", "plan", "done"])
        }

        @Test func entryKeyKeepsItsOwnSpan() throws {
            let root = try #require(parse("a: 1\n\"b c\": 2\n").root)
            guard case .mapping(let entries) = root.content else { Issue.record("not a mapping"); return }
            #expect(entries.map(\.key.at) == ["1:1@0-1:2@1", "2:1@5-2:6@10"])
            #expect(entries.map(\.name) == ["a", "b c"])
        }

        @Test func scalarRootIsADocument() throws {
            let parsed = parse("just text")
            #expect(parsed.diagnostics.isEmpty)
            #expect(try #require(parsed.root).scalar == Node.Scalar(text: "just text", style: .plain))
            #expect(parsed.root?.kindName == "a value")
        }

        @Test func documentSpanOfANode() throws {
            let document = try #require(parse("- x\n- y\n").document)
            let span = document.span(try #require(document.root[1]))
            #expect(span.file == "spec.yaml")
            #expect(span.at == "2:3@6-2:4@7")
        }

        @Test func fatalProblemStopsTheBuildWithoutADocument() {
            // The tag stops the build; the duplicate key after it is never reached.
            let parsed = parse("a: !!str x\na: 2\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-tag 1:4"])
        }

        @Test func nonFatalProblemsStillBuildTheTree() {
            let parsed = parse("a: 1\na: 2\n")
            #expect(parsed.brief == ["yaml-duplicate-key 2:1"])
            #expect(parsed.root?.count == 2)
        }
    }
}
