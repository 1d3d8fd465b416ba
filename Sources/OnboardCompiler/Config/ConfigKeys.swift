/// `onboardc.yaml`, and the settings of one lint rule in it.
extension MappingSchema {
    static let config = MappingSchema(
        "config", noun: "the project configuration", summary: "The organisation's policy and the lint rules' settings.",
        docs: DocsTable("7.1 The project configuration: `onboardc.yaml`"),
        keys: [
            Key("version", .version(SpecDecoder.supportedVersions), #"the edition of this file's format: `1`"#),
            Key(
                "policy", .mapping(.policy),
                #"the organisation's rules for every app's flows, with the keys of a spec's `policy` (section 3.5); a spec's own `policy` overrides them key by key"#
            ),
            Key(
                "packs", .list(.choice(RulePack.self)),
                #"the rule packs to switch on (docs/rules.md, "Rule packs"): `app-store`, `google-play`, `consent`, `dark-patterns`, `minors`"#
            ),
            Key(
                "rules", .mapping(.rules),
                #"rule id → `off`, `info`, `warning`, `error`, or `{ severity, <parameter>: value }`"#),
        ])

    /// `rules:`: a key per lint rule, each its severity or its settings. `ConfigDecoder` reads
    /// it against the same rules, reporting an unknown id as `config-unknown-rule`.
    static let rules = MappingSchema(
        "rules", noun: "`rules`", summary: "The lint rules' settings, by rule id.", docs: nil,
        keys: RuleRegistry.descriptions.map { rule in
            Key(rule.id, .either(.choice(ConfigDecoder.Level.self), .mapping(.ruleSettings(rule))), rule.configSummary)
        })

    /// A rule's settings written as a mapping: its severity and its parameters.
    static func ruleSettings(_ rule: RuleDescription) -> MappingSchema {
        MappingSchema(
            "rule-\(rule.id)", noun: "the settings of `\(rule.id)`", summary: "The settings of `\(rule.id)`.",
            docs: nil,
            keys: [Key("severity", .choice(ConfigDecoder.Level.self), "how the rule's findings are reported")]
                + rule.parameters.map { parameter in
                    let value: ValueKind =
                        switch parameter.kind {
                        case .number: .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
                        case .wholeNumber: .integer(0...100_000)
                        case .list: .list(.text)
                        }
                    return Key(parameter.name, value, parameter.summary)
                })
    }
}

extension RulePack: Vocabulary {
    var meaning: String { title + ": " + source }
}

extension ConfigDecoder.Level: Vocabulary {
    var meaning: String {
        switch self {
        case .off: "the rule does not run"
        case .info: "findings are reported as information; they never fail a build"
        case .warning: "findings are warnings; they fail `onboardc lint --strict`"
        case .error: "findings are errors; they fail the build"
        }
    }
}

extension RuleDescription {
    /// What `rules:` says of the rule: what it checks, its default severity and its packs.
    var configSummary: String {
        let packs = packs.isEmpty ? "" : "; runs with the pack " + packs.map { "`\($0.id)`" }.joined(separator: " or ")
        return "\(summary) (\(category.title); by default \(severity.rawValue)\(packs))"
    }
}
