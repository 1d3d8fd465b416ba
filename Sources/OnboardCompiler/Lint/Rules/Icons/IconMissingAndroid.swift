/// An app that runs on Android gives each SF Symbol the Material Symbols name Android shows.
struct IconMissingAndroid: LintRule {
    static let description = RuleDescription(
        id: "icon-missing-android",
        category: .icons,
        severity: .warning,
        summary:
            "In an app whose `platforms` include `android`, every SF Symbol has an Android name beside it (an icon's `android`, a button's, option's or feature's `androidIcon`).",
        rationale: """
            SF Symbols exist only on Apple's platforms: an Android client cannot draw \
            `book.fill`, and the bundle gives it nothing else to draw. Without an Android name \
            the Android app shows no icon there (client guide, section 9): the screen loses its \
            picture, and an icon-only button shows only its accessibility label as text. The \
            name to use is a design choice (which Material Symbol stands for `flame.fill`?), so \
            onboardc does not guess one from the SF Symbol; the spec records it, and both apps \
            read the same bundle. A warning and not an error: the flow still works without \
            icons, and the Android names may be chosen after the iOS design. An app whose \
            `platforms` leave out `android` is not checked (without `platforms` an app is for \
            both). The finding points at the SF Symbol's name.
            """,
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
                        icon: { name: book.fill, android: menu_book, decorative: true }
                        close: { icon: xmark, androidIcon: close, accessibilityLabel: Close }
                """),
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: a
                        role: completion
                        icon: { name: book.fill, decorative: true }
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
                        icon: { name: ⟦book.fill, decorative: true }
                        close: { icon: ⟦xmark, accessibilityLabel: Close }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        guard spec.app.platforms.contains(.android) else { return [] }
        let findings = IconSymbols.uses(in: spec).compactMap { use -> Finding? in
            guard use.android == nil else { return nil }
            return Finding(
                "the SF Symbol `\(use.name)` has no Android name, so Android shows no icon here",
                at: use.span, path: use.path,
                help: use.androidKey == "android"
                    ? "give the icon its Material Symbols name: `icon: { name: \(use.name), android: … }` (for example menu_book)"
                    : "add `androidIcon:` beside `icon:` with a Material Symbols name (for example `androidIcon: close`)"
            )
        }
        return RepeatedFindings.removed(from: findings)
    }
}
