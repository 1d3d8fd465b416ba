import Foundation

/// What every command that reads specs starts from: each spec with its translation
/// files, read, and the options with the project configuration (`onboardc.yaml`).
/// Problems in the configuration are diagnostics like any other; a path that cannot
/// be read throws (`SpecFiles.Failure`, `FileError`).
public struct Project: Sendable {
    /// The spec files and folders asked for.
    public var paths: [String]
    /// Each spec with its translation files, found: `build`, `lint` and `validate` read each
    /// spec in the task that compiles it; other commands `read()` them all.
    public var inputs: [Pipeline.InputFiles]
    /// The parse limits, and the configuration when it decoded.
    public var options: Pipeline.Options
    /// The configuration file, when there is one.
    public var configSource: SourceFile?
    public var configDiagnostics: [Diagnostic]
    /// A configuration that does not decode stops every command before it compiles anything.
    public var configFailed: Bool

    /// Reads the specs at `paths` (folders are searched) and the configuration:
    /// `config`, or `onboardc.yaml` in the folder of the first path when it has one.
    public static func load(
        _ paths: [String], config: String? = nil, limits: ParseLimits = .default, timings: inout StageTimings
    ) throws -> Project {
        let inputs = try timings.measure(.read) { try SpecFiles.inputs(paths, limit: limits.maxInputBytes) }
        var project = Project(
            paths: paths, inputs: inputs, options: Pipeline.Options(limits: limits), configSource: nil,
            configDiagnostics: [], configFailed: false)
        guard let path = try config ?? defaultConfigPath(paths) else { return project }
        let source = try SpecFiles.read([path], limit: limits.maxInputBytes)[0]
        let (loaded, diagnostics) = Pipeline.loadConfig(source, limits: limits)
        if let loaded { project.options.config = loaded }
        project.configSource = source
        project.configDiagnostics = diagnostics
        project.configFailed = loaded == nil
        return project
    }

    private static func defaultConfigPath(_ paths: [String]) throws -> String? {
        guard let first = paths.first, let kind = try FileSystem.kind(first) else { return nil }
        let folder = kind == .folder ? first : (first as NSString).deletingLastPathComponent
        let candidate = (folder.isEmpty ? "." : folder) + "/" + ProjectConfig.fileName
        return try FileSystem.kind(candidate) == nil ? nil : candidate
    }

    /// Every spec with its translation files, read; throws when a file found readable no longer is.
    public func read() throws(FileError) -> [Pipeline.Input] {
        var read: [Pipeline.Input] = []
        for input in inputs { read.append(try input.read()) }
        return read
    }

    /// The spec files' paths, without their translations.
    public var specPaths: [String] { inputs.map(\.spec.path) }

    /// The files of `inputs` and the configuration, for the excerpts of diagnostics.
    public func sources(_ inputs: [Pipeline.Input]) -> [SourceFile] {
        inputs.flatMap { [$0.spec] + $0.translations } + configSources
    }

    /// The configuration file, when there is one, for the excerpts of its diagnostics.
    public var configSources: [SourceFile] { configSource.map { [$0] } ?? [] }

    /// Parses and decodes every spec in parallel (`onboardc validate`), each result handed
    /// to `consume` in input order, so that a caller that keeps only what it reports holds
    /// the few specs in flight, not every IR.
    public func validateEach(timings: inout StageTimings, _ consume: (Pipeline.Result) -> Void) {
        Pipeline.validateEach(inputs, options: options) { result in
            timings.add(result.timings)
            consume(result)
        }
    }

    /// Every spec parsed and decoded (see ``validateEach(timings:_:)``), results in input order.
    public func validate(timings: inout StageTimings) -> [Pipeline.Result] {
        var results: [Pipeline.Result] = []
        validateEach(timings: &timings) { results.append($0) }
        return results
    }

    /// Whether a run failed: the configuration, or a spec, has an error.
    public func failed(_ results: [Pipeline.Result]) -> Bool {
        configFailed || results.contains(where: \.hasErrors)
    }
}
