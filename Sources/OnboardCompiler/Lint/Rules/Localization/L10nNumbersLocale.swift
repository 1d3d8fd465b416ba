/// Every locale `app.numbers` names is one the app ships.
struct L10nNumbersLocale: LintRule {
    static let description = RuleDescription(
        id: "l10n-numbers-locale",
        category: .localization,
        severity: .warning,
        summary: "Each locale of `app.numbers` is the source locale, a translation's or a pseudo-locale.",
        rationale: """
            `app.numbers` sets the digits of the numbers the app fills into one locale's texts. \
            The setting applies to that locale exactly, not to its regions (`ar` does not set \
            `ar-EG`), and the bundle carries it only for the locales the app ships: an entry for \
            a locale without a translation file, or spelled differently from the file's \
            `locale:` (`ar-eg`), does nothing. Translate into the locale, name the locale the \
            translation file names, or remove the entry.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, numbers: { ar: arab, en: latn } }
                flows: []
                """,
                translations: [
                    """
                    locale: ar
                    strings: {}
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, numbers: { ar: arab, ⟦fa: latn } }
                flows: []
                """,
                translations: [
                    """
                    locale: ar
                    strings: {}
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let shipped =
            [spec.app.sourceLocale] + spec.translations.map(\.locale) + spec.app.pseudoLocales.map(\.rawValue)
        let canonical = Set(shipped.map(LocaleTag.canonical))
        return spec.app.numbers.compactMap { entry in
            guard !canonical.contains(LocaleTag.canonical(entry.locale)) else { return nil }
            let advice = Suggestion.advice(
                for: entry.locale, in: shipped.sorted(), at: entry.span,
                otherwise:
                    "translate into `\(entry.locale)`, or remove the entry: the bundle carries only shipped locales")
            return Finding(
                "`app.numbers` sets the digits of `\(entry.locale)`, a locale this app does not ship",
                at: entry.span, path: "app.numbers[\(entry.locale)]", help: advice.help, fixes: advice.fixes)
        }
    }
}
