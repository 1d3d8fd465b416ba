/// A translation has the same placeholders, of the same types, as its source.
struct L10nPlaceholderMismatch: LintRule {
    static let description = RuleDescription(
        id: "l10n-placeholder-mismatch",
        category: .localization,
        severity: .error,
        summary: "A translation uses the same placeholders as its source text, with the same types and plural.",
        rationale: """
            The app fills a placeholder from the arguments of the source message (`{name}` text, \
            `{count, number}` a whole number). A placeholder the source does not have is shown \
            raw or crashes the format call (`%2$@` with one argument); one the translation drops \
            loses information ("Screen 2 of" without the count); a retyped one (`{count}` for \
            `{count, number}`) formats a number as text or the reverse. A plural in the source \
            must stay a plural (with the categories of the translation's language, see \
            `l10n-plural-categories`), and a translation may not add one: the platforms pick \
            plural forms from the source's argument. The order may change freely. The finding \
            points at the placeholder in the translation, or at the text when one is missing.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    announcement: "Screen {position, number} of {count, number}"
                    screens:
                      - { id: hello, role: welcome, title: "Hi {name}", primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.announcement: "{count, number} Bildschirme, dies ist {position, number}"
                      tour.hello.title: "Hallo {name}"
                    """
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    announcement: "Screen {position, number} of {count, number}"
                    screens:
                      - id: hello
                        role: welcome
                        title: "Hi {name}"
                        body: "{count, plural, one {# plant} other {# plants}}"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.announcement: ⟦"Bildschirm {position, number} von"
                      tour.hello.title: "Hallo ⟦{nme}"
                      tour.hello.body: "⟦{count, number} Pflanzen"
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let source = context.sourceCopy(of: spec)
        var findings: [Finding] = []
        for translation in spec.translations {
            for entry in translation.entries {
                guard let copy = source[entry.key], let message = entry.message,
                    !message.hasPlaceholders(of: copy.message)
                else { continue }
                findings += mismatches(of: entry, message, in: translation, source: copy)
            }
        }
        return findings
    }

    private func mismatches(
        of entry: TranslatedCopy, _ message: Message, in translation: Translation,
        source copy: Copy
    ) -> [Finding] {
        let expected = copy.message.arguments
        let found = message.arguments
        let layout = MessageLayout(entry.text)
        let sourcePlural = copy.message.plural?.argument
        let plural = message.plural?.argument
        let path = SpecPath.translated(translation, key: entry.key)
        let notes = [Diagnostic.Note("the source text has \(copy.message.placeholderList)", at: copy.span)]
        /// `renamedTo`: the name a fix writes in place of `name`.
        func finding(_ message: String, at name: String?, help: String, renamedTo: String? = nil) -> Finding {
            let span = name.flatMap(layout.range(of:)).map(entry.span(of:)) ?? entry.span
            var fixes: [Fix] = []
            if let name, let renamedTo, let whole = layout.range(of: name),
                let written = entry.text.range(of: name, range: whole),
                let exact = entry.span.exactly(written, in: entry.text)
            {
                fixes = [.didYouMean(inText: name, renamedTo, at: exact)]
            }
            return Finding(message, at: span, path: path, notes: notes, help: help, fixes: fixes)
        }
        var out: [Finding] = []
        var missing = expected.filter { want in !found.contains { $0.name == want.name } }
        for argument in found {
            guard let want = expected.first(where: { $0.name == argument.name }) else {
                // A near miss of a dropped placeholder is a misspelling of it, reported once.
                let guess = Suggestion.closest(to: argument.name, in: missing.map(\.name))
                missing.removeAll { $0.name == guess }
                out.append(
                    finding(
                        "`{\(argument.name)}` is not a placeholder of the source text; the app has no value for it",
                        at: argument.name,
                        help: guess.map { "did you mean `{\($0)}`? placeholders keep the source's names" }
                            ?? "remove it, or write it as plain text", renamedTo: guess))
                continue
            }
            if want.type != argument.type {
                out.append(
                    finding(
                        "`\(argument.written(plural: plural))` is \(argument.kindDescription) here but "
                            + "\(want.kindDescription) in the source (`\(want.written(plural: sourcePlural))`)",
                        at: argument.name, help: "write it as the source does: `\(want.written(plural: nil))`"))
            } else if want.name == sourcePlural, plural != want.name {
                out.append(
                    finding(
                        "the source chooses its wording by `{\(want.name), plural, …}`, this translation has no plural: "
                            + "every number gets the same wording",
                        at: want.name,
                        help: "write `{\(want.name), plural, one {…} other {…}}` with the forms of "
                            + "`\(translation.locale)`"))
            } else if argument.name == plural, sourcePlural != plural {
                out.append(
                    finding(
                        "this translation chooses its wording by `{\(argument.name), plural, …}`, but the source has no "
                            + "plural; the platforms take plural forms from the source",
                        at: argument.name,
                        help: "use `{\(argument.name), number}` and one wording, or make the source a plural first"))
            }
        }
        if !missing.isEmpty {
            let names = missing.map { "`\($0.written(plural: sourcePlural))`" }.joined(separator: ", ")
            out.append(
                finding(
                    "this translation drops \(names) of the source text; the app's value would not be shown",
                    at: nil,
                    help: "put \(missing.count == 1 ? "it" : "them") where the language needs "
                        + "\(missing.count == 1 ? "it" : "them")"))
        }
        return out
    }
}
