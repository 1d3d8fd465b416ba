import Foundation
import OnboardCompiler

/// The specs the benchmark times, as a `Project`: the one entry point `onboardc` runs.
/// The files are read before any timing starts; what is timed is what `onboardc build`
/// does with them.
struct BenchProject {
    let project: Project

    /// `sources` with the configuration `config` (none: the defaults).
    init(_ sources: [SourceFile], config: SourceFile? = nil, limits: ParseLimits = .default) {
        project = Project(sources.map { Pipeline.Input(spec: $0) }, config: config, limits: limits)
    }

    /// `onboardc build --check`: every spec compiled and planned against an output folder
    /// that does not exist, no byte kept; returns whether a spec has an error.
    @discardableResult
    func compile() -> Bool {
        var timings = StageTimings()
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-bench-\(UUID())")
        let build = project.build(
            into: OutputDirectory(root: nowhere), spool: WriteSpool(keepingBytes: false), timings: &timings
        ) { _, _, _ in }
        return build.hasErrors
    }

    /// `onboardc build --out FOLDER` into a new, empty folder, removed afterwards.
    func build() throws {
        var timings = StageTimings()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = project.build(into: OutputDirectory(root: folder), timings: &timings) { _, _, _ in }
        guard !build.hasErrors else { throw BenchError("some specs do not compile; the corpus must be valid") }
        try project.write(build, timings: &timings)
    }

    /// Every spec parsed and decoded (`onboardc validate`); its results, in input order.
    func validate() -> [Pipeline.Result] {
        var timings = StageTimings()
        var results: [Pipeline.Result] = []
        project.validate(timings: &timings) { results.append($0) }
        return results
    }

    /// Every spec's diagnostics when compiled (`onboardc build`), in input order.
    func diagnostics() -> [[Diagnostic]] {
        var timings = StageTimings()
        var found: [[Diagnostic]] = []
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-bench-\(UUID())")
        _ = project.build(
            into: OutputDirectory(root: nowhere), spool: WriteSpool(keepingBytes: false), timings: &timings
        ) { diagnostics, _, _ in found.append(diagnostics) }
        return found
    }
}
