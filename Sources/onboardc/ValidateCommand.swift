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
        let results = project.validate(timings: &timings)
        options.present(project.configDiagnostics + results.flatMap(\.diagnostics), sources: project.sources)
        if options.timings { printError("timings: \(timings.summary)\n") }
        if project.failed(results) { throw Exit.specErrors }
    }
}

/// Prints diagnostics: text on stderr, every other format on stdout.
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format,
            suppressed: [SuppressedDiagnostic] = []) {
    let text = render(diagnostics, sources: sources, format: format, suppressed: suppressed)
    if format == .text {
        printError(text)
    } else {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

func render(
    _ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool = useColor(),
    suppressed: [SuppressedDiagnostic] = []
) -> String {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let renderer = DiagnosticRenderer(color: format == .text && color, sources: files)
    return renderer.render(diagnostics, format: format, suppressed: suppressed)
}
