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
}
