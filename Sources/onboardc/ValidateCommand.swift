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

/// Prints diagnostics: text on stderr, every other format on stdout. Text goes out in pieces
/// of about 64 KiB, a diagnostic at a time (56,000 lint findings of a 20 MB spec are 22 MB of it).
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format,
            suppressed: [SuppressedDiagnostic] = []) {
    guard format == .text else {
        FileHandle.standardOutput.write(Data(render(diagnostics, sources: sources, format: format,
                                                    suppressed: suppressed).utf8))
        return
    }
    let renderer = renderer(sources: sources, format: format, color: useColor())
    var piece = ""
    for diagnostic in diagnostics {
        piece += renderer.text(diagnostic)
        if piece.utf8.count >= 1 << 16 {
            printError(piece)
            piece = ""
        }
    }
    if !piece.isEmpty { printError(piece) }
}

func render(
    _ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool = useColor(),
    suppressed: [SuppressedDiagnostic] = []
) -> String {
    renderer(sources: sources, format: format, color: color).render(diagnostics, format: format, suppressed: suppressed)
}

private func renderer(sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool) -> DiagnosticRenderer {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    return DiagnosticRenderer(color: format == .text && color, sources: files)
}
