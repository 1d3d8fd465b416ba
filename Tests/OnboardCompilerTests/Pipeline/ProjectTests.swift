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

        let build = project.build(into: scratch.directory, timings: &timings)
        #expect(!build.hasErrors)
        let written = try project.write(build, timings: &timings)
        #expect(written.changes.contains { $0.path == "a/bundle.json" })
        #expect(try project.build(into: scratch.directory, timings: &timings).plan?.get().changes.isEmpty == true)
    }

    @Test func aConfigurationThatFailsCompilesNothing() throws {
        let (scratch, project) = try Self.project(
            ["specs/a.yaml": OutputScratch.spec("a"), "specs/onboardc.yaml": "version: 1\nrules: { no-such-rule: off }\n"],
            at: "specs")
        defer { scratch.remove() }
        var timings = StageTimings()
        #expect(project.configFailed)
        let build = project.build(into: scratch.directory, timings: &timings)
        #expect(build.plan == nil && build.hasErrors)
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

extension ProjectTests {
    /// Linting the specs in parallel reports exactly what linting them one after another
    /// does, in the same order: the repository's specs (with translations) several times
    /// over, one that does not decode and one with lint findings among them.
    @Test func lintInParallelMatchesOneSpecAfterAnother() throws {
        let (scratch, project) = try Self.manySpecs()
        defer { scratch.remove() }
        var timings = StageTimings()
        let parallel = project.lint(timings: &timings)
        let serial = project.inputs.map { Pipeline.lint($0.spec, translations: $0.translations, options: project.options) }
        #expect(parallel.diagnostics == project.configDiagnostics + serial.flatMap(\.diagnostics))
        #expect(parallel.suppressed == serial.flatMap(\.suppressed))
        #expect(parallel.fails(at: .error))
        #expect(project.inputs.count == 4 * 4 + 2)
    }

    @Test func validateInParallelMatchesOneSpecAfterAnother() throws {
        let (scratch, project) = try Self.manySpecs()
        defer { scratch.remove() }
        var timings = StageTimings()
        let parallel = project.validate(timings: &timings)
        let serial = project.inputs.map { Pipeline.validate($0.spec, translations: $0.translations, options: project.options) }
        #expect(parallel.map(\.diagnostics) == serial.map(\.diagnostics))
        #expect(parallel.map(\.spec) == serial.map(\.spec))
        #expect(parallel.map(\.hasErrors) == Array(repeating: false, count: 16) + [true, false])
    }

    /// The seed specs four times each, a spec that does not parse and one with findings.
    static func manySpecs() throws -> (OutputScratch, Project) {
        let specs = GeneratedFolderTests.root.appendingPathComponent("specs")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8)
            if name == ProjectConfig.fileName {
                files["specs/\(name)"] = text
            } else {
                for copy in 0..<4 { files["specs/\(copy)-\(name)"] = text }
            }
        }
        files["specs/5-broken.yaml"] = "version: 1\napp: [\n"
        files["specs/6-findings.yaml"] = specYAML(app: "f", platforms: "[ios]", screens: """
            - { id: one, role: welcome, title: Hello!!, primary: Next }
            - { id: two, role: completion, title: Hello!!, primary: { label: Done, action: complete } }
            """)
        return try Self.project(files, at: "specs")
    }
}
