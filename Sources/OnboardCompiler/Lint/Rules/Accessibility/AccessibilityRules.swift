/// The accessibility rules, in the order they are listed.
enum AccessibilityRules {
    static let all: [any LintRule] = [
        TextContrast(),
        SystemColorDark(),
        IconLabel(),
        DecorativeLabel(),
        ScreenPosition(),
    ]
}
