import ArgumentParser
import Foundation
import OnboardCompiler

/// Options every command that reads specs shares.
struct SpecOptions: ParsableArguments {
    @Argument(help: "Spec files or folders (folders are searched for *.yaml and *.yml).")
    var paths: [String] = ["specs"]

    @Option(help: "Diagnostics format: text or json.")
    var format: DiagnosticRenderer.Format = .text

    @Flag(help: "Print per-stage wall time (read, parse, decode, emit, write) on stderr.")
    var timings = false

    @Option(help: "Largest spec file accepted, in bytes.")
    var maxInputBytes = ParseLimits.default.maxInputBytes

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth = ParseLimits.default.maxDepth

    @Option(help: "Longest single value, in bytes.")
    var maxScalarBytes = ParseLimits.default.maxScalarBytes

    @Option(help: "Most nodes that YAML aliases may add.")
    var maxAliasNodes = ParseLimits.default.maxAliasNodes

    var pipelineOptions: Pipeline.Options {
        Pipeline.Options(limits: ParseLimits(
            maxInputBytes: maxInputBytes, maxDepth: maxDepth, maxScalarBytes: maxScalarBytes,
            maxAliasNodes: maxAliasNodes))
    }
}

extension DiagnosticRenderer.Format: ExpressibleByArgument {}

/// Colour only on a terminal, never with NO_COLOR.
func useColor() -> Bool {
    ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDERR_FILENO) == 1
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
