import BundleFormat

/// Every source key has an entry in every translation file.
struct L10nMissingTranslation: LintRule {
    static let description = RuleDescription(
        id: "l10n-missing-translation",
        category: .localization,
        severity: .warning,
        summary: "Every string key of the spec has a translation in each translation file.",
        rationale: """
            A key a translation file does not have is shown in another language: the locale's \
            fallback (`app.fallbacks`, or `es` for `es-MX`) when that has it, else the source \
            text. It is how new copy reaches translators, so it is a warning, not an error: \
            the build goes on, and the XLIFF export lists the key as still to translate. There is \
            one finding per missing key, at the file's `locale:`, naming the key and its source \
            text, so that CI and a baseline track each key: one added to the spec later is \
            reported even when the older gaps are accepted. A file meant to hold only some keys \
            (a regional file that overrides a few strings of its fallback) can say so once with \
            `# onboardc-disable-next-line l10n-missing-translation -- why` above its `locale:`.
            """,
        examples: [
            .passes("""
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Done, action: complete } }
                """, translations: ["""
                locale: de
                strings:
                  tour.hello.title: Willkommen
                  tour.hello.primary: Fertig
                """]),
            .fails("""
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Done, action: complete } }
                """, translations: ["""
                # Nothing translated yet: two findings, one per key.
                locale: ⟦⟦de
                strings: {}
                """, """
                locale: ⟦fr
                strings:
                  tour.hello.title: Bienvenue
                """]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let keys = TranslatedKeys.sourceKeys(of: spec)
        let source = TranslatedKeys.sourceCopy(of: spec)
        let byLocale = Dictionary(spec.translations.map { (LocaleResolver.normalized($0.locale), $0) },
                                  uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for translation in spec.translations {
            let present = Set(translation.entries.map(\.key))
            let chain = TranslatedKeys.fallbacks(of: translation.locale, in: spec.app)
            for key in keys where !present.contains(key) {
                // Named as its file spells it: the resolver compares tags in lower case.
                let shown = chain.lazy.compactMap { byLocale[LocaleResolver.normalized($0)] }.first { $0.entry(key) != nil }
                let instead = shown.map { "the `\($0.locale)` translation" } ?? "the source text"
                var notes: [Diagnostic.Note] = []
                if let copy = source[key] { notes.append(Diagnostic.Note("the source text is here", at: copy.span)) }
                findings.append(Finding(
                    "`\(translation.locale)` has no translation of `\(key)`\(quoted(source[key]?.text)); "
                        + "its users see \(instead)",
                    at: translation.localeSpan, path: SpecPath.translated(translation, key: key), notes: notes,
                    help: "add `\(key): …` under `strings:` in this file"))
            }
        }
        return findings
    }

    /// ` ("Welcome")`, shortened to 40 characters; empty without a text.
    private func quoted(_ text: String?) -> String {
        guard let text else { return "" }
        return " (\"\(text.count > 40 ? text.prefix(39) + "…" : text)\")"
    }
}
