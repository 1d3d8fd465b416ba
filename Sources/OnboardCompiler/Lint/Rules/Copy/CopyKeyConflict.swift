/// Each string key stands for one text.
struct CopyKeyConflict: LintRule {
    static let description = RuleDescription(
        id: "copy-key-conflict",
        category: .copy,
        severity: .error,
        summary: "No string key is used for two different texts (or one text with two translator comments).",
        rationale: """
            Every piece of copy gets a key made from the ids around it (`onboarding.welcome.title`), \
            and the string tables hold one text per key: when two places end up with the same key, \
            one of the texts is lost and translators see only the other. It happens when an input, \
            option, feature or plan id is a slot name (an input called `title` gets the screen \
            title's key), or when an id of a state collides with an input's. The finding points at \
            the later text, with a note at the first; `onboardc build` stops on the same problem \
            (`emit-string-key-conflict`), this rule says so already at `onboardc lint`.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: terms
                        role: consent
                        title: "Privacy & Terms"
                        inputs:
                          - { id: agree, kind: checkbox, label: "I agree to the Terms of Service" }
                        primary: { label: "Continue", action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: terms
                        role: consent
                        title: "Privacy & Terms"
                        inputs:
                          - { id: title, kind: checkbox, label: ⟦"I agree to the Terms of Service" }
                        primary: "Continue"
                      - id: privacy
                        role: consent
                        title: { text: "Privacy", comment: "Screen title" }
                        inputs:
                          - { id: title, kind: checkbox, label: { text: ⟦"Privacy", comment: "Checkbox label" } }
                        primary: { label: "Continue", action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        // The uses in order of key, then of where they are written: each key's uses side by
        // side, sorted as indices (no array of uses per key).
        let all = context.copyUses(of: spec)
        let order = all.indices.sorted { a, b in
            (all[a].copy.key, all[a].copy.span.start.offset, a) < (all[b].copy.key, all[b].copy.span.start.offset, b)
        }
        var groups: [ArraySlice<Int>] = []
        var start = 0
        for position in order.indices
        where position + 1 == order.count
            || all[order[position + 1]].copy.key != all[order[position]].copy.key
        {
            groups.append(order[start...position])
            start = position + 1
        }
        return groups.flatMap { group -> [Finding] in
            let uses = group.map { all[$0] }
            let key = uses[0].copy.key
            let first = uses[0]
            return uses.dropFirst().compactMap { use -> Finding? in
                guard use.copy.span != first.copy.span else { return nil }
                let note = Diagnostic.Note("the key is first used here, for \(first.place)", at: first.copy.span)
                if use.copy.text != first.copy.text {
                    return Finding(
                        "string key `\(key)` is used for two different texts: \(use.place) and \(first.place)",
                        at: use.copy.span, path: use.path, notes: [note],
                        help:
                            "rename one of the ids so that each text gets its own key (avoid slot names such as `title` as ids)"
                    )
                }
                guard use.copy.comment != first.copy.comment else { return nil }
                return Finding(
                    "string key `\(key)` has two different translator comments: \(use.place) and \(first.place)",
                    at: use.copy.span, path: use.path, notes: [note],
                    help: "give both the same comment, or rename one of the ids so that each gets its own key")
            }
        }
    }
}
