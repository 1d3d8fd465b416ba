/// Icon-only buttons and informative images have an accessibility label.
struct A11yIconLabel: LintRule {
    static let description = RuleDescription(
        id: "a11y-icon-label",
        category: .accessibility,
        severity: .error,
        summary:
            "Icon-only buttons, and icons and illustrations not marked `decorative`, have an `accessibilityLabel`.",
        rationale: """
            VoiceOver users hear a control or an image only through its label. A button with an icon \
            and no text (FloraFriend's 'X' that closes the paywall, seeds 000 and 002) is read as the \
            symbol's name or as "button", and an image without a label as its asset or symbol name \
            ("lightbulb fill"). FloraFriend's PRD asks that the app "be navigable using VoiceOver" \
            (seed 002 §8); VegyScan's use case asks for "VoiceOver support" (seed 004). Every image \
            must say what it is for: give it an `accessibilityLabel`, or mark it `decorative: true` \
            when it only illustrates the text beside it. A screen's title does not excuse a missing \
            label: the linter cannot tell whether the title describes the image, and marking the \
            image decorative is the explicit way to say so. Buttons and images inside states are \
            checked too; icons of paywall features and input options sit beside their own text and \
            are not checked.
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
                        title: Welcome
                        illustration: { asset: logo, decorative: true }
                      - id: b
                        role: completion
                        icon: { name: checkmark.circle.fill, accessibilityLabel: "Done" }
                        close: { icon: xmark, accessibilityLabel: "Close" }
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
                        title: Welcome
                        icon: ⟦lightbulb.fill
                        close: ⟦{ icon: xmark }
                      - id: b
                        role: completion
                        illustration: ⟦{ asset: confetti, animated: true }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for site in AccessibilityContent.sites(in: spec) {
            if let image = AccessibilityContent.image(of: site.content), !image.decorative,
                AccessibilityContent.isBlank(image.label)
            {
                findings.append(
                    Finding(
                        "the \(image.name) on \(site.name) has no accessibilityLabel, so VoiceOver can only "
                            + "read out its \(image.key == "icon" ? "symbol" : "asset") name",
                        at: image.span, path: "\(site.path).\(image.key)",
                        help: "add `accessibilityLabel: \"…\"` saying what the image shows, or `decorative: true` "
                            + "if it only illustrates the text next to it"))
            }
            for button in site.content.buttons
            where button.label == nil && button.icon != nil
                && AccessibilityContent.isBlank(button.accessibilityLabel)
            {
                findings.append(
                    Finding(
                        "the `\(button.slot.rawValue)` button on \(site.name) shows only an icon "
                            + "(`\(button.icon ?? "")`) and has no accessibilityLabel; VoiceOver cannot say what it does",
                        at: button.span, path: SpecPath.button(site.path, button),
                        help: "add `accessibilityLabel: \"…\"` naming the action (for an `xmark`: \"Close\")"))
            }
        }
        return RepeatedFindings.removed(from: findings)
    }
}
