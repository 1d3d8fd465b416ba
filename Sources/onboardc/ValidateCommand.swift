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
        let prepared = try options.prepare(timings: &timings)
        let results = prepared.inputs.map {
            Pipeline.validate($0.spec, translations: $0.translations, options: prepared.options)
        }
        results.forEach { timings.add($0.timings) }
        report(prepared.configDiagnostics + results.flatMap(\.diagnostics), sources: prepared.allSources,
               format: options.format)
        if options.timings { printError("timings: \(timings.summary)\n") }
        if prepared.configFailed || results.contains(where: \.hasErrors) { throw Exit.specErrors }
    }
}

extension SpecOptions.Prepared {
    /// The spec files, without their translations.
    var sources: [SourceFile] { inputs.map(\.spec) }

    /// Every file read, for the excerpts of diagnostics.
    var allSources: [SourceFile] {
        inputs.flatMap { [$0.spec] + $0.translations } + (configSource.map { [$0] } ?? [])
    }
}

/// Prints diagnostics: text on stderr, every other format on stdout.
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format) {
    let text = render(diagnostics, sources: sources, format: format)
    if format == .text {
        printError(text)
    } else {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

func render(
    _ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format, color: Bool = useColor()
) -> String {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let renderer = DiagnosticRenderer(color: format == .text && color, sources: files)
    return renderer.render(diagnostics, format: format)
}
