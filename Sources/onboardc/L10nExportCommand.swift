import ArgumentParser
import Foundation
import OnboardCompiler

struct L10nExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write an XLIFF 2.0 file per spec for translators: <out>/<app id>.<locale>.xlf.",
        discussion: """
            The file holds every string key with its source text, notes for the translator (where \
            the text is shown, the writer's comment, a length budget, plural forms) and the current \
            translation and its state. It is the file `onboardc build` writes to <app>/xliff/. \
            Exit status: 0 when every file was written; 1 when a spec has errors or cannot be \
            exported for the locale; 2 for usage or I/O failures.
            """)

    @Option(help: "The locale to translate into (BCP-47: de, pt-BR, zh-Hant).")
    var locale: String

    @OptionGroup var options: SpecOptions

    @Option(help: "Folder to write the XLIFF files into.")
    var out = "."

    func validate() throws {
        _ = try canonicalLocale(locale)
    }

    func run() throws {
        let locale = try canonicalLocale(self.locale)
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        var diagnostics = project.configDiagnostics, sources = project.configSources
        var failed = project.configFailed, unreadable: [FileError] = []
        var specs: [(path: String, spec: Spec)] = []
        if !project.configFailed {
            project.validate(timings: &timings) { result in
                diagnostics += result.diagnostics
                sources += result.sources
                unreadable += result.unreadable.map { [$0] } ?? []
                if let spec = result.spec, let file = result.sources.first {
                    specs.append((file.path, spec))
                } else {
                    failed = true
                }
            }
        }
        try failIfUnreadable(unreadable)
        for (specPath, spec) in specs {
            if let problem = TranslationExchange.exportProblem(spec, locale: locale) {
                printError("error: \(specPath): \(problem)\n")
                failed = true
                continue
            }
            let path = (out as NSString).appendingPathComponent("\(spec.app.id).\(locale).xlf")
            try writeAtomically(
                Array(TranslationExchange.export(spec, locale: locale, config: project.options.config).utf8), to: path)
            printError("wrote \(path)\n")
        }
        options.present(diagnostics, sources: sources)
        if failed { throw Exit.specErrors }
    }
}
