/// Every lint rule, in the order `onboardc rules` and docs/rules.md list them.
public enum RuleRegistry {
    public static let rules: [any LintRule] =
        FlowRules.all + BusinessRules.all + CopyRules.all + TimingRules.all + AccessibilityRules.all + IconRules.all
        + LocalizationRules.all

    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description }
    }
}
