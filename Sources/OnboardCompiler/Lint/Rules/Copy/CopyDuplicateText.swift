import Foundation

/// One screen does not say the same thing twice.
struct CopyDuplicateText: LintRule {
    static let minKeys = RuleParameter.wholeNumber(
        "minKeys", default: 2, "how many keys with the same text on one screen are reported")

    static let description = RuleDescription(
        id: "copy-duplicate-text",
        category: .copy,
        severity: .info,
        summary: "The same text is not written under `minKeys` or more keys on one screen (or one state).",
        rationale: """
            A body that repeats the title, two buttons with the same label, or an accessibility \
            label that only repeats the visible label say nothing new: the screen wastes its few \
            words, VoiceOver reads the same thing twice, and translators translate it twice. \
            Texts are compared ignoring letter case and surrounding spaces. A screen counts with \
            its inputs and paywall; each in-screen state counts on its own, since it replaces \
            the screen.
            """,
        parameters: [Self.minKeys.declaration],
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
                        title: "You're all set"
                        body: "Try opening a blocked app to see your first quote."
                        primary: { label: "Start", action: complete }
                        states:
                          - { id: failed, kind: error, title: "You're all set", primary: { label: "Retry", action: complete } }
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
                        title: "You're all set"
                        body: ⟦"you're all set "
                        primary: { label: "Start", accessibilityLabel: ⟦"Start", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let minKeys = max(context[Self.minKeys], 2)
        // Each group's uses by their index in `all`, not copied.
        let all = context.copyUses(of: spec)
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, use) in all.enumerated() where use.screen != nil {
            let text = CopyText.trimmed(use.copy.text).lowercased()
            guard !text.isEmpty else { continue }
            let group = "\(use.flow.id)|\(use.screen!.id)|\(use.state?.id ?? "")|\(text)"
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        let findings = order.compactMap { group -> Finding? in
            guard groups[group]!.count >= minKeys else { return nil }
            let uses = groups[group]!.map { all[$0] }.sorted { $0.copy.span.start.offset < $1.copy.span.start.offset }
            let keys = Set(uses.map(\.copy.key))
            guard keys.count >= minKeys, uses[0].copy.span != uses[1].copy.span else { return nil }
            let others = uses.dropFirst(2).map { Diagnostic.Note("also \($0.place)", at: $0.copy.span) }
            return Finding(
                "\(uses[1].place) repeats \(uses[0].place) ('\(uses[0].copy.text)')",
                at: uses[1].copy.span, path: uses[1].path,
                notes: [Diagnostic.Note("first written here", at: uses[0].copy.span)] + others,
                help: "say something the other text does not, or leave this one out")
        }
        return findings
    }
}
