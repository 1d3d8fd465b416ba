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
        spec.flows.filter(\.policy.announceScreenPosition).flatMap { flow -> [Finding] in
            guard let announcement = flow.announcement else {
                return [
                    Finding(
                        "flow `\(flow.id)` must announce the screen position to VoiceOver (`announceScreenPosition`), "
                            + "but has no `announcement`",
                        at: flow.span, path: "\(SpecPath.flow(flow)).announcement",
                        help: "add `announcement: \"Screen {position, number} of {count, number}\"` to the flow",
                        fixes: context.adding(
                            "announcement: \"Screen {position, number} of {count, number}\"", to: flow.span,
                            title: "Add an announcement to flow `\(flow.id)`"))
                ]
            }
            // Every problem of the text at once: a writer who fixes one does not meet the next only then.
            let arguments = announcement.message.arguments
            var findings: [Finding] = []
            let missing = ["position", "count"].filter { name in !arguments.contains { $0.name == name } }
            if !missing.isEmpty {
                findings.append(
                    Finding(
                        "the announcement of flow `\(flow.id)` has no "
                            + missing.map { "`{\($0), number}`" }.joined(separator: " and ")
                            + " placeholder, so VoiceOver users do not hear which screen of how many they are on",
                        at: announcement.span, path: SpecPath.copy(announcement),
                        help: "write both placeholders, for example "
                            + "`announcement: \"Screen {position, number} of {count, number}\"`"))
            }
            let others = arguments.filter { !["position", "count"].contains($0.name) }.map(\.name)
            if let finding = Self.finding(
                for: others, in: announcement,
                "the announcement of flow `\(flow.id)` has \(Self.list(others, "a placeholder", "placeholders")) that the app has no value for",
                help: "an announcement takes only `{position, number}` and `{count, number}`; write the rest as text")
            {
                findings.append(finding)
            }
            let texts = arguments.filter { ["position", "count"].contains($0.name) && $0.type != .integer }.map(\.name)
            if var finding = Self.finding(
                for: texts, in: announcement,
                "\(Self.list(texts, "", "")) in the announcement of flow `\(flow.id)` \(texts.count == 1 ? "is a text placeholder; the app has a number" : "are text placeholders; the app has numbers")",
                help: texts.map { "write `{\($0), number}`" }.joined(separator: " and "))
            {
                finding.fixes = Self.numbers(texts, in: announcement)
                findings.append(finding)
            }
            return findings
        }
    }

    /// One finding for every placeholder in `names`: at the first as written, notes at the others.
    private static func finding(for names: [String], in copy: Copy, _ message: String, help: String) -> Finding? {
        let spans = names.map { name in copy.text.range(of: "{\(name)").map(copy.span(of:)) ?? copy.span }
        guard let first = spans.first else { return nil }
        return Finding(
            message, at: first, path: SpecPath.copy(copy),
            notes: zip(names, spans).dropFirst().map { Diagnostic.Note("`{\($0)}` is here", at: $1) }, help: help)
    }

    /// The fix that writes each of `names` as `{name, number}`: none when one of them is not
    /// written where each character has its place (a quoted text with escapes), or is a plural;
    /// every place a name is written is changed.
    private static func numbers(_ names: [String], in copy: Copy) -> [Fix] {
        let layout = MessageLayout(copy.text)
        var edits: [Fix.Edit] = []
        for placeholder in layout.placeholders where names.contains(placeholder.name) {
            guard !placeholder.isPlural, let span = copy.span.exactly(placeholder.range, in: copy.text) else {
                return []
            }
            edits.append(Fix.Edit(span: span, newText: "{\(placeholder.name), number}"))
        }
        let written = names.map { "`{\($0), number}`" }.joined(separator: " and ")
        return edits.isEmpty ? [] : [Fix("Write \(written)", edits: edits)]
    }

    /// "a placeholder `{x}`", "placeholders `{x}` and `{y}`"; with empty words, just the names.
    private static func list(_ names: [String], _ one: String, _ many: String) -> String {
        let written = names.map { "`{\($0)}`" }.joined(separator: " and ")
        let word = names.count == 1 ? one : many
        return word.isEmpty ? written : "\(word) \(written)"
    }
}
