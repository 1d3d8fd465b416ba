/// A translation was made from the source text the spec has now.
struct L10nStaleTranslation: LintRule {
    static let description = RuleDescription(
        id: "l10n-stale-translation",
        category: .localization,
        severity: .warning,
        summary: "A translation was made from the source text the spec has now, not from an earlier one.",
        rationale: """
            A translation file remembers, under `sources:`, a short fingerprint of the source \
            text each translation was made from (`onboardc l10n import` writes it; `onboardc \
            l10n adopt` writes it for translations made before). When the English text changes \
            afterwards, the translation still says what the old text said: users of that language \
            read the old message. The finding points at the translation; the String Catalog marks \
            it `needs_review` and the XLIFF export sends it to translators as `translated` (not \
            `final`) with a note. A translation without a fingerprint is never reported. Its path \
            holds the current source's fingerprint, so a baseline entry stops accepting it when \
            the source changes again.
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
                    # Made from today's source texts; the button has no fingerprint (never stale).
                    locale: de
                    strings:
                      tour.hello.title: Willkommen
                      tour.hello.primary: Fertig
                    sources:
                      tour.hello.title: "0e2226b5"
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
                      - { id: hello, role: welcome, title: Welcome aboard, primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    # The title was translated from "Welcome" (0e2226b5) before it became "Welcome aboard".
                    locale: de
                    strings:
                      tour.hello.title: ⟦Willkommen
                      tour.hello.primary: Fertig
                    sources:
                      tour.hello.title: "0e2226b5"
                      tour.hello.primary: "11a6767d"
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let source = context.sourceCopy(of: spec)
        var findings: [Finding] = []
        for translation in spec.translations {
            for entry in translation.entries {
                guard let copy = source[entry.key], let stale = context.analysis.staleness(of: entry, key: entry.key)
                else {
                    continue
                }
                let notes = [
                    Diagnostic.Note(
                        "made from source \(stale.madeFrom); the source text is now \"\(copy.text)\" "
                            + "(\(stale.now))", at: copy.span)
                ]
                findings.append(
                    Finding(
                        "the `\(translation.locale)` translation of `\(entry.key)` is stale: the source text changed after "
                            + "the translation was made",
                        at: entry.span,
                        path: SpecPath.translated(translation, key: entry.key) + ".source[\(stale.now)]",
                        notes: notes,
                        help: "review the translation against the new source, then re-import it from XLIFF "
                            + "(`onboardc l10n export --locale \(translation.locale)`) or run `onboardc l10n adopt --reviewed`"
                    ))
            }
        }
        return findings
    }
}
