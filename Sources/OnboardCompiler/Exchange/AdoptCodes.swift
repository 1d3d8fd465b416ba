/// The codes of `onboardc l10n adopt` (`SourceAdoption`).
extension DiagnosticCode {
    static let adoptFailed = DiagnosticCode(
        "translation-adopt-failed", .error,
        "The source fingerprints could not be written into a translation file without changing its translations, so it was not written.",
        example: .none(
            because: """
                it is a safety net: every file adopt writes is read back and compared with the one it read, and no \
                translation file is known that the editor cannot extend with `sources:` (see TranslationEditorTests)
                """))

    /// Every code of `l10n adopt`, for the registry (`DiagnosticCodes.all`).
    static let adopt: [DiagnosticCode] = [adoptFailed]
}

extension Diagnostic {
    static func adoptUnsafeEdit(_ path: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .adoptFailed,
            "the source fingerprints could not be written into \(path) without changing its "
                + "translations; the file was not written", at: span,
            help: "please report this with the file; meanwhile add its `sources:` by hand, or re-import it from XLIFF")
    }
}
