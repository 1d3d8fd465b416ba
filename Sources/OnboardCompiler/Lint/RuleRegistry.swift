/// Every lint rule, in the order `onboardc rules` and docs/rules.md list them.
public enum RuleRegistry {
    public static let rules: [any LintRule] =
        FlowRules.all + BusinessRules.all + CopyRules.all + TimingRules.all + AccessibilityRules.all + IconRules.all
        + LocalizationRules.all + PolicyRules.all

    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description }
    }

    /// The ids of every rule, made once.
    static let ids = Set(descriptions.map(\.id))
}

extension ProjectConfig {
    /// Every lint rule off: for checking what the other stages do on their own.
    public static var withoutLint: ProjectConfig {
        var config = ProjectConfig()
        for rule in RuleRegistry.descriptions { config.rules[rule.id] = RuleSetting(enabled: false) }
        return config
    }
}
