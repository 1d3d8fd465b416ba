/// No countdown or urgency copy without a real expiry.
struct DarkUrgency: LintRule {
    static let description = RuleDescription(
        id: "dark-urgency",
        category: .policy,
        severity: .warning,
        summary:
            "Copy does not press the user with a deadline or scarcity (\"offer ends today\", \"only 3 left\", \"hurry\").",
        rationale: """
            Fake urgency and scarcity are dark patterns the FTC staff report "Bringing Dark Patterns to \
            Light" (2022) names, and the EU's DSA art. 25 and Unfair Commercial Practices Directive \
            (Annex I, 7: "falsely stating that a product will only be available for a very limited \
            time") forbid. An onboarding bundle is the same for every user and knows no deadline, so \
            such copy cannot be true for all who read it. If an offer really ends, the app must know \
            when: keep the copy, and say so in a suppression's reason. The rule reads English copy \
            (`sourceLocale` `en`…).
            """,
        packs: [.darkPatterns],
        languages: ["en"],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: "Save 40% with Pro"
                        primary: { label: Upgrade, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: pro
                    trigger: settings
                    screens:
                      - id: offer
                        role: information
                        title: "Save 40% with Pro"
                        body: ⟦"Hurry: this offer ends today!"
                        primary: { label: Upgrade, action: complete }
                """),
        ])

    /// Phrases of urgency and scarcity, lower-case.
    static let phrases = [
        "hurry", "act now", "act fast", "last chance", "limited time", "limited-time", "ends today", "ends tonight",
        "ends soon", "ending soon", "offer ends", "expires today", "expires soon", "today only", "only today",
        "don't miss out", "before it's gone", "while it lasts", "while they last", "while supplies last",
        "countdown", "only a few left", "almost gone", "selling fast", "left at this price",
    ]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        return context.copyUses(of: spec).compactMap { use in
            let text = use.copy.text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            guard let phrase = Self.phrases.first(where: { Self.contains(text, $0) }) else { return nil }
            return Finding(
                "\(use.place) presses the user with \"\(phrase)\", which no bundle can keep true",
                at: use.copy.span, path: use.path,
                help:
                    "say what the offer is, not how soon it goes; if it really ends, suppress this with the date and who ends it as the reason"
            )
        }
    }

    /// Whether `phrase` stands in `text` as whole words.
    static func contains(_ text: String, _ phrase: String) -> Bool {
        var search = text.startIndex..<text.endIndex
        while let found = text.range(of: phrase, range: search) {
            let before = found.lowerBound == text.startIndex || !text[text.index(before: found.lowerBound)].isLetter
            let after = found.upperBound == text.endIndex || !text[found.upperBound].isLetter
            if before && after { return true }
            search = found.upperBound..<text.endIndex
        }
        return false
    }
}
