import Foundation
import OnboardCompiler
import Testing

@testable import OnboardLanguageServer

struct OutlineAndHoverTests {
    private static let spec = """
        version: 1
        app:
          id: demo
          name: Demo
          platforms: [ios]
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasOnboarded }
            dialogs:
              - { id: leave, title: Leave?, confirm: Leave, cancel: Stay }
            screens:
              - id: welcome
                role: welcome
                title: "🙂 Hello"
                primary: { label: Start, action: complete }
                states:
                  - id: loading
                    title: Wait

        """

    private static func server(_ text: String = spec, name: String = "demo.yaml") async -> (LanguageServer, String) {
        let server = LanguageServer(debounce: .zero) { _ in }
        let uri = "file:///tmp/lsp-outline/\(name)"
        let item = TextDocumentItem(uri: uri, languageId: "yaml", version: 1, text: text)
        _ = await server.receive(.message(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8)))
        await server.didOpenForTests(item)
        return (server, uri)
    }

    /// Where the first `text` starts in the spec, `plus` UTF-16 units on.
    private static func position(of text: String, in spec: String = spec, plus: Int = 0) -> Position {
        .of(text, in: spec, plus: plus)
    }

    @Test func outlinesFlowsScreensStatesAndDialogs() async {
        let (server, uri) = await Self.server()
        let symbols = await server.documentSymbols(DocumentSymbolParams(textDocument: .init(uri: uri)))
        #expect(symbols.map(\.name) == ["onboarding"])
        #expect(symbols.first?.detail == "flow, first-launch")
        let children = symbols.first?.children ?? []
        #expect(children.map(\.name) == ["welcome", "leave"])
        #expect(children.map(\.kind) == [.class, .event])
        #expect(children.first?.children?.map(\.name) == ["loading"])
        #expect(children.first?.selectionRange.start == Self.position(of: "welcome\n", plus: 0))
    }

    @Test func outlinesATranslationFilesKeys() async {
        let (server, uri) = await Self.server(
            "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n", name: "demo.l10n/de.yaml")
        let symbols = await server.documentSymbols(DocumentSymbolParams(textDocument: .init(uri: uri)))
        #expect(symbols.map(\.name) == ["onboarding.welcome.title"])
        #expect(symbols.first?.detail == "Hallo")
    }

    @Test func hoverOnAKeyTellsWhatItMeans() async throws {
        let (server, uri) = await Self.server()
        let hover = try #require(
            await server.hover(.init(textDocument: .init(uri: uri), position: Self.position(of: "trigger", plus: 2))))
        #expect(hover.contents.value.hasPrefix("**`trigger`** of a flow (required)"))
        #expect(hover.contents.value.contains("Value: one of `first-launch`"))
        #expect(
            hover.range == TextRange(start: Self.position(of: "trigger"), end: Self.position(of: "trigger", plus: 7)))
        let destructive = try #require(
            await server.hover(.init(textDocument: .init(uri: uri), position: Self.position(of: "title: Wait"))))
        #expect(destructive.contents.value.contains("of a state"))
    }

    @Test func hoverOnAClosedValueListsTheWords() async throws {
        let (server, uri) = await Self.server()
        let hover = try #require(
            await server.hover(.init(textDocument: .init(uri: uri), position: Self.position(of: "complete }", plus: 1)))
        )
        // The value's own meaning first, then the words it is chosen from.
        #expect(hover.contents.value.hasPrefix("**`complete`**: the flow is done: the flag is set"))
        #expect(hover.contents.value.contains("`action` of a button: one of `next`, `back`, `complete`"))
        let ios = try #require(
            await server.hover(.init(textDocument: .init(uri: uri), position: Self.position(of: "ios"))))
        #expect(ios.contents.value.hasPrefix("**`ios`**: iOS: writes `Localizable.xcstrings`"))
        // Free text has nothing to list.
        #expect(await server.hover(.init(textDocument: .init(uri: uri), position: Self.position(of: "Hello"))) == nil)
    }

    @Test func nothingForADocumentThatDoesNotParse() async {
        let (server, uri) = await Self.server("flows: [")
        #expect(await server.documentSymbols(DocumentSymbolParams(textDocument: .init(uri: uri))) == [])
        #expect(
            await server.hover(.init(textDocument: .init(uri: uri), position: Position(line: 0, character: 1))) == nil)
    }
}

extension LanguageServer {
    /// Opens a document without checking it (the outline and hover need no diagnostics).
    func didOpenForTests(_ item: TextDocumentItem) { workspace.open(item) }
}
