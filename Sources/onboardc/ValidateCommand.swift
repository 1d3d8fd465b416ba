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
        // Each spec's IR is let go once its diagnostics are reported.
        let report = options.report()
        report.add(project.configDiagnostics, sources: project.configSources)
        var failed = project.configFailed, unreadable: [FileError] = []
        project.validate(timings: &timings) { result in
            report.add(result.diagnostics, sources: result.sources)
            failed = failed || result.hasErrors
            unreadable += result.unreadable.map { [$0] } ?? []
        }
        report.finish()
        if options.timings { printError("timings: \(timings.summary)\n") }
        try failIfUnreadable(unreadable)
        if failed { throw Exit.specErrors }
    }
}
