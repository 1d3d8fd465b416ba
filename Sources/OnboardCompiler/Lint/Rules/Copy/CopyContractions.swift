/// Copy follows the policy on contractions: "we'll" or "we will".
struct CopyContractions: LintRule {
    static let description = RuleDescription(
        id: "copy-contractions",
        category: .copy,
        severity: .warning,
        summary: "Copy uses contractions when `policy.tone.contractions` is `prefer`, and none when it is `avoid`.",
        rationale: """
            Contractions are the quickest way to sound like a person rather than a form: \
            PageInstead's tone guidelines say "Use contractions (we'll, you'll, let's)". Other \
            brands want the formal "we will". With `contractions: prefer` the rule reports long \
            forms that have a common contraction ("do not", "we will", "you are", "it is", \
            "let us", "cannot"…), except before a comma, a full stop or the end of the text, where \
            the long form is the only English ("Here it is."). With `avoid` it reports every \
            contraction ("don't", "we'll", "let's"…; a possessive "'s" is not one). `any`, the \
            default, checks nothing.
            """,
        languages: ["en"],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { tone: { contractions: prefer } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: ready
                        role: completion
                        title: "You're all set, and here it is"
                        body: "Let's find your first quote. We'll show one whenever you open a blocked app."
                        primary: { label: "Let's go", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { tone: { contractions: prefer } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: ready
                        role: completion
                        title: "⟦You are all set"
                        body: "⟦Let us find your first quote. We ⟦cannot wait, and ⟦we will show one soon."
                        primary: { label: "Go", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { tone: { contractions: avoid } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: ready
                        role: completion
                        title: "⟦You're all set"
                        body: "Sprout's garden is ready, and ⟦we'll water it."
                        primary: { label: "Go", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            switch use.policy.contractions {
            case .any: return []
            case .prefer: return longForms(use)
            case .avoid:
                return ContractionPairs.contractions(in: use.copy.text).map { found in
                    Finding(
                        "'\(use.copy.text[found.range])' in \(use.place) is a contraction; the policy avoids them",
                        at: use.copy.span(of: found.range), path: use.path,
                        notes: use.policySource(of: "tone.contractions").sectionNotes("tone.contractions: avoid"),
                        help: "write '\(found.long)' (`tone.contractions: avoid` in the policy)")
                }
            }
        }
        return findings
    }

    /// The long forms in the text, each reported once (in "it is not" only "it is").
    private func longForms(_ use: CopyUse) -> [Finding] {
        let text = use.copy.text
        let found = ContractionPairs.longForms.occurrences(in: text)
        let matches = zip(ContractionPairs.pairs, found).flatMap { pair, ranges in
            ranges.map { (range: $0, short: pair.short) }
        }.filter { match in
            // Before a pause or the end, only the long form works: "Here it is.", "as you are,".
            let after = text[match.range.upperBound...].drop(while: { $0 == " " })
            return !(after.first.map { ".,;:!?…)\"”".contains($0) } ?? true)
        }.sorted { ($0.range.lowerBound, $1.range.upperBound) < ($1.range.lowerBound, $0.range.upperBound) }
        var out: [Finding] = []
        var end = text.startIndex
        for match in matches where match.range.lowerBound >= end {
            end = match.range.upperBound
            let found = text[match.range]
            let short = CopyText.matchingCase(match.short, like: found)
            out.append(
                Finding(
                    "write '\(short)' instead of '\(found)' in \(use.place): the policy prefers contractions",
                    at: use.copy.span(of: match.range), path: use.path,
                    notes: use.policySource(of: "tone.contractions").sectionNotes("tone.contractions: prefer"),
                    help: "contractions sound friendlier (`tone.contractions: prefer` in the policy)"))
        }
        return out
    }
}
