/// Sentences stay short.
struct CopySentenceLength: LintRule {
    static let maxWords = RuleParameter.wholeNumber("maxWords", default: 25, "most words in one sentence")

    static let description = RuleDescription(
        id: "copy-sentence-length",
        category: .copy,
        severity: .warning,
        summary: "No sentence in the copy has more than `maxWords` words.",
        rationale: """
            A long sentence on a small screen wraps into a paragraph that people skip. \
            PageInstead's tone guidelines ask for "Short sentences, active voice"; VegyScan's for \
            "Concise" copy. A sentence ends at `.`, `!`, `?`, `…` or a line break; words are \
            counted as in `copy-word-count` (`&` and arrows are not words). The finding points at \
            the sentence when the text is written on one line without escapes.
            """,
        parameters: [Self.maxWords.declaration],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: replace
                        role: feature-highlight
                        title: "Replace distraction with wisdom"
                        body: "We show a quote from a good book when you open a distracting app. It takes a second."
                        primary: { label: "Done", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: replace
                        role: feature-highlight
                        title: "Replace distraction with wisdom"
                        body: "Heads up! ⟦Whenever you try to open one of the apps you picked, we will show you a quote from one of the best self-help books instead, so that you can pause and decide."
                        primary: { label: "Done", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let limit = context[Self.maxWords]
        let findings = context.copyUses(of: spec).flatMap { use in
            CopyText.sentences(use.copy.text).compactMap { range -> Finding? in
                let count = CopyText.words(in: use.copy.text[range]).count
                guard count > limit else { return nil }
                return Finding(
                    "a sentence in \(use.place) has \(count) words; keep sentences to \(limit) words or fewer",
                    at: use.copy.span(of: range), path: use.path,
                    help: "split it in two, or cut what the screen does not need to say")
            }
        }
        return findings
    }
}
