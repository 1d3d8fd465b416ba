import ArgumentParser
import Foundation
import OnboardCompiler

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Parse and decode specs and report problems; write nothing.")

    @OptionGroup var options: SpecOptions

    func run() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        // Each spec's IR is let go once its diagnostics are kept.
        var diagnostics = project.configDiagnostics, failed = project.configFailed
        project.validateEach(timings: &timings) { result in
            diagnostics += result.diagnostics
            failed = failed || result.hasErrors
        }
        options.present(diagnostics, sources: project.sources)
        if options.timings { printError("timings: \(timings.summary)\n") }
        if failed { throw Exit.specErrors }
    }
}

/// Prints diagnostics: text on stderr, every other format on stdout; text as it is
/// rendered, a few diagnostics at a time.
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format,
            suppressed: [SuppressedDiagnostic] = []) {
    let output = format == .text ? FileHandle.standardError : FileHandle.standardOutput
    renderer(sources: sources, format: format).render(diagnostics, format: format, suppressed: suppressed) {
        output.write(Data($0.utf8))
    }
}

func render(
    _ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool = useColor(),
    suppressed: [SuppressedDiagnostic] = []
) -> String {
    renderer(sources: sources, format: format, color: color).render(diagnostics, format: format, suppressed: suppressed)
}

private func renderer(sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool = useColor()) -> DiagnosticRenderer {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    return DiagnosticRenderer(color: format == .text && color, sources: files)
}
