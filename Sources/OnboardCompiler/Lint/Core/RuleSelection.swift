extension ProjectConfig {
    /// Whether `rule` runs: a rule set `off` never does; a rule of packs runs when one of
    /// its packs is on, or when `rules:` gives it a setting; every other rule always runs.
    /// The one place that decides it.
    public func runs(_ rule: RuleDescription) -> Bool {
        if let setting = rules[rule.id] { return setting.enabled }
        return rule.packs.isEmpty || !packs.isDisjoint(with: rule.packs)
    }
}

extension RuleDescription {
    /// Whether the rule reads copy in `locale`'s language (`languages`).
    public func reads(_ locale: String) -> Bool {
        languages.isEmpty || languages.contains(TranslatedKeys.language(of: locale))
    }
}
