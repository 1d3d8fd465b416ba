/// A decline button does not shame the user for declining.
struct DarkConfirmshaming: LintRule {
    static let description = RuleDescription(
        id: "dark-confirmshaming",
        category: .policy,
        severity: .error,
        summary:
            "A decline label (a close, skip or secondary button that declines, a dialog's cancel) does not make the user say something against themselves.",
        rationale: """
            Confirmshaming, "No, I don't want to save money", is one of the dark patterns the FTC staff \
            report "Bringing Dark Patterns to Light" (2022) names, and EU DSA art. 25 forbids interfaces \
            that pressure a choice. A decline label is flagged when it speaks as the user ("I", "me", \
            "my") and says no, would rather, or prefers: "No thanks", "Not now" and "Maybe later" pass. \
            The rule reads English copy (`sourceLocale` `en`…).
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
                        secondary: { label: "No thanks", action: skip, to: complete }
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
                        primary: { label: Upgrade, action: complete }
                        secondary: { label: ⟦"No, I don't want to save money", action: skip, to: complete }
                """),
        ])

    /// Words with which a user speaks of themselves.
    static let firstPerson: Set<String> = ["i", "i'm", "i'd", "i'll", "i've", "me", "my", "myself", "im", "id"]
    /// Words with which a label makes the user refuse something good, or prefer something bad.
    static let refusal: Set<String> = [
        "don't", "dont", "not", "never", "rather", "prefer", "hate", "like", "enjoy", "love",
    ]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var labels: [(copy: Copy, path: String)] = []
        for flow in spec.flows {
            let graph = context.graph(flow)
            for node in graph.nodes {
                for button in graph.dismissButtons(node) {
                    if let label = button.label { labels.append((label, SpecPath.screen(flow, graph.screen(node)))) }
                }
            }
            for dialog in flow.dialogs { labels.append((dialog.cancel, SpecPath.copy(dialog.cancel))) }
        }
        var seen = Set<String>()
        return labels.compactMap { label, path in
            guard seen.insert(label.key).inserted, Self.shames(label.text) else { return nil }
            return Finding(
                "the decline label \"\(label.text)\" makes the user speak against themselves (confirmshaming)",
                at: label.span, path: path,
                help: "say what the button does, neutrally: \"No thanks\", \"Not now\", \"Maybe later\"")
        }
    }

    /// Whether a label speaks as the user and refuses or prefers.
    static func shames(_ label: String) -> Bool {
        let text = label.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        let words = CopyText.words(text).map { String(text[$0].filter { $0.isLetter || $0 == "'" }) }
        guard words.contains(where: firstPerson.contains) else { return false }
        // "I do not", "I'd rather", "I prefer": a first-person word followed by a refusal.
        guard let first = words.firstIndex(where: firstPerson.contains) else { return false }
        return words[first...].contains(where: refusal.contains)
    }
}
