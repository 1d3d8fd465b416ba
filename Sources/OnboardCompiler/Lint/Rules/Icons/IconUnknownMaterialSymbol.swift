/// Every Android icon name is one that exists in Material Symbols.
struct IconUnknownMaterialSymbol: LintRule {
    static let extra = RuleParameter.list("extra", default: [], "more Material Symbols names to accept (newer ones)")

    static let description = RuleDescription(
        id: "icon-unknown-material-symbol",
        category: .icons,
        severity: .warning,
        summary:
            "Every Android icon name (an icon's `android`, the `androidIcon` of a button, an option or a paywall feature) is a known Material Symbols name.",
        rationale: """
            Android draws the name with the Material Symbols font, whose ligatures turn a name \
            into its icon: a misspelt name (`menu_books`), an old Material Icons name that \
            Material Symbols dropped (`bookmark_outline`, `info_outline`) or an SF Symbol's word \
            (`sparkles` for `auto_awesome`) is drawn as nothing, or as the letters of the name, \
            and nothing fails before the app runs. The decoder already refuses a name that is not \
            lower-case letters and digits joined by `_` (`spec-invalid-android-icon`); this rule \
            checks the name is on onboardc's list of Material Symbols (Analysis/Data/\
            material-symbols.txt, 3,599 names, from the font's codepoints file). A warning, as for \
            SF Symbols (`icon-unknown-symbol`): the font gains names the list may not have yet; \
            for one of those, add it to the `extra` parameter. The finding points at the name.
            """,
        parameters: [
            Self.extra.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: completion
                        icon: { name: checkmark.circle.fill, android: check_circle, decorative: true }
                        close: { icon: xmark, androidIcon: close, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: completion
                        icon: { name: checkmark.circle.fill, android: ⟦check_circle_fill, decorative: true }
                        close: { icon: xmark, androidIcon: ⟦sparkles, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let extra = Set(context[Self.extra])
        let findings = IconSymbols.uses(in: spec).compactMap { use -> Finding? in
            guard let android = use.android, !KnownMaterialSymbols.names.contains(android.name),
                !extra.contains(android.name)
            else { return nil }
            let suggestion = Suggestion.closest(to: android.name, in: IconSymbols.sortedMaterialNames)
            return Finding(
                "unknown Material Symbols name `\(android.name)` (the Android icon of `\(use.name)`)",
                at: android.span, path: use.androidPath,
                help: suggestion.map { "did you mean '\($0)'?" }
                    ?? "look the icon up in Google Fonts' Material Symbols; if it exists, add it to this rule's "
                    + "`extra` list in onboardc.yaml",
                fixes: suggestion.map { [.didYouMean(android.name, $0, at: android.span)] } ?? [])
        }
        return RepeatedFindings.removed(from: findings)
    }
}
