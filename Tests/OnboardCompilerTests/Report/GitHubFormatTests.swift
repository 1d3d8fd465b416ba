import Testing

@testable import OnboardCompiler

/// GitHub Actions workflow commands: one annotation per diagnostic.
@Suite struct GitHubFormatTests {
    func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer().render(diagnostics, format: .github)
    }

    @Test func errorWithARange() {
        #expect(
            render([testFinding()]) == "::error file=specs/app.yaml,line=8,col=9,endLine=8,endColumn=19,"
                + "title=flow-unreachable-screen::screen `b` is never shown\n")
    }

    @Test(arguments: [(Diagnostic.Severity.error, "error"), (.warning, "warning"), (.info, "notice")])
    func levels(severity: Diagnostic.Severity, command: String) {
        #expect(render([testFinding(severity)]).hasPrefix("::\(command) file=specs/app.yaml,"))
    }

    @Test func oneLinePerDiagnostic() {
        let text = render([testFinding(), testFinding(.warning, at: 9, 9)])
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(text.hasSuffix("\n"))
        #expect(render([]) == "")
    }

    @Test func zeroWidthSpanHasNoEnd() {
        let diagnostic = Diagnostic(.error, code: "yaml-empty", "the file is empty", at: .file("specs/app.yaml"))
        #expect(
            render([diagnostic]) == "::error file=specs/app.yaml,line=1,col=1,title=yaml-empty::the file is empty\n")
    }

    @Test func multiLineSpanHasItsEndLine() {
        let diagnostic = Diagnostic(.warning, code: "x-y", "m", at: testSpan(3, 5, to: 6, 2))
        #expect(
            render([diagnostic]) == "::warning file=specs/app.yaml,line=3,col=5,endLine=6,endColumn=2,title=x-y::m\n")
    }

    /// `%`, CR and LF are escaped in the message; `:` and `,` stay (only properties escape them).
    @Test func messageEscaping() {
        let diagnostic = testFinding(message: "100% sure: a, b\r\nnext", help: "do 50%")
        let text = render([diagnostic])
        #expect(text.hasSuffix("::100%25 sure: a, b%0D%0Anext%0Ahelp: do 50%25\n"))
        #expect(text.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count == 1)
    }

    /// Other control characters a file put in a message (an escape sequence) are shown, not sent to the log.
    @Test func controlCharactersInTheMessageAreShown() {
        let text = render([testFinding(message: "unknown key `a\u{1B}[2J`", help: "bell \u{7}")])
        #expect(text.hasSuffix("::unknown key `a␛[2J`%0Ahelp: bell ␇\n"))
    }

    @Test func propertyEscaping() {
        let text = render([testFinding(file: "specs/a:b,c%d\n.yaml")])
        #expect(text.hasPrefix("::error file=specs/a%3Ab%2Cc%25d%0A.yaml,line=8,"))
        #expect(GitHubFormat.property("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
        #expect(GitHubFormat.data("a:b,c%\r\n") == "a:b,c%25%0D%0A")
    }
}
