/// A flow that announces the screen position has the announcement text for it.
struct ScreenPosition: LintRule {
    static let description = RuleDescription(
        id: "a11y-screen-position",
        category: .accessibility,
        severity: .error,
        summary: "With `announceScreenPosition`, the flow has an `announcement` with `{position}` and `{count}`.",
        rationale: """
            VoiceOver users cannot see the progress dots or bar, so they rely on hearing where they are. \
            VegyScan's use case (seed 004) asks to "Announce screen number "Screen 1 of 3"", which its \
            policy turns on with `announceScreenPosition: true`. The apps speak the flow's \
            `announcement` copy (translated like all copy) with `{position}` and `{count}` filled in; \
            without it there is nothing to speak in the user's language, and without one of the two \
            placeholders the user hears only half of "screen 1 of 3".
            """,
        examples: [
            .passes("""
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  announceScreenPosition: true
                flows:
                  - id: intro
                    trigger: settings
                    announcement: "Screen {position} of {count}"
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails("""
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  announceScreenPosition: true
                flows:
                  - ⟦id: intro
                    trigger: settings
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                  - id: tips
                    trigger: settings
                    announcement: ⟦"Screen {position}"
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.filter(\.policy.announceScreenPosition).compactMap { flow in
            guard let announcement = flow.announcement else {
                return Finding(
                    "flow `\(flow.id)` must announce the screen position to VoiceOver (`announceScreenPosition`), "
                        + "but has no `announcement`",
                    at: flow.span, path: "\(SpecPath.flow(flow)).announcement",
                    help: "add `announcement: \"Screen {position} of {count}\"` to the flow")
            }
            let missing = ["{position}", "{count}"].filter { !announcement.text.contains($0) }
            guard !missing.isEmpty else { return nil }
            return Finding(
                "the announcement of flow `\(flow.id)` has no "
                    + missing.map { "`\($0)`" }.joined(separator: " and ")
                    + " placeholder, so VoiceOver users do not hear which screen of how many they are on",
                at: announcement.span, path: SpecPath.copy(announcement),
                help: "write both placeholders, for example `announcement: \"Screen {position} of {count}\"`")
        }
    }
}
