/// The accessibility rules, in the order they are listed.
enum AccessibilityRules {
    static let all: [any LintRule] = [
        A11yContrast(),
        A11ySystemColor(),
        A11yIconLabel(),
        A11yDecorativeLabel(),
        A11yScreenPosition(),
        A11yTextField(),
        A11yLinkText(),
    ]
}
