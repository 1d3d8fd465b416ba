extension TranslationDecoder {
    /// The translations by locale; a second file of one locale, or a
    /// translation of the source locale, is an error. Locales are compared in
    /// their canonical spelling: `de-ch` and `de-CH` are one locale (and would
    /// write the same platform folders).
    static func checkedLocales(_ translations: [Translation], of app: App, diagnostics: DiagnosticSink) -> [Translation]
    {
        var first: [String: Translation] = [:]
        let source = LocaleTag.canonical(app.sourceLocale)
        for translation in translations {
            let locale = LocaleTag.canonical(translation.locale)
            if locale == source {
                diagnostics.emit(.translationOfSource(translation.locale, at: translation.localeSpan, source: app.span))
            } else if PseudoLocale(rawValue: locale) != nil {
                diagnostics.emit(.translationOfPseudoLocale(translation.locale, at: translation.localeSpan))
            } else if let earlier = first[locale] {
                diagnostics.emit(
                    .duplicateTranslation(
                        locale, written: translation.locale, at: translation.localeSpan,
                        first: earlier.localeSpan))
            } else {
                first[locale] = translation
            }
        }
        return first.values.sorted { $0.locale.unicodeScalars.lexicographicallyPrecedes($1.locale.unicodeScalars) }
    }
}

extension Diagnostic {
    static func translationOfSource(_ locale: String, at span: SourceSpan, source: SourceSpan) -> Diagnostic {
        Diagnostic(
            .translationSourceLocale, "this file translates `\(locale)`, the spec's own source locale", at: span,
            notes: [Note("the app's copy is written in `\(locale)`", at: source)],
            help: "edit the copy in the spec itself, or change `locale:` to the language this file is in")
    }

    static func translationOfPseudoLocale(_ locale: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .translationPseudoLocale,
            "`\(locale)` is a pseudo-locale: onboardc generates its text, nobody translates it",
            at: span, help: "list it under `app.pseudoLocales` instead, or translate into a real locale")
    }

    static func duplicateTranslation(
        _ locale: String, written: String, at span: SourceSpan, first: SourceSpan
    ) -> Diagnostic {
        let spelling = written == locale ? "" : " (written `\(written)`)"
        return Diagnostic(
            .translationDuplicateLocale, "a second translation of `\(locale)`\(spelling) for this app", at: span,
            notes: [Note("`\(locale)` is first translated in \(first.file)", at: first)],
            help: "keep one file per locale: merge the two files")
    }
}
