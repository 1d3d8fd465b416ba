/// Headlines and bodies stay within the policy's word ranges.
struct CopyWordCount: LintRule {
    static let description = RuleDescription(
        id: "copy-word-count",
        category: .copy,
        severity: .warning,
        summary: "Headlines and bodies have as many words as `policy.headlineWords` and `policy.bodyWords` allow.",
        rationale: """
            Onboarding is read at a glance: a headline that runs long is skimmed, a body that is too \
            short leaves the screen's "why" unsaid. VegyScan's UC-008 asks for "5-10 words per \
            headline, 15-20 words per body". The headline is the `title` of a screen or state, the \
            body its `body`; subtitles, captions, buttons and dialogs have no range. Words are counted \
            by splitting on spaces; a piece with no letter or digit is not a word (`&`, `→`, `—`), \
            and a hyphenated word ("real-time") counts once.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { headlineWords: [5, 10], bodyWords: [15, 20] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: vegan
                        role: feature-highlight
                        title: "See vegan & vegetarian options instantly"
                        body: "Point your camera at any restaurant menu and we'll translate every dish into your language instantly"
                        primary: { label: "Done", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { headlineWords: [5, 10], bodyWords: [15, 20] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: scan
                        role: feature-highlight
                        title: ⟦"Scan menus"
                        body: ⟦"Point your camera at a restaurant menu and we'll translate it instantly"
                        primary: { label: "Done", action: complete }
                        states:
                          - id: failed
                            kind: error
                            title: ⟦"We could not read this menu, so please hold your phone a little closer"
                            primary: { label: "Done", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = context.copyUses(of: spec).compactMap { use -> Finding? in
            let name: String
            let range: ClosedRange<Int>?
            switch use.slot {
            case .title where use.isHeadline: (name, range) = ("headline", use.policy.headlineWords)
            case .body: (name, range) = ("body", use.policy.bodyWords)
            default: return nil
            }
            guard let range else { return nil }
            let count = CopyText.wordCount(use.copy.text)
            guard !range.contains(count) else { return nil }
            let allowed = "\(range.lowerBound)–\(range.upperBound) words per \(name)"
            let help =
                count < range.lowerBound
                ? "say more: add \(range.lowerBound - count) word\(range.lowerBound - count == 1 ? "" : "s") or more"
                : "cut \(count - range.upperBound) word\(count - range.upperBound == 1 ? "" : "s") or more"
            return Finding(
                "\(use.place) has \(count) word\(count == 1 ? "" : "s"); the policy allows \(allowed)",
                at: use.copy.span, path: use.path,
                notes: use.policySource(of: "\(name)Words").sectionNotes(
                    "\(name)Words: [\(range.lowerBound), \(range.upperBound)]"),
                help: "\(help) (`&`, arrows and dashes are not counted)")
        }
        return findings
    }
}
