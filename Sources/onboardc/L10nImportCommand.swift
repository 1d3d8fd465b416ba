import ArgumentParser
import Foundation
import OnboardCompiler

struct L10nImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the translations of an XLIFF 2.0 file into the app's translation file.",
        discussion: """
            The spec is the one whose app id is the file's <file id>; the translations go to \
            <spec>.l10n/<locale>.yaml, created when missing. Only changed entries are edited: \
            comments and the order of the file stay. A unit whose source text changed since the \
            export is written with `review: true` and reported. Every translation written gets the \
            fingerprint of its current source text under `sources:`; a stale translation sent back \
            unchanged as final or reviewed gets it too, one sent back as translated stays stale. Exit status: 0 when the file was \
            imported (or nothing changed); 1 when the XLIFF file or the spec has errors (nothing is \
            written); 2 for usage or I/O failures.
            """)

    @Argument(help: "The translated XLIFF file (.xlf).")
    var file: String

    @OptionGroup var options: SpecOptions

    func run() throws {
        let xliff: SourceFile
        do {
            xliff = try SourceFile.read(file, limit: options.maxInputBytes)
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        guard !project.configFailed else {
            options.present(project.configDiagnostics, sources: project.configSources)
            throw Exit.specErrors
        }
        let result: TranslationExchange.ImportResult
        do {
            result = try project.importXLIFF(xliff, translationFolder: TranslationFiles.folder(of:))
        } catch {
            try failIfUnreadable([error])
            return
        }
        options.present(project.configDiagnostics + result.diagnostics, sources: result.sources + project.configSources)
        if result.hasErrors { throw Exit.specErrors }
        let path = result.translationPath ?? "the translation file"
        if let output = result.output {
            try writeAtomically(output.bytes, to: output.path)
            printError("\(output.path): \(result.createsFile ? "created" : "updated") (\(result.summary))\n")
        } else {
            printError("\(path): nothing to change (\(result.summary))\n")
        }
    }
}
