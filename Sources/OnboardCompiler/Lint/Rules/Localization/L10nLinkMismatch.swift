import BundleFormat

/// A translation keeps every link of its source text, each once.
struct L10nLinkMismatch: LintRule {
    static let description = RuleDescription(
        id: "l10n-link-mismatch",
        category: .localization,
        severity: .error,
        summary: "A translation links to the same links as its source text, each once.",
        rationale: """
            A link in copy is written `[text](id)`: a translator translates the text and may move \
            the link, but keeps its id. A link the translation drops leaves users of that language \
            without the page (the terms they agree to); an id the source does not have links \
            somewhere else, or nowhere; a link twice is read twice by a screen reader. In each \
            plural case the links are the source's. The finding points at the id in the \
            translation, or at the text when a link is missing.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                links: { terms: "https://example.com/terms", privacy: "https://example.com/privacy" }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "I agree to the [Terms](terms) and the [Privacy Policy](privacy)"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: "Ich stimme der [Datenschutzerklärung](privacy) und den [AGB](terms) zu"
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                links: { terms: "https://example.com/terms", privacy: "https://example.com/privacy" }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "I agree to the [Terms](terms) and the [Privacy Policy](privacy)"
                        body: "Read the [Terms](terms)."
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: ⟦"Ich stimme den [AGB](terms) zu"
                      tour.hello.body: "Lies die [AGB](⟦term)."
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let source = context.sourceCopy(of: spec)
        var findings: [Finding] = []
        for translation in spec.translations {
            for entry in translation.entries {
                guard let copy = source[entry.key], let message = entry.message else { continue }
                let expected = copy.message.linkTargets.first.map(Set.init) ?? []
                let forms = message.linkTargets
                guard forms.contains(where: { $0.count != expected.count || Set($0) != expected }) else { continue }
                findings += mismatches(of: entry, forms: forms, expected: expected, in: translation, source: copy)
            }
        }
        return findings
    }

    private func mismatches(
        of entry: TranslatedCopy, forms: [[String]], expected: Set<String>, in translation: Translation,
        source copy: Copy
    ) -> [Finding] {
        let path = SpecPath.translated(translation, key: entry.key)
        let list = expected.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let notes = [Diagnostic.Note("the source text links to \(expected.isEmpty ? "nothing" : list)", at: copy.span)]
        let links = (try? LinkMarkup.parse(entry.text).get()) ?? []
        var out: [Finding] = []
        var reported = Set<String>()
        for link in links where !expected.contains(link.target) && reported.insert(link.target).inserted {
            let guess = Suggestion.closest(to: link.target, in: expected)
            let exact = entry.span.exactly(link.targetRange, in: entry.text)
            out.append(
                Finding(
                    "`\(link.target)` is not a link of the source text", at: exact ?? entry.span,
                    path: path, notes: notes,
                    help: guess.map { "did you mean `\($0)`? links keep the source's ids" }
                        ?? "link only what the source links: \(list.isEmpty ? "nothing" : list)",
                    fixes: guess.flatMap { guess in exact.map { [.didYouMean(inText: link.target, guess, at: $0)] } }
                        ?? []))
        }
        for form in forms {
            var seen = Set<String>()
            for target in form where !seen.insert(target).inserted && reported.insert(target).inserted {
                let second = links.filter { $0.target == target }.dropFirst().first
                out.append(
                    Finding(
                        "this translation links to `\(target)` twice",
                        at: second.map { entry.span(of: $0.open) } ?? entry.span,
                        path: path, notes: notes, help: "link it once, as the source does"))
            }
        }
        let found = Set(forms.flatMap { $0 })
        let missing = expected.filter { id in
            !reported.contains(id) && forms.contains { !$0.contains(id) }
                && !links.contains {
                    Suggestion.closest(to: $0.target, in: expected) == id && !expected.contains($0.target)
                }
        }
        if !missing.isEmpty {
            let names = missing.sorted().map { "`\($0)`" }.joined(separator: ", ")
            out.append(
                Finding(
                    "this translation drops the link\(missing.count == 1 ? "" : "s") \(names) of the source text"
                        + (found.isSuperset(of: missing) ? " in a plural case" : ""),
                    at: entry.span, path: path, notes: notes,
                    help: "write `[…](id)` around the words that name the page, in every plural case"))
        }
        return out
    }
}
