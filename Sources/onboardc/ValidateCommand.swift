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
        let sources: [SourceFile]
        do {
            sources = try timings.measure(.read) { try SpecFiles.read(try SpecFiles.find(options.paths)) }
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
        let results = sources.map { Pipeline.validate($0, options: options.pipelineOptions) }
        results.forEach { timings.add($0.timings) }
        report(results.flatMap(\.diagnostics), sources: sources, format: options.format)
        if options.timings { printError("timings: \(timings.summary)\n") }
        if results.contains(where: \.hasErrors) { throw Exit.specErrors }
    }
}

/// Prints diagnostics: text on stderr, JSON on stdout.
func report(_ diagnostics: [Diagnostic], sources: [SourceFile], format: DiagnosticRenderer.Format) {
    let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let renderer = DiagnosticRenderer(color: format == .text && useColor(), sources: files)
    let text = renderer.render(diagnostics, format: format)
    if format == .json {
        FileHandle.standardOutput.write(Data(text.utf8))
    } else {
        printError(text)
    }
}
