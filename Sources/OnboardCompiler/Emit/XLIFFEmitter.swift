/// `xliff/<locale>.xlf`: an XLIFF 2.0 file for translators per target locale
/// (every translation's locale; not the source locale, not pseudo-locales).
/// `onboardc l10n export` writes the same bytes (`TranslationExchange.export`).
struct XLIFFEmitter: Emitter {
    func emit(_ spec: Spec, strings: StringTable, diagnostics: DiagnosticSink) -> [OutputFile] {
        spec.translations.map { translation in
            OutputFile(path: "\(spec.app.id)/xliff/\(translation.locale).xlf",
                       text: XLIFFWriter.write(XLIFFExport(spec: spec, locale: translation.locale).document()))
        }
    }
}
