import ArgumentParser
import Foundation
import OnboardCompiler

/// What every command that reads specs takes: the specs, the configuration and the parse limits.
struct SpecReading: ParsableArguments {
    @Argument(help: "Spec files or folders (folders are searched for *.yaml and *.yml).")
    var paths: [String] = ["specs"]

    @Option(help: "Project configuration (default: onboardc.yaml in the first spec folder, if there is one).")
    var config: String?

    @Option(help: "Largest input file accepted (spec, translation, configuration, XLIFF, baseline), in bytes.")
    var maxInputBytes = ParseLimits.default.maxInputBytes

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth = ParseLimits.default.maxDepth

    @Option(help: "Longest single value, in bytes.")
    var maxScalarBytes = ParseLimits.default.maxScalarBytes

    @Option(help: "Most nodes that YAML aliases may add.")
    var maxAliasNodes = ParseLimits.default.maxAliasNodes

    func validate() throws {
        for (name, value) in [
            ("--max-input-bytes", maxInputBytes), ("--max-depth", maxDepth),
            ("--max-scalar-bytes", maxScalarBytes), ("--max-alias-nodes", maxAliasNodes),
        ]
        where value < 1 {
            throw ValidationError("\(name) must be at least 1 (got \(value))")
        }
    }

    var limits: ParseLimits {
        ParseLimits(
            maxInputBytes: maxInputBytes, maxDepth: maxDepth, maxScalarBytes: maxScalarBytes,
            maxAliasNodes: maxAliasNodes)
    }

    /// The specs and the configuration, found; a path that cannot be read is an I/O failure (exit 2).
    func project(timings: inout StageTimings) throws -> Project {
        do {
            return try Project.load(paths, config: config, limits: limits, timings: &timings)
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
    }
}

/// What the commands that report diagnostics take besides the specs: the report's format and detail.
struct SpecOptions: ParsableArguments {
    @OptionGroup var reading: SpecReading

    @Option(help: "Diagnostics format: text, json, sarif, github or junit.")
    var format: DiagnosticRenderer.Format = .text

    @Flag(help: "Print per-stage wall time (read, parse, decode, lint, emit, write) on stderr.")
    var timings = false

    @Flag(
        help:
            "Report errors only (the summary line still counts warnings and infos; files written with `lint --output` hold every finding)."
    )
    var quiet = false

    var paths: [String] { reading.paths }
    var maxInputBytes: Int { reading.maxInputBytes }

    /// The specs and the configuration, found; a path that cannot be read is an I/O failure (exit 2).
    func project(timings: inout StageTimings) throws -> Project {
        try reading.project(timings: &timings)
    }
}

extension SpecOptions {
    /// A report in `--format` on the terminal (errors only with `--quiet`).
    func report() -> DiagnosticReport {
        terminalReport(format: format, errorsOnly: quiet)
    }

    /// Prints `diagnostics` in `--format` (errors only with `--quiet`), then, in text
    /// mode, `summary` when there is one.
    func present(_ diagnostics: [Diagnostic], sources: [SourceFile], summary: String? = nil) {
        let report = report()
        report.add(diagnostics, sources: sources)
        report.finish()
        if format == .text, let summary { printError(summary + "\n") }
    }
}

/// A report of diagnostics on the terminal: text on stderr, every other format on stdout.
func terminalReport(format: DiagnosticRenderer.Format, errorsOnly: Bool = false) -> DiagnosticReport {
    let output = format == .text ? FileHandle.standardError : FileHandle.standardOutput
    return DiagnosticReport(format: format, color: useColor(), errorsOnly: errorsOnly) { output.write(Data($0.utf8)) }
}

/// Prints diagnostics a command has all of at once (see `terminalReport`).
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format) {
    let report = terminalReport(format: format)
    report.add(diagnostics, sources: sources)
    report.finish()
}

/// Every spec of `project`, read; a file that can no longer be read is an I/O failure (exit 2).
func readInputs(_ project: Project) throws -> [Pipeline.Input] {
    do {
        return try project.read()
    } catch {
        try failIfUnreadable([error])
        return []
    }
}

/// A file found readable that could not be read when its turn came is an I/O failure (exit 2), as it is when found.
func failIfUnreadable(_ errors: [FileError]) throws {
    guard !errors.isEmpty else { return }
    for error in errors { printError("error: \(error)\n") }
    throw Exit.failure
}

extension DiagnosticRenderer.Format: ExpressibleByArgument {}

/// Colour only on a terminal, never with NO_COLOR set to a non-empty value (no-color.org).
func useColor() -> Bool {
    (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty && isatty(STDERR_FILENO) == 1
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
