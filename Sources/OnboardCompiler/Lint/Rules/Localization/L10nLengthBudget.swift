/// A translation fits the room its slot has (`l10n-length-budget`).
struct L10nLengthBudget: LintRule {
    /// One budget per slot (`LengthBudget.budgets`, which the emitters and the XLIFF export read too).
    static let budgets = LengthBudget.budgets.map {
        RuleParameter.wholeNumber($0.name, default: $0.characters, "most characters of \($0.covers)")
    }
    static let placeholderWidth = RuleParameter.wholeNumber(
        "placeholderWidth", default: LengthBudget.placeholderWidth, "characters a placeholder or `#` counts for")

    static let description = RuleDescription(
        id: LengthBudget.ruleID,
        category: .localization,
        severity: .warning,
        summary: "A translation has no more characters than the budget of its slot (title, button, …).",
        rationale: """
            Translations run longer than English: German and Finnish often by a third, and a \
            short label by much more. A button label that no longer fits is cut off ("Einstellu…") \
            or wraps, and a long title pushes the button off a small screen. Each slot has a \
            budget in characters (the parameters below); the XLIFF export gives translators the \
            same number ("max 24 characters"). A text's length is counted in characters as a \
            reader sees them (an accented letter or an emoji with its skin tone is one), of its \
            longest plural form, with each placeholder and `#` counted as `placeholderWidth` \
            characters. Only translations are checked: the source is the text the layout was \
            designed with.
            """,
        parameters: budgets.map(\.declaration) + [placeholderWidth.declaration],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Start, action: complete } }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Willkommen
                      tour.hello.primary: Loslegen
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
                      - { id: hello, role: welcome, title: Welcome, primary: { label: Settings, action: open-settings } }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """,
                translations: [
                    """
                    locale: de
                    strings:
                      tour.hello.title: Willkommen
                      tour.hello.primary: ⟦Datenschutzeinstellungen öffnen
                      tour.done.primary: Fertig
                    """
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.translations.isEmpty else { return [] }
        let width = context[Self.placeholderWidth]
        // The first use of each key, by its place in the uses: an index, not a copy of the use.
        let uses = context.copyUses(of: spec)
        var first: [String: Int] = [:]
        first.reserveCapacity(uses.count)
        for (index, use) in uses.enumerated() where first[use.copy.key] == nil { first[use.copy.key] = index }
        var findings: [Finding] = []
        // A screen that aliases repeat has a key per use, which translators translate alike: one
        // text too long for one slot, reported once, with the other entries as notes.
        var reported: [String: Int] = [:]
        for translation in spec.translations {
            for entry in translation.entries {
                guard let index = first[entry.key] else { continue }
                let use = uses[index]
                let budget = LengthBudget.characters(for: use, parameters: context.parameters)
                let message = entry.message ?? Message(text: entry.text)
                let length = LengthBudget.length(of: message, placeholderWidth: width)
                guard length > budget else { continue }
                let counted = message.isPlainText ? "" : " (its longest form, each placeholder counted as \(width))"
                let same = "\(translation.locale)|\(use.copy.span.file)|\(use.copy.span.start.offset)|\(entry.text)"
                if let earlier = reported[same] {
                    findings[earlier].notes.append(
                        Diagnostic.Note(
                            "the same text translates `\(entry.key)`, the same source reused through an alias",
                            at: entry.span))
                    continue
                }
                reported[same] = findings.count
                findings.append(
                    Finding(
                        "the `\(translation.locale)` text of `\(entry.key)` is \(length) characters long\(counted); "
                            + "\(use.place) has room for \(budget)",
                        at: entry.span, path: SpecPath.translated(translation, key: entry.key),
                        help: "shorten it by \(length - budget) character\(length - budget == 1 ? "" : "s"), or raise "
                            + "`\(LengthBudget.budgetName(for: use))` of `\(LengthBudget.ruleID)` in onboardc.yaml "
                            + "if the layout has room"))
            }
        }
        return findings
    }
}
