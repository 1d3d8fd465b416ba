/// A translation file has no entry for a key the spec no longer has.
struct L10nObsoleteKey: LintRule {
    static let description = RuleDescription(
        id: "l10n-obsolete-key",
        category: .localization,
        severity: .warning,
        summary: "Every key in a translation file is a string key of the spec.",
        rationale: """
            Keys come from flow, screen and slot ids (`onboarding.welcome.title`), so renaming \
            a screen or removing a button leaves its translations behind under the old key. \
            The app never shows them, translators keep maintaining them, and the copy under the \
            new key is missing in that language (`l10n-missing-translation`). A misspelt key \
            is the same problem. The finding points at the key and suggests the closest key \
            of the spec, preferring one the file does not translate yet.
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
                    locale: de
                    strings:
                      ⟦tour.hello.titel: Willkommen
                      tour.hello.primary: Fertig
                      ⟦tour.goodbye.title: Auf Wiedersehen
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let keys = context.sourceKeys(of: spec)
        let known = Set(keys)
        var findings: [Finding] = []
        for translation in spec.translations {
            let present = Set(translation.entries.map(\.key))
            let untranslated = keys.filter { !present.contains($0) }
            for entry in translation.entries where !known.contains(entry.key) {
                let guess =
                    Suggestion.closest(to: entry.key, in: untranslated) ?? Suggestion.closest(to: entry.key, in: keys)
                findings.append(
                    Finding(
                        "`\(entry.key)` is not a string key of the spec; the app never shows this translation",
                        at: entry.keySpan, path: SpecPath.translated(translation, key: entry.key),
                        help: guess.map { "did you mean '\($0)'? rename the key if the copy moved there" }
                            ?? "remove the entry if its copy is gone, or rename it to the copy's new key",
                        // Renamed to a key translated already, the file would have it twice.
                        fixes: guess.flatMap {
                            present.contains($0) ? nil : [.didYouMean(entry.key, $0, at: entry.keySpan)]
                        }
                            ?? []))
            }
        }
        return findings
    }
}
