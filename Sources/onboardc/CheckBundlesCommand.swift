import ArgumentParser
import Foundation
import OnboardCompiler

struct CheckBundlesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-bundles",
        abstract: "Check built bundles as a client would load them: for a client team's CI.",
        discussion: """
            Each PATH is a bundle.json, an app folder (generated/demo) or an output folder (generated: every \
            app in it). A bundle must decode as OnboardKit decodes it (every target, dialog, state and plan it \
            names exists; screen ids are unique; closed vocabularies hold known values), and every string key \
            it uses must be in each string table it names for the app's platforms (only for app folders). \
            Exit status: 0 every bundle passes; 1 a bundle has a problem; 2 usage or I/O failure.
            """)

    @Argument(help: "Bundle files, app folders or output folders.")
    var paths: [String] = ["generated"]

    @Option(help: "Diagnostics format: text, json, sarif, github or junit.")
    var format: DiagnosticRenderer.Format = .text

    func run() throws {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceFile] = []
        do {
            for path in paths {
                let result = try BundleCheck.check(path)
                diagnostics += result.diagnostics
                sources += result.sources
            }
        } catch let failure as DiffFailure {
            printError("error: \(failure)\n")
            throw Exit.failure
        }
        report(diagnostics, sources: sources, format: format)
        if diagnostics.contains(where: { $0.severity == .error }) { throw Exit.specErrors }
    }
}
