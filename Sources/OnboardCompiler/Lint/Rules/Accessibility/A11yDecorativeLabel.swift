/// A decorative image carries no accessibility label.
struct A11yDecorativeLabel: LintRule {
    static let description = RuleDescription(
        id: "a11y-decorative-label",
        category: .accessibility,
        severity: .warning,
        summary: "An icon or illustration marked `decorative` has no `accessibilityLabel`.",
        rationale: """
            VoiceOver skips a decorative image, so its label is never read: either the image says \
            something (then it is not decorative, and its label should be heard) or it does not (then \
            the label is dead text that translators still translate). The two keys contradict each \
            other, so one of them is a mistake.
            """,
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
                        role: welcome
                        title: Welcome to FloraFriend
                        illustration: { asset: florafriend-leaf-logo, decorative: true }
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
                        role: welcome
                        title: Welcome to FloraFriend
                        illustration:
                          asset: florafriend-leaf-logo
                          decorative: true
                          accessibilityLabel: ⟦"FloraFriend logo"
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let findings = AccessibilityContent.sites(in: spec).compactMap { site -> Finding? in
            guard let image = AccessibilityContent.image(of: site.content), image.decorative,
                let label = image.label
            else { return nil }
            return Finding(
                "the \(image.name) on \(site.name) is marked decorative, so VoiceOver never reads its "
                    + "accessibilityLabel \"\(label.text)\"",
                at: label.span, path: "\(site.path).\(image.key).accessibilityLabel",
                help: "remove `decorative: true` if the label matters to VoiceOver users, otherwise remove the label")
        }
        return RepeatedFindings.removed(from: findings)
    }
}
