import Testing
@testable import OnboardCompiler

/// Two specs of one app id would write the same files.
@Suite struct DuplicateAppTests {
    @Test func theLaterSpecIsAnErrorAtItsAppID() throws {
        let yaml = specYAML(app: "demo", screens: "- { id: welcome, role: welcome, title: Hi }")
        let results = Pipeline.compileAll(
            [SourceFile(path: "a.yaml", text: yaml), SourceFile(path: "b.yaml", text: yaml)], options: emitOnly)
        #expect(results[0].diagnostics.isEmpty && !results[0].outputs.isEmpty)
        #expect(results[1].outputs.isEmpty && results[1].hasErrors)
        let diagnostic = try #require(results[1].diagnostics.first)
        #expect(diagnostic.code == "build-duplicate-app")
        #expect(diagnostic.span.file == "b.yaml" && diagnostic.span.start.line == 3)
        #expect(diagnostic.notes.first?.span?.file == "a.yaml")
    }

    /// The note points into the earlier spec, whose file is gone when the later one is
    /// reported: the rejected result carries the start of that file, through the app
    /// id's line, so the note shows the line as every excerpt does.
    @Test func theNoteShowsTheFirstSpecsLine() throws {
        let yaml = specYAML(app: "demo", screens: "- { id: welcome, role: welcome, title: Hi }")
        let results = Pipeline.compileAll(
            [SourceFile(path: "a.yaml", text: yaml), SourceFile(path: "b.yaml", text: yaml)], options: emitOnly)
        let kept = try #require(results[1].sources.first { $0.path == "a.yaml" })
        #expect(kept.bytes == Array("version: 1\napp:\n  id: demo".utf8))
        var text = ""
        let report = DiagnosticReport(format: .text) { text += $0 }
        report.add(results[1].diagnostics, sources: results[1].sources)
        #expect(text.contains("a.yaml:3:3: note: `demo` is first used here\n 3 |   id: demo\n"), "\(text)")
    }
}
