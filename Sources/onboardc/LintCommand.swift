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

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "Also write a report: FORMAT=FILE (text, json, sarif, github, junit); repeatable.", valueName: "format=file"
        ))
    var outputs: [String] = []

    @Option(help: "Lowest severity that fails the run: error, warning or info.")
    var failOn: Diagnostic.Severity = .error

    @Option(help: "Ignore findings listed in this baseline file; report entries that no longer match.")
    var baseline: String?

    @Option(
        help:
            "Write every current finding to this baseline file, after the run (which --baseline, read before it, may name too)."
    )
    var writeBaseline: String?

    @Flag(
        help:
            "First make the fixes the findings carry (each did-you-mean, a missing key a rule asks for) in the files, then report what is left."
    )
    var fix = false

    /// A bad `--output` is a usage error (exit 2), found before anything is linted or written.
    func validate() throws {
        for output in outputs where Self.parseOutput(output) == nil {
            throw ValidationError(
                "--output takes FORMAT=FILE with FORMAT one of "
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
        // Read before the run and written after it: the two options may name one file.
        let known = try baseline.map(readBaseline)
        if fix { try makeFixes(baseline: known) }
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        // Each spec's findings are reported as it is linted, and let go; a report file
        // (`--output`) is held until the end, and then written whole.
        let report = options.report()
        let files = outputs.compactMap(Self.parseOutput).map { format, path in
            let written = WrittenText()
            return (path: path, written: written, report: DiagnosticReport(format: format) { written.text += $0 })
        }
        let lint = project.lint(baseline: known, acceptingFindings: writeBaseline != nil, timings: &timings) {
            report.add($0, suppressed: $1, sources: $2)
            for file in files { file.report.add($0, suppressed: $1, sources: $2) }
        }
        report.finish()
        for file in files { file.report.finish() }
        try failIfUnreadable(lint.unreadable)
        if let path = writeBaseline, let accepted = lint.accepted { try write(accepted.json, to: path) }
        for entry in lint.removableBaselineEntries {
            printError(
                "note: baseline entry no longer matches and can be removed: \(entry.rule) \(entry.file) \(entry.path)\n"
            )
        }
        if options.format == .text, let summary = RunSummary.line(specs: project.inputs.count, counts: report.counts) {
            printError(summary + "\n")
        }
        for file in files { try write(file.written.text, to: file.path) }
        if options.timings { printError("timings: \(timings.summary)\n") }
        if lint.fails(at: failOn) { throw Exit.specErrors }
    }

    /// `--fix`: passes of `FixSelection` over the files, each pass's edits written before the
    /// next lints again, until a pass has nothing to make (at most ten: a fix that uncovers
    /// another, say); a file that changed on disk since it was linted is left alone.
    private func makeFixes(baseline: Baseline?) throws {
        var made: [String: Int] = [:]
        for _ in 0..<10 {
            var timings = StageTimings()
            var found: [Diagnostic] = []
            var linted: [String: SourceFile] = [:]
            _ = try options.project(timings: &timings).lint(baseline: baseline, timings: &timings) {
                diagnostics, _, read in
                found += diagnostics
                for file in read { linted[file.path] = file }
            }
            var wrote = false
            for (path, edits) in FixSelection.edits(of: found).sorted(by: { $0.key < $1.key }) {
                guard let file = try? SourceFile.read(path, limit: options.maxInputBytes), file.oversized == nil,
                    linted[path].map({ $0.bytes == file.bytes }) ?? true,
                    let fixed = Fix.apply(edits, in: path, to: file.bytes)
                else { continue }
                try write(Data(fixed), to: path)
                made[path, default: 0] += edits.count
                wrote = true
            }
            if !wrote { break }
        }
        for (path, count) in made.sorted(by: { $0.key < $1.key }) {
            printError("fixed: \(path): \(count) edit\(count == 1 ? "" : "s")\n")
        }
    }

    /// The baseline at `path`; a file that cannot be read or is damaged is an I/O failure (exit 2).
    private func readBaseline(_ path: String) throws -> Baseline {
        let problem: String
        do {
            let file = try SourceFile.read(path, limit: options.maxInputBytes)
            guard file.oversized == nil else {
                printError(
                    "error: \(path): the baseline is larger than --max-input-bytes (\(options.maxInputBytes) bytes)\n")
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
        try write(Data(text.utf8), to: path)
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)\n")
            throw Exit.failure
        }
    }
}

/// What a report of `--output` wrote, held in memory and written to its file when the run ends.
private final class WrittenText {
    var text = ""
}

extension Diagnostic.Severity: ExpressibleByArgument {}
