import Foundation

/// The one entry point of the compiler: every command that reads specs (`build`, `lint`,
/// `validate`, `preview`, `graph`, `l10n import`) starts from a project, and so do the
/// benchmark, the golden tests and the fuzzers. A project is each spec with its translation
/// files, found (`load`) or already read (`init`), and the options with the project
/// configuration (`onboardc.yaml`). Problems in the configuration are diagnostics like any
/// other; a path that cannot be read throws (`SpecFiles.Failure`, `FileError`).
public struct Project: Sendable {
    /// The spec files and folders asked for.
    public private(set) var paths: [String]
    /// Each spec with its translation files, found: `build`, `lint` and `validate` read each
    /// spec in the task that compiles it; other commands `read()` them all.
    public private(set) var inputs: [Pipeline.InputFiles]
    /// The parse limits, and the configuration when it decoded.
    public private(set) var options: Pipeline.Options
    /// The configuration file, when there is one.
    public private(set) var configSource: SourceFile?
    public private(set) var configDiagnostics: [Diagnostic]
    /// A configuration that does not decode stops every command before it compiles anything.
    public private(set) var configFailed: Bool

    /// Reads the specs at `paths` (folders are searched) and the configuration:
    /// `config`, or `onboardc.yaml` in the folder of the first path when it has one.
    public static func load(
        _ paths: [String], config: String? = nil, limits: ParseLimits = .default, timings: inout StageTimings
    ) throws -> Project {
        let inputs = try timings.measure(.read) { try SpecFiles.inputs(paths, limit: limits.maxInputBytes) }
        let source = try (config ?? defaultConfigPath(paths)).map {
            try SpecFiles.read([$0], limit: limits.maxInputBytes)[0]
        }
        return Project(paths: paths, inputs: inputs, config: source, limits: limits)
    }

    /// Specs already read, such as texts made in memory (an editor's unsaved buffers, a
    /// fuzzer's input), with the configuration `config` when there is one: the same
    /// commands, run the same way as on files.
    public init(_ specs: [Pipeline.Input], config: SourceFile? = nil, limits: ParseLimits = .default) {
        self.init(
            paths: specs.map(\.spec.path), inputs: specs.map(Pipeline.InputFiles.init), config: config, limits: limits)
    }

    private init(paths: [String], inputs: [Pipeline.InputFiles], config: SourceFile?, limits: ParseLimits) {
        self.paths = paths
        self.inputs = inputs
        options = Pipeline.Options(limits: limits)
        configSource = config
        configDiagnostics = []
        configFailed = false
        guard let config else { return }
        let (loaded, diagnostics) = Pipeline.loadConfig(config, limits: limits)
        if let loaded { options.config = loaded }
        configDiagnostics = diagnostics
        configFailed = loaded == nil
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

    /// Every file the project reads: each spec, its translation files, and the configuration.
    public var files: [String] {
        inputs.flatMap { [$0.spec.path] + $0.translations.map(\.path) } + configSources.map(\.path)
    }

    /// The files of `inputs` and the configuration, for the excerpts of diagnostics.
    public func sources(_ inputs: [Pipeline.Input]) -> [SourceFile] {
        inputs.flatMap { [$0.spec] + $0.translations } + configSources
    }

    /// The configuration file, when there is one, for the excerpts of its diagnostics.
    public var configSources: [SourceFile] { configSource.map { [$0] } ?? [] }

    /// Parses and decodes every spec in parallel (`onboardc validate`), each result handed
    /// to `consume` in input order, so that a caller that keeps only what it reports holds
    /// the few specs in flight, not every IR.
    public func validate(timings: inout StageTimings, _ consume: (Pipeline.Result) -> Void) {
        Pipeline.each(inputs, through: .decode, options: options) { result in
            timings.add(result.timings)
            consume(result)
        }
    }
}
