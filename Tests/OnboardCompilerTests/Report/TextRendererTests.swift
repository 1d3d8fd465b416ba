import Testing
@testable import OnboardCompiler

/// The text renderer with what a hostile file can put in front of it: lines of
/// megabytes, control characters in the excerpt and in the words a message quotes.
@Suite struct TextRendererTests {
    static func render(_ diagnostic: Diagnostic, _ source: SourceFile) -> String {
        DiagnosticRenderer(sources: [source.path: source]).text(diagnostic)
    }

    /// Text handed over in pieces of whole diagnostics is the text rendered at once;
    /// every other format is one piece, the whole document.
    @Test(arguments: DiagnosticRenderer.Format.allCases)
    func piecesMakeTheWholeReport(format: DiagnosticRenderer.Format) {
        let source = SourceFile(path: "specs/app.yaml", text: String(repeating: "key: value\n", count: 20))
        let diagnostics = (1...10).map { testFinding(.warning, at: $0, 1, message: "finding \($0)", help: "fix it") }
        let renderer = DiagnosticRenderer(sources: [source.path: source])
        var pieces: [String] = []
        renderer.render(diagnostics, format: format, piece: 150) { pieces.append($0) }
        #expect(pieces.joined() == renderer.render(diagnostics, format: format))
        if format == .text {
            let one = renderer.text(diagnostics[0]).utf8.count
            #expect(one < 150 && 2 * one >= 150, "each piece is two diagnostics: \(one) bytes each")
            #expect(
                pieces
                    == stride(from: 0, to: 10, by: 2).map {
                        renderer.text(diagnostics[$0]) + renderer.text(diagnostics[$0 + 1])
                    })
        } else {
            #expect(pieces.count == 1)
        }
    }

    /// A diagnostic deep in a line of 600,000 characters: the window around the caret,
    /// marked as cut on both sides, read without the rest of the line.
    @Test func anExcerptOfAVeryLongLineIsAWindow() throws {
        let text = String(repeating: "a", count: 300_000) + "é" + String(repeating: "b", count: 300_000)
        let source = SourceFile(path: "long.yaml", text: text)
        let at = SourceLocation(line: 1, column: 300_001, offset: 300_000)
        let diagnostic = Diagnostic(.error, code: "test", "here", at: SourceSpan(file: "long.yaml", start: at, end: at))
        let lines = Self.render(diagnostic, source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[1] == " 1 | …" + String(repeating: "a", count: 20) + "é" + String(repeating: "b", count: 99) + "…")
        #expect(lines[2] == "   | " + String(repeating: " ", count: 21) + "^" + String(repeating: "~", count: 99))
        let window = try #require(DiagnosticRenderer.window(source.bytes, at: 300_000, column: 300_001))
        #expect(window.scalars.count <= 2 * DiagnosticRenderer.excerptWidth + 1)
    }

    /// Near the end of a long line the window ends with the line, as before.
    @Test func anExcerptNearTheEndOfALongLineEndsWithIt() {
        let text = String(repeating: "a", count: 1_000) + "xyz\nnext"
        let source = SourceFile(path: "long.yaml", text: text)
        let at = SourceLocation(line: 1, column: 1_002, offset: 1_001)
        let diagnostic = Diagnostic(.error, code: "test", "here", at: SourceSpan(file: "long.yaml", start: at, end: at))
        let lines = Self.render(diagnostic, source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == " 1 | …" + String(repeating: "a", count: 117) + "xyz")
    }

    /// Control characters in the excerpt and in the message, help and notes become
    /// pictures: no escape sequence reaches the terminal.
    @Test func controlCharactersAreShownNotSent() {
        let source = SourceFile(path: "x.yaml", bytes: Array("key\u{1B}[2J: 1\n".utf8))
        let at = SourceLocation(line: 1, column: 1, offset: 0)
        let diagnostic = Diagnostic(
            .error, code: "test", "unknown key `key\u{1B}[2J`", at: SourceSpan(file: "x.yaml", start: at, end: at),
            notes: [.init("see \u{7}", at: nil)], help: "remove `\u{1B}]0;x\u{7}`")
        let text = Self.render(diagnostic, source)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(
            text == """
                x.yaml:1:1: error: unknown key `key␛[2J` [test]
                 1 | key␛[2J: 1
                   | ^~~~~~~~~~
                note: see ␇
                help: remove `␛]0;x␇`

                """)
    }

    /// A file left unread for its size has no line to show.
    @Test func aFileLeftUnreadHasNoExcerpt() {
        let source = SourceFile(path: "big.yaml", oversized: .init(size: 10_000_000))
        let diagnostic = Diagnostic.inputTooLarge(source, limit: 4_194_304)
        #expect(
            Self.render(diagnostic, source) == """
                big.yaml:1:1: error: the file is 10000000 bytes, more than the limit of 4194304 bytes [yaml-input-too-large]
                help: split the spec, or raise the limit with --max-input-bytes

                """)
    }
}
