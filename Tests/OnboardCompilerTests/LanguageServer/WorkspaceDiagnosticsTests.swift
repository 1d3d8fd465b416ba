import Foundation
import OnboardCompiler
import Testing

@testable import OnboardLanguageServer

struct WorkspaceDiagnosticsTests {
    private static let docs = DocsLinks(base: "https://docs.example/")

    private static func published(_ params: [PublishDiagnosticsParams], _ uri: String) -> [LSPDiagnostic]? {
        params.first { $0.uri == uri }?.diagnostics
    }

    /// The duplicate `label` comes after Arabic (one UTF-16 unit a letter) and an emoji (two):
    /// its column counts Unicode scalars, its LSP character UTF-16 units.
    @Test func convertsPlacesToUTF16AndNotesToRelatedInformation() throws {
        let scratch = try LanguageServerScratch()
        let text = LanguageServerScratch.spec.replacingOccurrences(
            of: "primary: { label: Start, action: complete }",
            with: "primary: { label: \"مرحبا 🙂\", label: Go, action: complete }")
        var workspace = Workspace(options: WorkspaceOptions(docs: Self.docs))
        workspace.open(scratch.item("demo.yaml", text))
        let found = try #require(
            Self.published(workspace.check(spec: scratch.path("demo.yaml")), scratch.uri("demo.yaml")))
        let diagnostic = try #require(found.first { $0.code == "yaml-duplicate-key" })
        let line = 13  // 0-based: the 14th line, `primary:`
        let prefix = "        primary: { label: \"مرحبا 🙂\", "
        #expect(diagnostic.range.start == Position(line: line, character: prefix.utf16.count))
        #expect(diagnostic.range.end == Position(line: line, character: prefix.utf16.count + 5))
        #expect(prefix.unicodeScalars.count != prefix.utf16.count)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.source == "onboardc")
        #expect(diagnostic.codeDescription?.href == "https://docs.example/diagnostics.md#yaml-duplicate-key")
        let related = try #require(diagnostic.relatedInformation?.first)
        #expect(related.location.uri == scratch.uri("demo.yaml"))
        #expect(related.location.range.start == Position(line: line, character: "        primary: { ".utf16.count))
    }

    @Test func publishesTranslationFindingsToTheirFileAndClearsTheRest() throws {
        let scratch = try LanguageServerScratch(["demo.l10n/de.yaml": "locale: de\nstrings:\n  bogus: x\n"])
        var workspace = Workspace(options: WorkspaceOptions(docs: Self.docs))
        workspace.open(scratch.item("demo.yaml", LanguageServerScratch.spec, version: 7))
        let published = workspace.check(spec: scratch.path("demo.yaml"))
        #expect(published.map(\.uri) == [scratch.uri("demo.l10n/de.yaml"), scratch.uri("demo.yaml")])
        #expect(published.first { $0.uri == scratch.uri("demo.yaml") }?.version == 7)
        #expect(Self.published(published, scratch.uri("demo.yaml")) == [])
        let translation = try #require(Self.published(published, scratch.uri("demo.l10n/de.yaml")))
        #expect(translation.map(\.code) == ["l10n-missing-translation", "l10n-obsolete-key"])
        let obsolete = try #require(translation.last)
        #expect(obsolete.severity == .warning)
        #expect(obsolete.range.start == Position(line: 2, character: 2))
        #expect(obsolete.codeDescription?.href == "https://docs.example/rules.md#l10n-obsolete-key")
        #expect(obsolete.message.contains("\nhelp: remove the entry"))
        // The translation file's own check is its spec's.
        #expect(workspace.specs(affectedBy: scratch.uri("demo.l10n/de.yaml")) == [scratch.path("demo.yaml")])
    }

    @Test func readsTheOpenBufferOfATranslationFileAndTheConfigurationBeside() throws {
        let scratch = try LanguageServerScratch([
            "demo.yaml": LanguageServerScratch.spec, "demo.l10n/de.yaml": "locale: de\nstrings: {}\n",
            "onboardc.yaml": "version: 1\nrules:\n  l10n-missing-translation: off\n",
        ])
        var workspace = Workspace()
        workspace.open(scratch.item("demo.l10n/de.yaml", "locale: de\nstrings:\n  bogus: x\n"))
        let codes = workspace.check(affectedBy: scratch.uri("demo.l10n/de.yaml")).flatMap { $0.diagnostics.map(\.code) }
        #expect(codes == ["l10n-obsolete-key"])
        workspace.open(scratch.item("onboardc.yaml", "version: 1\nrules:\n  bogus-rule: off\n"))
        let config = workspace.check(affectedBy: scratch.uri("onboardc.yaml"))
        #expect(config.map(\.uri).contains(scratch.uri("onboardc.yaml")))
        #expect(Self.published(config, scratch.uri("onboardc.yaml"))?.first?.severity == .error)
    }

    @Test func leavesOutWhatTheBaselineAccepts() throws {
        let scratch = try LanguageServerScratch([
            "demo.yaml": LanguageServerScratch.spec, "demo.l10n/de.yaml": "locale: de\nstrings:\n  bogus: x\n",
        ])
        var workspace = Workspace()
        workspace.open(scratch.item("demo.yaml", LanguageServerScratch.spec))
        var timings = StageTimings()
        var found: [Diagnostic] = []
        _ = try Project.load([scratch.path("demo.yaml")], timings: &timings).lint(timings: &timings) {
            found += $0; _ = ($1, $2)
        }
        #expect(found.count == 2)
        workspace.options.baseline = Baseline(found)
        let published = workspace.check(spec: scratch.path("demo.yaml"))
        #expect(published.count == 2 && published.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test(arguments: ["[unclosed", "", "\u{1}: x"])
    func aDocumentThatIsNotASpecGetsADiagnosticNotACrash(text: String) throws {
        let scratch = try LanguageServerScratch()
        var workspace = Workspace()
        workspace.open(scratch.item("demo.yaml", text))
        let found = try #require(
            Self.published(workspace.check(spec: scratch.path("demo.yaml")), scratch.uri("demo.yaml")))
        #expect(found.first?.severity == .error)
        #expect(found.first?.code.hasPrefix("yaml-") == true)
    }
}

extension WorkspaceDiagnosticsTests {
    /// An editor's unsaved buffer has no folder: no translation files, no configuration, still checked.
    @Test func checksAnUnsavedBuffer() throws {
        var workspace = Workspace()
        workspace.open(
            TextDocumentItem(uri: "untitled:Untitled-1", languageId: "yaml", version: 1, text: "version: 1\n"))
        #expect(workspace.configPath(of: "untitled:Untitled-1") == nil)
        let published = workspace.check(affectedBy: "untitled:Untitled-1")
        #expect(published.map(\.uri) == ["untitled:Untitled-1"])
        #expect(published.first?.diagnostics.contains { $0.severity == .error } == true)
    }
}
