import Foundation

extension Project {
    /// Every spec compiled (`onboardc build`), before anything is written.
    public struct Build: Sendable {
        public var results: [Pipeline.Result]
        /// The configuration's diagnostics, then every spec's.
        public var diagnostics: [Diagnostic]
        /// Seconds spent compiling, all specs at once (the stage timings add up every spec's).
        public var compileWall: Double
        /// Whether the configuration or a spec has an error (that spec's output is not written).
        public var hasErrors: Bool
        /// The specs whose output is not written, by app id (or file name, for a spec
        /// that does not decode or whose app another spec builds); every spec when the
        /// configuration failed.
        public var notBuilt: [String]

        /// Lint findings an in-source comment silenced, for SARIF.
        public var suppressed: [SuppressedDiagnostic] { results.flatMap(\.suppressed) }
    }

    /// Compiles every spec, in parallel; nothing when the configuration failed.
    public func build(timings: inout StageTimings) -> Build {
        guard !configFailed else {
            return Build(results: [], diagnostics: configDiagnostics, compileWall: 0, hasErrors: true,
                         notBuilt: specs.map { Self.fileName($0.path) })
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let results = Pipeline.compileAll(inputs, options: options)
        let compileWall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        results.forEach { timings.add($0.timings) }
        // By app id, but by file name for a spec without one or whose app another spec builds.
        let ids = results.compactMap { $0.spec?.app.id }
        let notBuilt = zip(specs, results).filter { $1.hasErrors }.map { spec, result in
            result.spec.map(\.app.id).flatMap { id in ids.count { $0 == id } == 1 ? id : nil } ?? Self.fileName(spec.path)
        }
        return Build(results: results, diagnostics: configDiagnostics + results.flatMap(\.diagnostics),
                     compileWall: compileWall, hasErrors: results.contains(where: \.hasErrors), notBuilt: notBuilt)
    }

    /// What writing `build` changes in `directory` (`onboardc build --check` lists it).
    /// A spec with errors keeps its earlier output; the output of specs beside a spec
    /// file named in `paths` is kept too. Throws when the folder cannot be read
    /// (`OutputDirectoryFailure`, `FileError`).
    public func plan(_ build: Build, in directory: OutputDirectory) throws -> OutputDirectory.Plan {
        let named = zip(specs, build.results).map { (specName: Self.fileName($0.path), result: $1) }
        return try directory.plan(named, notBuilt: try SpecFiles.siblings(of: paths),
                                  compilerFiles: OutputDirectory.compilerFiles)
    }

    /// Writes `build` into `directory`: `plan`, then applied.
    @discardableResult
    public func write(_ build: Build, to directory: OutputDirectory, timings: inout StageTimings) throws -> OutputDirectory.Plan {
        let plan = try self.plan(build, in: directory)
        try timings.measure(.write) { try directory.apply(plan) }
        return plan
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
