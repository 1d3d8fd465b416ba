/// `xliff/<locale>.xlf`: an XLIFF 2.0 file for translators per target locale
/// (every translation's locale; not the source locale, not pseudo-locales).
/// `onboardc l10n export` writes the same bytes (`TranslationExchange.export`).
struct XLIFFEmitter: Emitter {
    /// The length budgets' parameters (`l10n-length-budget` in `onboardc.yaml`), for the `length` notes.
    var budgetParameters: [String: String] = [:]

    func emit(_ spec: Spec, strings: AppStrings, diagnostics: DiagnosticSink) -> [OutputFile] {
        spec.translations.map { translation in
            let export = XLIFFExport(
                analysis: strings.analysis, locale: translation.locale, budgetParameters: budgetParameters)
            return OutputFile(
                path: "\(spec.app.id)/xliff/\(translation.locale).xlf", text: XLIFFWriter.write(export.document()))
        }
    }
}
