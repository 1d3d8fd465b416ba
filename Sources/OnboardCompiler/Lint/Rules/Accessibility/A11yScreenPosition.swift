/// A flow that announces the screen position has the announcement text for it.
struct A11yScreenPosition: LintRule {
    static let description = RuleDescription(
        id: "a11y-screen-position",
        category: .accessibility,
        severity: .error,
        summary:
            "With `announceScreenPosition`, the flow has an `announcement` with `{position, number}` and `{count, number}` and no other placeholder.",
        rationale: """
            VoiceOver users cannot see the progress dots or bar, so they rely on hearing where they are. \
            VegyScan's use case (seed 004) asks to "Announce screen number "Screen 1 of 3"", which its \
            policy turns on with `announceScreenPosition: true`. The apps speak the flow's \
            `announcement` copy (translated like all copy) with the numbers `{position, number}` and \
            `{count, number}` filled in; without it there is nothing to speak in the user's language, \
            and without one of the two placeholders the user hears only half of "screen 1 of 3". \
            Both are numbers: written as text (`{position}`) the apps would be handed a string to \
            format instead of the number they have.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  announceScreenPosition: true
                flows:
                  - id: intro
                    trigger: settings
                    announcement: "Screen {position, number} of {count, number}"
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
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
                    announcement: ⟦"Screen {position, number}"
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                  - id: more
                    trigger: settings
                    announcement: "Screen ⟦{position} of {count, number}"
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                  - id: extra
                    trigger: settings
                    announcement: "Screen {position, number} of {count, number} in ⟦{section}"
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
                    help: "add `announcement: \"Screen {position, number} of {count, number}\"` to the flow")
            }
            let arguments = announcement.message.arguments
            let missing = ["position", "count"].filter { name in !arguments.contains { $0.name == name } }
            if !missing.isEmpty {
                return Finding(
                    "the announcement of flow `\(flow.id)` has no "
                        + missing.map { "`{\($0), number}`" }.joined(separator: " and ")
                        + " placeholder, so VoiceOver users do not hear which screen of how many they are on",
                    at: announcement.span, path: SpecPath.copy(announcement),
                    help: "write both placeholders, for example "
                        + "`announcement: \"Screen {position, number} of {count, number}\"`")
            }
            if let other = arguments.first(where: { !["position", "count"].contains($0.name) }) {
                let written = announcement.text.range(of: "{\(other.name)")
                return Finding(
                    "the announcement of flow `\(flow.id)` has a placeholder `{\(other.name)}` that the app has no value for",
                    at: written.map(announcement.span(of:)) ?? announcement.span, path: SpecPath.copy(announcement),
                    help:
                        "an announcement takes only `{position, number}` and `{count, number}`; write the rest as text")
            }
            guard let text = arguments.first(where: { $0.type != .integer }) else { return nil }
            let written = announcement.text.range(of: "{\(text.name)")
            return Finding(
                "`{\(text.name)}` in the announcement of flow `\(flow.id)` is a text placeholder; the app has a number",
                at: written.map(announcement.span(of:)) ?? announcement.span, path: SpecPath.copy(announcement),
                help: "write `{\(text.name), number}`")
        }
    }
}
