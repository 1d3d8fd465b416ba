import Foundation
import OnboardCompiler
import Testing

@testable import OnboardLanguageServer

/// `textDocument/codeAction`: the compiler's fixes of the diagnostics in the range, as quick
/// fixes whose edits are placed in UTF-16 units.
struct CodeActionTests {
    /// An emoji (two UTF-16 units, one scalar) before the misspelt role on its line, and a
    /// transition without a reduced-motion alternative.
    private static let spec = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: intro
            trigger: settings
            transition: { style: slide, duration: 0.3 }
            screens:
              - { id: a, title: "🙂", role: welcom, primary: { label: Done, action: complete } }

        """

    private static func everything(_ uri: String) -> CodeActionParams {
        let all = TextRange(start: Position(line: 0, character: 0), end: Position(line: 99, character: 0))
        return CodeActionParams(textDocument: .init(uri: uri), range: all, context: .init(diagnostics: [], only: nil))
    }

    @Test func offersTheDidYouMeanAtItsUTF16Place() throws {
        let scratch = try LanguageServerScratch()
        var workspace = Workspace()
        workspace.open(scratch.item("demo.yaml", Self.spec))
        let uri = scratch.uri("demo.yaml")
        let actions = workspace.quickFixes(in: uri, range: Self.everything(uri).range)
        let action = try #require(actions.first)
        #expect(actions.count == 1, "the decode error stops lint: only the did-you-mean")
        #expect(action.title == "Change `welcom` to `welcome`")
        #expect(action.kind == "quickfix")
        #expect(action.isPreferred == true)
        #expect(action.diagnostics?.map(\.code) == ["spec-unknown-value"])
        let prefix = "      - { id: a, title: \"🙂\", role: "
        let edit = try #require(action.edit.changes[uri]?.first)
        #expect(edit.range.start == Position(line: 7, character: prefix.utf16.count))
        #expect(edit.range.end == Position(line: 7, character: prefix.utf16.count + 6))
        #expect(prefix.utf16.count != prefix.unicodeScalars.count)
        #expect(edit.newText == "welcome")
        // Outside the diagnostic's range: nothing.
        let elsewhere = TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 3))
        #expect(workspace.quickFixes(in: uri, range: elsewhere).isEmpty)
    }

    @Test func appliedTheFixLeavesTheNextOne() throws {
        let scratch = try LanguageServerScratch()
        var workspace = Workspace()
        let uri = scratch.uri("demo.yaml")
        workspace.open(scratch.item("demo.yaml", Self.spec))
        let first = try #require(workspace.quickFixes(in: uri, range: Self.everything(uri).range).first)
        let edit = try #require(first.edit.changes[uri]?.first)
        workspace.change(
            DidChangeTextDocumentParams(
                textDocument: .init(uri: uri, version: 2),
                contentChanges: [.init(range: edit.range, text: edit.newText)]))
        let next = workspace.quickFixes(in: uri, range: Self.everything(uri).range)
        #expect(next.map(\.title) == ["Add `reducedMotion.transition` to flow `intro`"])
        #expect(next.first?.isPreferred == nil)
        #expect(next.first?.diagnostics?.map(\.code) == ["timing-reduced-motion"])
        let insertion = try #require(next.first?.edit.changes[uri]?.first)
        #expect(insertion.range.start == Position(line: 3, character: "  - id: intro".utf16.count))
        #expect(insertion.newText == "\n    reducedMotion: { transition: { style: opacity } }")
    }

    @Test func answersTheRequestAndAdvertisesQuickFixes() async throws {
        let scratch = try LanguageServerScratch()
        let client = Client()
        await client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let result = try #require(client.take().first?["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String] == ["quickfix"])
        await client.server.didOpenForTests(scratch.item("demo.yaml", Self.spec))
        let uri = scratch.uri("demo.yaml")
        // A client's diagnostic as another server may write it: a numeric code, no source.
        let request = """
            {"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\(uri)"},\
            "range":{"start":{"line":7,"character":40},"end":{"line":7,"character":40}},\
            "context":{"diagnostics":[{"range":{"start":{"line":7,"character":38},"end":{"line":7,"character":44}},\
            "code":7,"message":"x"}]}}}
            """
        await client.send(request)
        let actions = try #require(client.take().first?["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Change `welcom` to `welcome`"])
        let edit = try #require(actions.first?["edit"] as? [String: Any])
        #expect((edit["changes"] as? [String: Any])?.keys.sorted() == [uri])
        // A client that wants refactorings only gets none.
        await client.send(
            request.replacingOccurrences(
                of: #""code":7,"message":"x"}]"#, with: #""code":7,"message":"x"}],"only":["refactor"]"#))
        #expect((client.take().first?["result"] as? [Any])?.isEmpty == true)
    }
}
