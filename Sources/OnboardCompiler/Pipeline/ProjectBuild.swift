import Foundation

extension Project {
    /// Every spec compiled (`onboardc build`) and planned into the output folder, before
    /// anything is written. Each spec's tree, IR and output are let go once it is planned:
    /// what is kept is its diagnostics, and of its files those that change.
    public struct Build: Sendable {
        /// Seconds spent compiling, all specs at once (the stage timings add up every spec's).
        public var compileWall: Double
        /// Whether the configuration or a spec has an error (that spec's output is not written).
        public var hasErrors: Bool
        /// The specs whose output is not written, by app id (or file name, for a spec
        /// that does not decode or whose app another spec builds); every spec when the
        /// configuration failed.
        public var notBuilt: [String]
        /// What writing the build changes in the output folder (`onboardc build --check`
        /// lists it), or why the folder cannot be planned (`OutputDirectoryFailure`,
        /// `FileError`); nil when the configuration failed.
        public var plan: Swift.Result<OutputDirectory.Plan, any Error>?
        let directory: OutputDirectory
    }

    /// Compiles every spec in parallel and plans its files into `directory` as it comes
    /// (in input order); nothing when the configuration failed. A spec with errors keeps
    /// its earlier output; the output of specs beside a spec file named in `paths` is kept too.
    /// The bytes of the files that change wait in `spool` (pass one that keeps no bytes
    /// when the plan is only listed). The configuration's diagnostics, then each spec's,
    /// go to `report` in input order, with the files they point into, and are not kept.
    public func build(
        into directory: OutputDirectory, spool: WriteSpool = WriteSpool(), timings: inout StageTimings,
        report: (_ diagnostics: [Diagnostic], _ suppressed: [SuppressedDiagnostic], _ sources: [SourceFile]) -> Void
    )
        -> Build
    {
        report(configDiagnostics, [], configSources)
        guard !configFailed else {
            return Build(
                compileWall: 0, hasErrors: true, notBuilt: specPaths.map(Self.fileName), plan: nil,
                directory: directory)
        }
        // After a planning failure the specs are still compiled, for their diagnostics.
        var failure: (any Error)?
        var planner: OutputDirectory.Planner?
        do {
            planner = try OutputDirectory.Planner(
                directory, notBuilt: try SpecFiles.siblings(of: paths),
                compilerFiles: OutputDirectory.compilerFiles, spool: spool)
        } catch {
            failure = error
        }
        // What naming the specs that are not built needs: each spec's app id and whether it has errors.
        var built: [(spec: String, id: String?, hasErrors: Bool)] = []
        var stageTimings = StageTimings(), largest = 0
        let start = DispatchTime.now().uptimeNanoseconds
        Pipeline.each(inputs, through: .build, options: options) { result in
            let spec = inputs[built.count].spec.path
            stageTimings.add(result.timings)
            report(result.diagnostics, result.suppressed, result.sources)
            largest = max(largest, result.sources.first?.bytes.count ?? 0)
            built.append((spec, result.spec?.app.id, result.hasErrors))
            do {
                // A file that could no longer be read fails the run, as one that cannot be read when found does.
                if let unreadable = result.unreadable { throw unreadable }
                try planner?.add(Self.fileName(spec), result)
            } catch {
                if failure == nil { failure = error }
                planner = nil
            }
        }
        let compileWall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Every spec's tree, IR and output is let go: their pages go back before the files are written.
        FreedMemory.release(after: largest)
        timings.add(stageTimings)
        // By app id, but by file name for a spec without one or whose app another spec builds.
        let ids = built.compactMap(\.id)
        let notBuilt = built.filter(\.hasErrors).map { spec, id, _ in
            id.flatMap { id in ids.count { $0 == id } == 1 ? id : nil } ?? Self.fileName(spec)
        }
        return Build(
            compileWall: compileWall,
            hasErrors: built.contains(where: \.hasErrors), notBuilt: notBuilt,
            plan: failure.map { .failure($0) } ?? Swift.Result { try planner!.finish() },
            directory: directory)
    }

    /// Writes `build` into its output folder (the plan applied); throws when it could
    /// not be planned, or when writing fails.
    @discardableResult
    public func write(_ build: Build, timings: inout StageTimings) throws -> OutputDirectory.Plan {
        guard let plan = try build.plan?.get() else { return Self.nothing }
        try timings.measure(.write) { try build.directory.apply(plan) }
        return plan
    }

    private static let nothing = OutputDirectory.Plan(
        writes: [], deletes: [], leftovers: [], changes: [],
        spool: WriteSpool(keepingBytes: false))

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
