/// An experiment's text takes the values the text it replaces takes.
struct CopyExperimentPlaceholders: LintRule {
    static let description = RuleDescription(
        id: "copy-experiment-placeholders",
        category: .copy,
        severity: .error,
        summary:
            "A variant's text (`texts:` of an experiment's variant) has the same placeholders and plural as the text it replaces.",
        rationale: """
            The app does not know which variant a user is in: it fills the screen's key with the \
            same values whichever text the runtime shows (docs/spec-format.md, section 3.24: the \
            variant's text is shown wherever the text it replaces is). A placeholder only the \
            variant's text has is never filled, and one it lacks is dropped, for that variant's \
            users alone, so the error shows in the experiment's results rather than in review. \
            Names, types (`{count, number}`) and the plural are compared as \
            `copy-variant-placeholders` compares a platform variant with its `text`. The finding \
            points at the variant's text; a note points at the text it replaces.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                experiments:
                  - id: headline
                    variants:
                      - { id: control, weight: 50 }
                      - { id: warm, weight: 50, texts: { tour.done.title: "Welcome aboard, {name}" } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: "You're set, {name}"
                        primary: { label: Start, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                experiments:
                  - id: headline
                    variants:
                      - { id: control, weight: 50 }
                      - { id: warm, weight: 50, texts: { tour.done.title: ⟦"Welcome aboard, {firstName}" } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: "You're set, {name}"
                        primary: { label: Start, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard !spec.experiments.isEmpty else { return [] }
        let source = context.sourceCopy(of: spec)
        var places: [String: String] = [:]
        for use in context.copyUses(of: spec) where use.variant != nil && places[use.copy.key] == nil {
            places[use.copy.key] = use.place
        }
        return spec.experiments.flatMap { experiment in
            experiment.variants.flatMap { variant in
                variant.texts.compactMap { text -> Finding? in
                    guard let replaced = source[text.replaces], !text.copy.message.hasPlaceholders(of: replaced.message)
                    else { return nil }
                    let place =
                        places[text.copy.key]
                        ?? "the text of variant `\(variant.id)` of experiment `\(experiment.id)`"
                    return Finding(
                        "\(place) has \(text.copy.message.placeholderList), but the text it replaces (`\(text.replaces)`) has \(replaced.message.placeholderList); the app fills both keys with the same values",
                        at: text.copy.span, path: SpecPath.copy(text.copy),
                        notes: [Diagnostic.Note("the text it replaces is here", at: replaced.span)],
                        help:
                            "use the placeholders and plural of `\(text.replaces)` in the variant's text, with the same names"
                    )
                }
            }
        }
    }
}
