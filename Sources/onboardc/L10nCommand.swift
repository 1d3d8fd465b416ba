import ArgumentParser
import Foundation
import OnboardCompiler

/// `onboardc l10n export|import|adopt`: translations out to translators as XLIFF 2.0, and
/// back; source fingerprints for translations made before they existed.
struct L10nCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Exchange translations with translators as XLIFF 2.0 files.",
        subcommands: [L10nExportCommand.self, L10nImportCommand.self, L10nAdoptCommand.self])
}

/// The locale of `--locale`, in canonical spelling (`pt_br` → `pt-BR`).
func canonicalLocale(_ text: String) throws -> String {
    switch LocaleTag.parse(text) {
    case .success(let tag): return tag.identifier
    case .failure: throw ValidationError("--locale takes a BCP-47 locale such as de, pt-BR or zh-Hant, not `\(text)`")
    }
}

/// Writes `bytes` to `path` atomically; a failure is an I/O error (exit 2).
func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    do {
        try TranslationExchange.write(bytes, to: path)
    } catch {
        printError("error: cannot write \(path): \(error)\n")
        throw Exit.failure
    }
}
