import Testing
@testable import OnboardCompiler

/// A report made spec by spec is the report of every diagnostic at once: text and GitHub's
/// lines are written as each spec's come in (text with excerpts from that spec's files),
/// JSON, SARIF and JUnit as one document at the end.
@Suite struct DiagnosticReportTests {
    /// Two specs of `key: value` lines, and findings on lines of each.
    static let files = ["specs/a.yaml", "specs/b.yaml"].map {
        SourceFile(path: $0, text: String(repeating: "key: value\n", count: 5))
    }

    static func finding(_ severity: Diagnostic.Severity, in file: SourceFile, line: Int) -> Diagnostic {
        let start = SourceLocation(line: line, column: 1, offset: (line - 1) * 11)
        let span = SourceSpan(
            file: file.path, start: start, end: SourceLocation(line: line, column: 4, offset: start.offset + 3))
        return Diagnostic(severity, code: "copy-exclamation", "finding on line \(line)", at: span, help: "fix it")
    }

    static let batches = [
        [finding(.warning, in: files[0], line: 2), finding(.error, in: files[0], line: 4)],
        [finding(.info, in: files[1], line: 1)],
    ]

    @Test(arguments: DiagnosticRenderer.Format.allCases)
    func specBySpecIsTheWholeReport(format: DiagnosticRenderer.Format) {
        var written: [String] = []
        let report = DiagnosticReport(format: format) { written.append($0) }
        report.add(Self.batches[0], sources: [Self.files[0]])
        let afterFirst = written.joined()
        report.add(Self.batches[1], sources: [Self.files[1]])
        report.add([], sources: [])
        report.finish()

        let all = DiagnosticRenderer(sources: Dictionary(uniqueKeysWithValues: Self.files.map { ($0.path, $0) }))
            .render(Self.batches.flatMap { $0 }, format: format)
        #expect(written.joined() == all)
        if report.streams {
            #expect(
                all.hasPrefix(afterFirst) && afterFirst.contains("finding on line 4"),
                "the first spec's diagnostics are written before the next comes")
            if format != .json {
                #expect(
                    afterFirst
                        == DiagnosticRenderer(sources: [Self.files[0].path: Self.files[0]])
                        .render(Self.batches[0], format: format))
            }
        } else {
            #expect(afterFirst.isEmpty, "one document, written at the end")
        }
        #expect(report.counts == [.error: 1, .warning: 1, .info: 1])
    }

    @Test func textHasExcerptsFromEachSpecsOwnFiles() {
        var text = ""
        let report = DiagnosticReport(format: .text) { text += $0 }
        report.add(Self.batches[1], sources: [Self.files[1]])
        #expect(
            text == """
                specs/b.yaml:1:1: info: finding on line 1 [copy-exclamation]
                 1 | key: value
                   | ^~~
                help: fix it

                """)
    }

    /// `--quiet`: errors are shown, every severity is counted (for the summary line).
    /// No diagnostic at all is an empty document (JSON's `[]`).
    @Test(arguments: DiagnosticRenderer.Format.allCases)
    func errorsOnlyShowsErrorsAndCountsEverything(format: DiagnosticRenderer.Format) {
        var written = ""
        let report = DiagnosticReport(format: format, errorsOnly: true) { written += $0 }
        for (batch, file) in zip(Self.batches, Self.files) { report.add(batch, sources: [file]) }
        report.finish()
        let errors = Self.batches.flatMap { $0 }.filter { $0.severity == .error }
        #expect(
            written == DiagnosticRenderer(sources: [Self.files[0].path: Self.files[0]]).render(errors, format: format))
        #expect(report.counts == [.error: 1, .warning: 1, .info: 1])

        var empty = ""
        let nothing = DiagnosticReport(format: format) { empty += $0 }
        nothing.add([], sources: [])
        nothing.finish()
        #expect(empty == DiagnosticRenderer().render([], format: format))
    }

    @Test func colourIsForTextOnly() {
        var text = "", json = ""
        let colored = DiagnosticReport(format: .text, color: true) { text += $0 }
        let plain = DiagnosticReport(format: .json, color: true) { json += $0 }
        for report in [colored, plain] {
            report.add(Self.batches[1], sources: [Self.files[1]])
            report.finish()
        }
        #expect(text.contains("\u{1B}["))
        #expect(!json.contains("\u{1B}["))
    }
}
