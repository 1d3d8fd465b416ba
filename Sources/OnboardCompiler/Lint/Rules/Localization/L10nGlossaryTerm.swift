/// A translation keeps each glossary term of its source text as it is.
struct L10nGlossaryTerm: LintRule {
    static let description = RuleDescription(
        id: "l10n-glossary-term",
        category: .localization,
        severity: .warning,
        summary: "A translation keeps each glossary term of its source text as it is.",
        rationale: """
            The spec's `glossary` lists names that stay as they are in every language: the app's \
            or a product's name. A translation that writes `FloraFreund` for `FloraFriend`, or \
            leaves the name out, shows users of that language another brand than the store page \
            and the app icon. The term must appear as written (case and all), starting a word; an \
            ending after it (`FloraFriends`, `FloraFriendin`) is grammar and counts as kept. The \
            finding points at the word that looks like the term, else at the translation. A \
            language that writes the name in its own script on purpose takes \
            `# onboardc-disable-next-line l10n-glossary-term -- why` above the entry.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: FloraFriend }
                glossary: [FloraFriend PRO]
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Unlock FloraFriend PRO
                        primary: { label: Get started, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: FloraFriend PRO freischalten
                      tour.hello.primary: Los geht’s
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: FloraFriend }
                glossary:
                  - FloraFriend
                  - { term: FloraFriend PRO, note: the subscription's name }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Welcome to FloraFriend
                        body: Unlock FloraFriend PRO
                        primary: { label: Get started, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Willkommen bei ⟦FloraFreund
                      tour.hello.body: ⟦FloraFriend Profi freischalten
                      tour.hello.primary: Los geht’s
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let terms = spec.glossaryTerms
        guard !terms.isEmpty, !spec.translations.isEmpty else { return [] }
        let source = context.sourceCopy(of: spec)
        var findings: [Finding] = []
        for translation in spec.translations {
            for entry in translation.entries {
                guard let copy = source[entry.key] else { continue }
                let kept = GlossaryMatches.find(terms, in: entry.text, endingsAllowed: true).map(\.term)
                for term in GlossaryMatches.terms(terms, in: copy.text) where !kept.contains(term) {
                    let glossary = spec.glossary.first { $0.term == term }
                    let near = GlossaryMatches.nearMiss(of: term, in: entry.text)
                    findings.append(
                        Finding(
                            "the `\(translation.locale)` text of `\(entry.key)` does not keep the glossary term `\(term)`",
                            at: near.map { entry.span(of: $0) } ?? entry.span,
                            path: SpecPath.translated(translation, key: entry.key),
                            notes: glossary.map { [Diagnostic.Note("`\(term)` is in the glossary here", at: $0.span)] }
                                ?? [],
                            help: "write `\(term)` as it is: a glossary term is a name, never translated"))
                }
            }
        }
        return findings
    }
}
