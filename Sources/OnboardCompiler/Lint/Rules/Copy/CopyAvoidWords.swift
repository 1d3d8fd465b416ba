/// Copy does not use the words the policy says to avoid.
struct CopyAvoidWords: LintRule {
    static let description = RuleDescription(
        id: "copy-avoid-words",
        category: .copy,
        severity: .warning,
        summary: "Copy does not use the words listed in `policy.tone.avoid`.",
        rationale: """
            A voice is kept as much by the words it never uses as by the ones it does: PageInstead's \
            tone guidelines say "Avoid corporate/formal language" and "No jargon", VegyScan's \
            "Friendly, not corporate". `policy.tone.avoid` lists the words a team has agreed to leave \
            out, with the word to write instead (`{ word: utilize, use: use }`). Every piece of copy \
            is checked, buttons and accessibility labels too. Matching ignores letter case and finds \
            whole words and phrases only ("use" is not found in "user"). The finding points at the \
            word itself when the text is written on one line without escapes, otherwise at the \
            start of the text.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { tone: { avoid: [simply, { word: utilize, use: use }] } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: scan
                        role: feature-highlight
                        title: "Point your camera at a menu"
                        body: "We use your camera only while you scan, and the user decides what to keep."
                        primary: { label: "Done", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { tone: { avoid: [simply, { word: utilize, use: use }, { word: "in order to", use: to }] } }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: scan
                        role: feature-highlight
                        title: "⟦Simply point your camera at a menu"
                        body: "We ⟦utilize your camera ⟦in order to read the menu."
                        caption: ⟦|-
                          Nothing to set up:
                          we simply read the menu.
                        primary: { label: "Done", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).flatMap { use -> [Finding] in
            let avoided = use.policy.avoid
            let notes = use.policySource(of: "tone.avoid").sectionNotes("tone.avoid")
            let found = CopyText.occurrences(of: avoided.map(\.word), in: use.copy.text)
            return zip(avoided, found).flatMap { avoid, ranges in
                ranges.map { range -> Finding in
                    let found = use.copy.text[range]
                    if let replacement = avoid.use {
                        let with = CopyText.matchingCase(replacement, like: found)
                        return Finding(
                            "use '\(with)' instead of '\(found)' in \(use.place)", at: use.copy.span(of: range),
                            path: use.path, notes: notes,
                            help: "the policy (`tone.avoid`) asks for '\(replacement)' instead of '\(avoid.word)'")
                    }
                    return Finding(
                        "avoid '\(found)' in \(use.place): the policy lists it among the words to avoid",
                        at: use.copy.span(of: range), path: use.path, notes: notes,
                        help: "rewrite the sentence without '\(avoid.word)' (`tone.avoid` in the policy)")
                }
            }
        }
        return findings
    }
}
