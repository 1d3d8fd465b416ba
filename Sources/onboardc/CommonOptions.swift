import ArgumentParser
import Foundation
import OnboardCompiler

/// Options every command that reads specs shares.
struct SpecOptions: ParsableArguments {
    @Argument(help: "Spec files or folders (folders are searched for *.yaml and *.yml).")
    var paths: [String] = ["specs"]

    @Option(help: "Diagnostics format: text, json, sarif, github or junit.")
    var format: DiagnosticRenderer.Format = .text

    @Option(help: "Project configuration (default: onboardc.yaml in the first spec folder, if there is one).")
    var config: String?

    @Flag(help: "Print per-stage wall time (read, parse, decode, lint, emit, write) on stderr.")
    var timings = false

    @Option(help: "Largest input file accepted (spec, translation, configuration, XLIFF, baseline), in bytes.")
    var maxInputBytes = ParseLimits.default.maxInputBytes

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth = ParseLimits.default.maxDepth

    @Option(help: "Longest single value, in bytes.")
    var maxScalarBytes = ParseLimits.default.maxScalarBytes

    @Option(help: "Most nodes that YAML aliases may add.")
    var maxAliasNodes = ParseLimits.default.maxAliasNodes

    func validate() throws {
        for (name, value) in [("--max-input-bytes", maxInputBytes), ("--max-depth", maxDepth),
                              ("--max-scalar-bytes", maxScalarBytes), ("--max-alias-nodes", maxAliasNodes)]
        where value < 1 {
            throw ValidationError("\(name) must be at least 1 (got \(value))")
        }
    }

    var limits: ParseLimits {
        ParseLimits(maxInputBytes: maxInputBytes, maxDepth: maxDepth, maxScalarBytes: maxScalarBytes,
                    maxAliasNodes: maxAliasNodes)
    }

    /// What every command starts from: the spec files, read, and the options
    /// with the project configuration. Problems in the configuration are
    /// diagnostics like any other; a missing file is an I/O failure (exit 2).
    struct Prepared {
        /// Each spec with its translation files.
        var inputs: [Pipeline.Input]
        var options: Pipeline.Options
        /// The configuration file and its diagnostics, when there is one.
        var configSource: SourceFile?
        var configDiagnostics: [Diagnostic]
        var configFailed: Bool
    }

    func prepare(timings: inout StageTimings) throws -> Prepared {
        do {
            let inputs = try timings.measure(.read) { try SpecFiles.inputs(paths, limit: maxInputBytes) }
            var options = Pipeline.Options(limits: limits)
            guard let path = try config ?? defaultConfigPath() else {
                return Prepared(inputs: inputs, options: options, configSource: nil, configDiagnostics: [],
                                configFailed: false)
            }
            let source = try SpecFiles.read([path], limit: maxInputBytes)[0]
            let (loaded, diagnostics) = Pipeline.loadConfig(source, limits: limits)
            if let loaded { options.config = loaded }
            return Prepared(inputs: inputs, options: options, configSource: source, configDiagnostics: diagnostics,
                            configFailed: loaded == nil)
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
    }

    private func defaultConfigPath() throws -> String? {
        guard let first = paths.first, let kind = try FileSystem.kind(first) else { return nil }
        let folder = kind == .folder ? first : (first as NSString).deletingLastPathComponent
        let candidate = (folder.isEmpty ? "." : folder) + "/" + ProjectConfig.fileName
        return try FileSystem.kind(candidate) == nil ? nil : candidate
    }
}

extension DiagnosticRenderer.Format: ExpressibleByArgument {}

/// Colour only on a terminal, never with NO_COLOR set to a non-empty value (no-color.org).
func useColor() -> Bool {
    (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty && isatty(STDERR_FILENO) == 1
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
