import Foundation

/// Running text is easy to read.
struct CopyReadability: LintRule {
    static let maxGrade = RuleParameter.number("maxGrade", default: 8, "highest Flesch–Kincaid grade allowed")
    static let minWords = RuleParameter.wholeNumber("minWords", default: 8, "shortest text (in words) that is measured")

    static let description = RuleDescription(
        id: "copy-readability",
        category: .copy,
        severity: .warning,
        summary: "Running text of at least `minWords` words reads at Flesch–Kincaid grade `maxGrade` or below.",
        rationale: """
            Onboarding copy is read by everyone, quickly, often in a second language: PageInstead \
            asks for "No jargon - simple, conversational", VegyScan for "Large, readable text". \
            The Flesch–Kincaid grade estimates the school year needed to read a text: \
            0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59. Long sentences and \
            long words raise it; grade 8 is what plain-language guides aim for. Syllables are \
            estimated (vowel groups, less a silent final "e", "-es" or "-ed"), so the grade is \
            an estimate too: treat a finding as "read it aloud". Only running text is measured \
            (subtitles, bodies, captions and dialog messages of at least `minWords` words): the \
            formula means nothing on a three-word title.
            """,
        parameters: [
            Self.maxGrade.declaration,
            Self.minWords.declaration,
        ],
        languages: ["en"],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: scan
                        role: feature-highlight
                        title: "Scan any menu"
                        body: "Point your camera at a menu. We read it and show what you can eat."
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
                      - id: scan
                        role: feature-highlight
                        title: "Scan any menu"
                        body: ⟦"Comprehensive ingredient identification facilitates personalized nutritional recommendations for individuals."
                        primary: { label: "Done", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let maxGrade = context[Self.maxGrade]
        let minWords = context[Self.minWords]
        let findings = context.copyUses(of: spec).compactMap { use -> Finding? in
            guard use.slot.isProse else { return nil }
            let level = CopyText.readingLevel(use.copy.text)
            guard level.words >= minWords, level.grade > maxGrade else { return nil }
            let grade = String(format: "%.1f", level.grade)
            return Finding(
                "\(use.place) reads at grade \(grade) (Flesch–Kincaid); aim for \(String(format: "%g", maxGrade)) or below",
                at: use.copy.span, path: use.path,
                notes: [
                    Diagnostic.Note(
                        "\(level.words) words in \(level.sentences) sentence\(level.sentences == 1 ? "" : "s"), \(level.syllables) syllables (estimated)"
                    )
                ],
                help: "use shorter sentences and everyday words")
        }
        return findings
    }
}
