/// Exclamation marks are rationed.
struct CopyExclamation: LintRule {
    static let maxMarks = RuleParameter.wholeNumber("max", default: 1, "most exclamation marks in one piece of copy")

    static let description = RuleDescription(
        id: "copy-exclamation",
        category: .copy,
        severity: .info,
        summary: "A piece of copy has at most `max` exclamation marks, and never two in a row.",
        rationale: """
            One exclamation mark is enthusiasm ("You're all set!", "Let's go!" in PageInstead's \
            tone guidelines); several in one text read as shouting, and "!!" as a typo. The \
            finding points at the first mark over the limit, or at the "!!".
            """,
        parameters: [Self.maxMarks.declaration],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: "Woohoo! You're ready to go"
                        primary: { label: "Let's go!", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: "Woohoo! You're ready to go⟦!"
                        body: "Nice⟦!! Time to pick your apps"
                        primary: { label: "Let's go", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let limit = context[Self.maxMarks]
        let findings = context.copyUses(of: spec).compactMap { use -> Finding? in
            let text = use.copy.text
            let marks = text.indices.filter { text[$0] == "!" }
            if let double = text.range(of: "!!") {
                return Finding(
                    "\(use.place) has \"!!\"", at: use.copy.span(of: double), path: use.path,
                    help: "one exclamation mark is enough")
            }
            guard marks.count > limit else { return nil }
            let first = marks[limit]
            return Finding(
                "\(use.place) has \(marks.count) exclamation marks; at most \(limit) keep\(limit == 1 ? "s" : "") the tone friendly, not loud",
                at: use.copy.span(of: first..<text.index(after: first)), path: use.path,
                help: limit == 0
                    ? "end the sentences with a full stop"
                    : "keep the one that matters most; end the other sentences with a full stop")
        }
        return findings
    }
}
