import Foundation
import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Exporting every seed translation and importing it back changes nothing: not a byte.
    @Suite struct SeedRoundTripTests {
        /// Each seed spec with its translation files (`specs/<name>.l10n/*.yaml`).
        static func seedInputs() throws -> [Pipeline.Input] {
            try GeneratedFolderTests.seedSources()
        }

        @Test func exportThenImportIsANoOpForEverySeedTranslation() throws {
            let options = try GeneratedFolderTests.options()
            var checked = 0
            for input in try Self.seedInputs() {
                let validated = Pipeline.validate(input.spec, translations: input.translations, options: options)
                let spec = try #require(validated.spec, "\(input.spec.path): \(validated.diagnostics.map(\.located))")
                for translation in spec.translations {
                    let xliff = SourceFile(
                        path: "\(spec.app.id).\(translation.locale).xlf",
                        text: TranslationExchange.export(spec, locale: translation.locale))
                    let result = try Project([input], config: try GeneratedFolderTests.configFile()).importXLIFF(
                        xliff, translationFolder: TranslationFiles.folder(of:))
                    #expect(result.diagnostics.isEmpty, "\(translation.file): \(result.diagnostics.map(\.located))")
                    #expect(result.output == nil, "\(translation.file) would be rewritten")
                    #expect(result.translationPath == translation.file)
                    #expect(result.summary.unchanged == translation.entries.count, "\(translation.file)")
                    checked += 1
                }
            }
            #expect(checked >= 3, "the seed apps should have translation files")
        }
    }
}
