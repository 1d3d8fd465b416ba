import Foundation
import Testing
@testable import OnboardCompiler

/// The library's project API, as an editor integration or a plugin calls it (the
/// command line's behaviour on top of it is tested in `CLI/`).
@Suite struct ProjectTests {
    /// `files` (path → text) written into a scratch folder, and the project of `path` in it.
    static func project(_ files: [String: String], at path: String) throws -> (OutputScratch, Project) {
        let scratch = try OutputScratch()
        for (name, text) in files { try scratch.write(name, text) }
        var timings = StageTimings()
        return (scratch, try Project.load([scratch.base.appendingPathComponent(path).path], timings: &timings))
    }

    @Test func loadBuildWriteAndPlanAgain() throws {
        let (scratch, project) = try Self.project(
            ["specs/a.yaml": OutputScratch.spec("a"), "specs/onboardc.yaml": "version: 1\nrules: { flow-dead-end: off }\n"],
            at: "specs")
        defer { scratch.remove() }
        var timings = StageTimings()
        #expect(project.inputs.map { ($0.spec.path as NSString).lastPathComponent } == ["a.yaml"])
        #expect(project.configSource != nil && !project.configFailed)
        #expect(project.options.config.rules["flow-dead-end"]?.enabled == false)

        let build = project.build(timings: &timings)
        #expect(!build.hasErrors)
        let written = try project.write(build, to: scratch.directory, timings: &timings)
        #expect(written.changes.contains { $0.path == "a/bundle.json" })
        #expect(try project.plan(build, in: scratch.directory).changes.isEmpty)
    }

    @Test func aConfigurationThatFailsCompilesNothing() throws {
        let (scratch, project) = try Self.project(
            ["specs/a.yaml": OutputScratch.spec("a"), "specs/onboardc.yaml": "version: 1\nrules: { no-such-rule: off }\n"],
            at: "specs")
        defer { scratch.remove() }
        var timings = StageTimings()
        #expect(project.configFailed)
        let build = project.build(timings: &timings)
        #expect(build.results.isEmpty && build.hasErrors)
        #expect(build.diagnostics.map(\.code) == ["config-unknown-rule"])
    }

    @Test func aMissingPathThrows() {
        var timings = StageTimings()
        #expect(throws: SpecFiles.Failure.self) { try Project.load(["/no/such/onboardc/specs"], timings: &timings) }
    }

    @Test func lintAppliesABaselineAndFailsOnlyOnWhatIsLeft() throws {
        // "!!" in both titles: two `copy-exclamation` findings (infos).
        let (scratch, project) = try Self.project(["a.yaml": specYAML(app: "a", platforms: "[ios]", screens: """
            - { id: one, role: welcome, title: Hello!!, primary: Next }
            - { id: two, role: completion, title: Hello!!, primary: { label: Done, action: complete } }
            """)], at: "a.yaml")
        defer { scratch.remove() }
        var timings = StageTimings()
        let lint = project.lint(acceptingFindings: true, timings: &timings)
        #expect(lint.diagnostics.map(\.code) == ["copy-exclamation", "copy-exclamation"])
        #expect(lint.fails(at: .info) == false, "findings a run accepts as its baseline do not fail it")
        let plain = project.lint(timings: &timings)
        #expect(plain.fails(at: .info) && !plain.fails(at: .warning))
        let filtered = plain.applying(try #require(lint.accepted))
        #expect(filtered.diagnostics.isEmpty)
        #expect(!filtered.fails(at: .info))
        #expect(filtered.applying(Baseline([])).removableBaselineEntries.isEmpty)
    }
}
