import ArgumentParser
import Foundation
import OnboardCompiler

struct L10nAdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Write source fingerprints into translation files for translations that have none.",
        discussion: """
            A translation file remembers under `sources:` a fingerprint of the source text each \
            translation was made from, so that a changed source text makes it stale \
            (`l10n-stale-translation`). `l10n import` writes it; `adopt` writes it for translations \
            made before, declaring that they were made from the source texts the specs have now. \
            With --reviewed it also replaces the fingerprints of stale translations: use it once you \
            have checked them against the new source. Only `sources:` changes; comments and layout \
            stay. Running it again changes nothing. Exit status: 0 when every file was written (or \
            nothing changed); 1 when a spec has errors (its files are not written); 2 for usage or \
            I/O failures.
            """)

    @Flag(help: "Also refresh the fingerprints of stale translations: they have been reviewed against the new source.")
    var reviewed = false

    @OptionGroup var options: SpecOptions

    func run() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        guard !project.configFailed else {
            options.present(project.configDiagnostics, sources: project.configSources)
            throw Exit.specErrors
        }
        let inputs = try readInputs(project)
        var diagnostics = project.configDiagnostics
        var failed = false
        for input in inputs {
            let result = TranslationExchange.adopt(input, reviewed: reviewed, options: project.options)
            diagnostics += result.diagnostics
            failed = failed || result.hasErrors
            for file in result.files {
                if let output = file.output {
                    try writeAtomically(output.bytes, to: output.path)
                    printError("\(file.path): updated (\(file.summary))\n")
                } else {
                    printError("\(file.path): nothing to change (\(file.summary))\n")
                }
            }
        }
        options.present(diagnostics, sources: project.sources(inputs))
        if failed { throw Exit.specErrors }
    }
}
