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
            one finding per file, at its `locale:`, with the number of keys it lacks and the first \
            of them; a note per key names it, its source text and what its users see instead (all \
            of them in JSON and SARIF). Its path is the set of missing keys: a baseline entry \
            accepts the finding while the file lacks no key beyond the ones it lists, so a key \
            translated since keeps it accepted and a key added to the spec later makes the \
            finding new again. A file meant to hold only \
            some keys (a regional file that overrides a few strings of its fallback) can say so \
            once with `# onboardc-disable-next-line l10n-missing-translation -- why` above its \
            `locale:`. With the `google-play` pack on, an Android app's paywall keys are left to \
            `google-play-paywall-translation`, which reports them as errors. A text of names only \
            (the app's `name`, terms of the spec's `glossary`) reads the same in every language and \
            needs no translation.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Willkommen
                      tour.hello.primary: Fertig
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    # Nothing translated yet: one finding for the file, a note per key.
                    locale: ⟦de
                    strings: {}
                    """,
                    """
                    locale: ⟦fr
                    strings:
                      tour.hello.title: Bienvenue
                    """,
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let keys = context.sourceKeys(of: spec)
        let source = context.sourceCopy(of: spec)
        let byLocale = Dictionary(
            spec.translations.map { (LocaleResolver.normalized($0.locale), $0) },
            uniquingKeysWith: { first, _ in first })
        let paywall = PaywallSale.strictTranslationKeys(of: spec, context.copyUses(of: spec), packs: context.packs)
        // A text of names only (the app's, the glossary's) reads the same in every language.
        let names = ([spec.app.name] + spec.glossaryTerms).filter { !$0.isEmpty }
        func needsTranslation(_ key: String) -> Bool {
            source[key].map { L10nUntranslated.hasWords($0.message, besides: names) } ?? true
        }
        var findings: [Finding] = []
        for translation in spec.translations {
            let present = Set(translation.entries.map(\.key))
            let chain = TranslatedKeys.fallbacks(of: translation.locale, in: spec.app)
            let missing = keys.filter { !present.contains($0) && !paywall.contains($0) && needsTranslation($0) }
            guard !missing.isEmpty else { continue }
            // What its users see instead, key by key: named as its file spells it (the
            // resolver compares tags in lower case).
            let instead = missing.map { key in
                chain.lazy.compactMap { byLocale[LocaleResolver.normalized($0)] }.first { $0.entry(key) != nil }
                    .map { "the `\($0.locale)` translation" } ?? "the source text"
            }
            let seen = Set(instead).count == 1 ? instead[0] : "another translation or the source text (see the notes)"
            let shown =
                missing.prefix(3).map { "`\($0)`\(quoted(source[$0]?.text))" }.joined(separator: ", ")
                + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
            let notes = zip(missing, instead).map { key, instead in
                Diagnostic.Note("`\(key)`\(quoted(source[key]?.text)) is not translated: its users see \(instead)")
            }
            let count = missing.count == 1 ? "1 key" : "\(missing.count) keys"
            findings.append(
                Finding(
                    "`\(translation.locale)` has no translation of \(count): \(shown); its users see \(seen)",
                    at: translation.localeSpan,
                    path: SpecPath.translation(translation) + ".missing" + Baseline.setPath(missing),
                    notes: notes,
                    help: "add \(missing.count == 1 ? "it" : "them") under `strings:` in this file "
                        + "(`onboardc l10n export --locale \(translation.locale)` writes them out for a translator)"))
        }
        return findings
    }

    /// ` ("Welcome")`, shortened to 40 characters; empty without a text.
    private func quoted(_ text: String?) -> String {
        guard let text else { return "" }
        return " (\"\(text.count > 40 ? text.prefix(39) + "…" : text)\")"
    }
}
