import ArgumentParser
import Foundation
import OnboardCompiler

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check specs against the lint rules (business, flow, copy, timing, accessibility, icons).",
        discussion: """
            Exit status: 0 when nothing at or above --fail-on was found; 1 when something was \
            (a spec that does not decode counts as an error); 2 for usage or I/O failures.
            """)

    @OptionGroup var options: SpecOptions

    @Option(name: .customLong("output"), help: ArgumentHelp(
        "Also write a report: FORMAT=FILE (text, json, sarif, github, junit); repeatable.", valueName: "format=file"))
    var outputs: [String] = []

    @Option(help: "Lowest severity that fails the run: error, warning or info.")
    var failOn: Diagnostic.Severity = .error

    @Option(help: "Ignore findings listed in this baseline file; report entries that no longer match.")
    var baseline: String?

    @Option(help: "Write every current finding to this baseline file.")
    var writeBaseline: String?

    /// A bad `--output` is a usage error (exit 2), found before anything is linted or written.
    func validate() throws {
        for output in outputs where Self.parseOutput(output) == nil {
            throw ValidationError("--output takes FORMAT=FILE with FORMAT one of "
                + DiagnosticRenderer.Format.allCases.map(\.rawValue).joined(separator: ", ") + ", not `\(output)`")
        }
    }

    /// `FORMAT=FILE` of `--output`, or nil.
    private static func parseOutput(_ output: String) -> (format: DiagnosticRenderer.Format, path: String)? {
        let parts = output.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = DiagnosticRenderer.Format(rawValue: parts[0]) else { return nil }
        return (format, parts[1])
    }

    func run() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        var lint = project.lint(acceptingFindings: writeBaseline != nil, timings: &timings)
        // Written before the baseline is read: the two options may name one file.
        if let path = writeBaseline, let accepted = lint.accepted { try write(accepted.json, to: path) }
        if let path = baseline { lint = lint.applying(try readBaseline(path)) }
        for entry in lint.removableBaselineEntries {
            printError("note: baseline entry no longer matches and can be removed: \(entry.rule) \(entry.file) \(entry.path)\n")
        }
        options.present(lint.diagnostics, sources: project.sources,
                        summary: RunSummary.line(specs: project.inputs.count, diagnostics: lint.diagnostics),
                        suppressed: lint.suppressed)
        for (format, path) in outputs.compactMap(Self.parseOutput) {
            try write(render(lint.diagnostics, sources: project.sources, format: format, color: false,
                             suppressed: lint.suppressed), to: path)
        }
        if options.timings { printError("timings: \(timings.summary)\n") }
        if lint.fails(at: failOn) { throw Exit.specErrors }
    }

    /// The baseline at `path`; a file that cannot be read or is damaged is an I/O failure (exit 2).
    private func readBaseline(_ path: String) throws -> Baseline {
        let problem: String
        do {
            let file = try SourceFile.read(path, limit: options.maxInputBytes)
            guard file.oversized == nil else {
                printError("error: \(path): the baseline is larger than --max-input-bytes (\(options.maxInputBytes) bytes)\n")
                throw Exit.failure
            }
            return try Baseline(json: String(decoding: file.bytes, as: UTF8.self))
        } catch let exit as ExitCode {
            throw exit
        } catch let error as FileError {
            problem = "\(error)"
        } catch {
            problem = "\(path): \(error)"
        }
        printError("error: \(problem)\n")
        throw Exit.failure
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)\n")
            throw Exit.failure
        }
    }
}

extension Diagnostic.Severity: ExpressibleByArgument {}
