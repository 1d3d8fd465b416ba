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
            [
                "specs/a.yaml": OutputScratch.spec("a"),
                "specs/onboardc.yaml": "version: 1\nrules: { flow-dead-end: off }\n",
            ],
            at: "specs")
        defer { scratch.remove() }
        var timings = StageTimings()
        #expect(project.inputs.map { ($0.spec.path as NSString).lastPathComponent } == ["a.yaml"])
        #expect(project.configSource != nil && !project.configFailed)
        #expect(project.options.config.rules["flow-dead-end"]?.enabled == false)

        let (build, _) = project.build(into: scratch.directory, timings: &timings)
        #expect(!build.hasErrors)
        let written = try project.write(build, timings: &timings)
        #expect(written.changes.contains { $0.path == "a/bundle.json" })
        #expect(try project.build(into: scratch.directory, timings: &timings).build.plan?.get().changes.isEmpty == true)
    }

    @Test func aConfigurationThatFailsCompilesNothing() throws {
        let (scratch, project) = try Self.project(
            [
                "specs/a.yaml": OutputScratch.spec("a"),
                "specs/onboardc.yaml": "version: 1\nrules: { no-such-rule: off }\n",
            ],
            at: "specs")
        defer { scratch.remove() }
        var timings = StageTimings()
        #expect(project.configFailed)
        let (build, reported) = project.build(into: scratch.directory, timings: &timings)
        #expect(build.plan == nil && build.hasErrors)
        #expect(reported.diagnostics.map(\.code) == ["config-unknown-rule"])
    }

    @Test func aMissingPathThrows() {
        var timings = StageTimings()
        #expect(throws: SpecFiles.Failure.self) { try Project.load(["/no/such/onboardc/specs"], timings: &timings) }
    }

    @Test func lintAppliesABaselineAndFailsOnlyOnWhatIsLeft() throws {
        // "!!" in both titles: two `copy-exclamation` findings (infos).
        let (scratch, project) = try Self.project(
            [
                "a.yaml": specYAML(
                    app: "a", platforms: "[ios]",
                    screens: """
                        - { id: one, role: welcome, title: Hello!!, primary: Next }
                        - { id: two, role: completion, title: Hello!!, primary: { label: Done, action: complete } }
                        """)
            ], at: "a.yaml")
        defer { scratch.remove() }
        var timings = StageTimings()
        let (lint, reported) = project.lint(acceptingFindings: true, timings: &timings)
        #expect(reported.diagnostics.map(\.code) == ["copy-exclamation", "copy-exclamation"])
        #expect(lint.fails(at: .info) == false, "findings a run accepts as its baseline do not fail it")
        let (plain, _) = project.lint(timings: &timings)
        #expect(plain.fails(at: .info) && !plain.fails(at: .warning))
        let accepted = try #require(lint.accepted)
        let (filtered, left) = project.lint(baseline: accepted, timings: &timings)
        #expect(left.diagnostics.isEmpty)
        #expect(!filtered.fails(at: .info))
        #expect(filtered.removableBaselineEntries.isEmpty)
        let stale = Baseline.Entry(rule: "copy-exclamation", file: "gone.yaml", path: "flows[x]")
        let (withStale, _) = project.lint(
            baseline: Baseline(entries: Set(accepted.entries + [stale])), timings: &timings)
        #expect(withStale.removableBaselineEntries == [stale])
    }

    /// Specs are found when the project loads and read when compiled: a spec that goes
    /// away in between fails the run as a file that cannot be read, and nothing is written.
    @Test func aSpecThatCannotBeReadWhenItsTurnComesFailsTheRun() throws {
        let (scratch, project) = try Self.project(
            [
                "specs/a.yaml": OutputScratch.spec("a"),
                "specs/b.yaml": OutputScratch.spec("b"),
            ], at: "specs")
        defer { scratch.remove() }
        guard case .unread = project.inputs[1].spec else {
            Issue.record("a regular file is read when compiled, not when found")
            return
        }
        try FileManager.default.removeItem(at: scratch.base.appendingPathComponent("specs/b.yaml"))
        var timings = StageTimings()
        let missing = FileError(action: "cannot read the file", path: project.inputs[1].spec.path, code: ENOENT)
        let (build, _) = project.build(into: scratch.directory, timings: &timings)
        #expect(throws: missing) { try build.plan?.get() }
        let (lint, _) = project.lint(timings: &timings)
        #expect(lint.unreadable == [missing])
        #expect(project.validateAll(timings: &timings).map(\.unreadable) == [nil, missing])
        #expect(throws: missing) { try project.read() }
    }

    /// A file over the size limit is never read, and a pipe (which cannot be read twice) is read when found.
    @Test func filesAreReadWhenCompiledUnlessTheyCannotBe() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        try scratch.write("big.yaml", String(repeating: "#", count: 100))
        let big = scratch.base.appendingPathComponent("big.yaml").path
        guard case .read(let file) = try Pipeline.InputFiles.File.find(big, limit: 99) else {
            Issue.record("a file over the limit is settled when found")
            return
        }
        #expect(file.oversized == SourceFile.Oversized(size: 100) && file.bytes.isEmpty)
        guard case .unread = try Pipeline.InputFiles.File.find(big, limit: 100) else {
            Issue.record("a file within the limit is read later")
            return
        }
        let fifo = scratch.base.appendingPathComponent("fifo.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("version: 1\n".utf8))
            try? handle?.close()
        }
        writer.start()
        guard case .read(let piped) = try Pipeline.InputFiles.File.find(fifo, limit: 100) else {
            Issue.record("a pipe is read when found")
            return
        }
        #expect(piped.bytes == Array("version: 1\n".utf8))
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
        let (parallel, reported) = project.lint(timings: &timings)
        let serial = try project.read().map {
            Pipeline.lint($0.spec, translations: $0.translations, options: project.options)
        }
        #expect(reported.diagnostics == project.configDiagnostics + serial.flatMap(\.diagnostics))
        #expect(reported.suppressed == serial.flatMap(\.suppressed))
        #expect(
            reported.sources.map(\.path) == project.configSources.map(\.path)
                + project.inputs.flatMap { [$0.spec.path] + $0.translations.map(\.path) })
        #expect(parallel.fails(at: .error))
        #expect(project.inputs.count == 4 * 4 + 2)
    }

    @Test func validateInParallelMatchesOneSpecAfterAnother() throws {
        let (scratch, project) = try Self.manySpecs()
        defer { scratch.remove() }
        var timings = StageTimings()
        let parallel = project.validateAll(timings: &timings)
        let serial = try project.read().map {
            Pipeline.validate($0.spec, translations: $0.translations, options: project.options)
        }
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
        files["specs/6-findings.yaml"] = specYAML(
            app: "f", platforms: "[ios]",
            screens: """
                - { id: one, role: welcome, title: Hello!!, primary: Next }
                - { id: two, role: completion, title: Hello!!, primary: { label: Done, action: complete } }
                """)
        return try Self.project(files, at: "specs")
    }
}

/// What a run of many specs reported, kept for a test to look at.
struct Reported {
    var diagnostics: [Diagnostic] = []
    var suppressed: [SuppressedDiagnostic] = []
    /// Each batch's files, in order.
    var sources: [SourceFile] = []
}

extension Project {
    func build(into directory: OutputDirectory, timings: inout StageTimings) -> (build: Build, reported: Reported) {
        var reported = Reported()
        let build = build(into: directory, timings: &timings) {
            reported.diagnostics += $0
            reported.suppressed += $1
            reported.sources += $2
        }
        return (build, reported)
    }

    func lint(
        baseline: Baseline? = nil, acceptingFindings: Bool = false, timings: inout StageTimings
    )
        -> (lint: Lint, reported: Reported)
    {
        var reported = Reported()
        let lint = lint(baseline: baseline, acceptingFindings: acceptingFindings, timings: &timings) {
            reported.diagnostics += $0
            reported.suppressed += $1
            reported.sources += $2
        }
        return (lint, reported)
    }
}
