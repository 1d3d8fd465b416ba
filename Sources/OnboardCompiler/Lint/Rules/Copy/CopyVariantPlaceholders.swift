/// A platform variant takes the values its copy takes.
struct CopyVariantPlaceholders: LintRule {
    static let description = RuleDescription(
        id: "copy-variant-placeholders",
        category: .copy,
        severity: .error,
        summary: "A platform variant (`ios:`, `android:`) has the same placeholders and plural as its copy's `text`.",
        rationale: """
            The bundle names one string key for every platform, and the app fills it with the \
            same values on each (the bundle's `placeholders` list them once). A placeholder \
            that only one platform's text has is never filled there, and one it lacks is \
            dropped. The finding points at the variant; a note points at `text`.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: { text: "You're set, {name}", android: "All set, {name}" }
                        primary: { label: Start, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: { text: "You're set, {name}", android: ⟦"All set, {firstName}" }
                        primary: { label: Start, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        context.copyUses(of: spec).flatMap { use in
            use.copy.variants.compactMap { variant -> Finding? in
                guard !variant.message.hasPlaceholders(of: use.copy.message) else { return nil }
                let place = CopyUse(copy: variant, slot: use.slot, scope: use.scope)
                return Finding(
                    "\(place.place) has \(variant.message.placeholderList), but its `text` has \(use.copy.message.placeholderList); the app fills one key with the same values on every platform",
                    at: variant.span, path: place.path,
                    notes: [Diagnostic.Note("`text` is here", at: use.copy.span)],
                    help: "use the placeholders and plural of `text` in the variant, with the same names")
            }
        }
    }
}
