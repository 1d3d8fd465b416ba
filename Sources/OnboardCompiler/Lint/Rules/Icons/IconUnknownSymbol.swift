/// Every SF Symbol name is one that exists.
struct IconUnknownSymbol: LintRule {
    static let extra = RuleParameter.list(
        "extra", default: [], "more symbol names to accept (newer or rarer SF Symbols)")

    static let description = RuleDescription(
        id: "icon-unknown-symbol",
        category: .icons,
        severity: .warning,
        summary: "Every SF Symbol name (icons, button icons, option and feature icons) is a known symbol.",
        rationale: """
            A misspelt SF Symbol name is not an error anywhere before the app runs: iOS then shows \
            nothing, and the screen loses its picture or a button its only content. The seeds name \
            their symbols exactly (`camera.fill`, `photo.on.rectangle.angled`, \
            `checkmark.circle.fill` in seed 000; `book.fill`, `lock.shield.fill`, … in seed 001's \
            "Icons Selected"), and the names are easy to get slightly wrong (`checkmark.circle.filled`, \
            `lightbulb.fil`). A name must be lower-case letters and digits in dot-separated parts, and \
            be on onboardc's list of SF Symbols (Analysis/Data/sf-symbols.txt, about 1,200 common \
            names). For a symbol that exists but is not on the list, add it to the `extra` parameter. \
            The finding points at the name itself, wherever it is written: a screen's `icon` (or its \
            `name`), or the `icon` of a button, an input option or a paywall feature.
            """,
        parameters: [
            Self.extra.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: completion
                        icon: { name: checkmark.circle.fill, decorative: true }
                        close: { icon: xmark, accessibilityLabel: Close }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: completion
                        icon: { name: ⟦checkmark.circle.filled, decorative: true }
                        close: { icon: ⟦Xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let extra = Set(context[Self.extra])
        let findings = IconSymbols.uses(in: spec).compactMap { use -> Finding? in
            guard !KnownSymbols.names.contains(use.name), !extra.contains(use.name) else { return nil }
            let wellFormed = IconSymbols.isWellFormed(use.name)
            let candidate = wellFormed ? use.name : Self.normalized(use.name)
            let suggestion =
                KnownSymbols.names.contains(candidate)
                ? candidate : Suggestion.closest(to: candidate, in: IconSymbols.sortedNames)
            let otherwise =
                "check the name in Apple's SF Symbols app; if the symbol exists, "
                + "add it to this rule's `extra` list in onboardc.yaml"
            return Finding(
                wellFormed
                    ? "unknown symbol `\(use.name)`"
                    : "unknown symbol `\(use.name)`: SF Symbol names are lower-case letters and digits joined by dots",
                at: use.span, path: use.path,
                help: suggestion.map { "did you mean '\($0)'?" } ?? otherwise,
                fixes: suggestion.map { [.didYouMean(use.name, $0, at: use.span)] } ?? [])
        }
        return RepeatedFindings.removed(from: findings)
    }

    /// `Camera_Fill`, `camera fill` → `camera.fill`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" || $0 == " " || $0 == "-" ? "." : $0 })
    }
}
