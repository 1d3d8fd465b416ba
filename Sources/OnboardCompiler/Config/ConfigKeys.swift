import Foundation

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
            Key(
                "preview", .mapping(.previewConfig),
                #"the sample store values the preview shows on paywalls: prices by product and currency, and a locale's currency"#
            ),
        ])

    /// What a sample price may be: above 0 (a thousandth is the smallest amount a currency
    /// writes), at most a billion.
    static let priceRange = 0.001...1_000_000_000.0

    /// `preview:`: the sample prices the preview shows on paywall plans.
    static let previewConfig = MappingSchema(
        "previewConfig", noun: "`preview`", summary: "The sample store values the preview shows.",
        docs: DocsTable("Sample prices"),
        keys: [
            Key(
                "prices",
                .dictionary(
                    keys: .text, values: .dictionary(keys: .currency, values: .number(Self.priceRange))),
                #"product id (a plan's `product`, or its `package`) → currency code → amount: `com.example.annual: { USD: 49.99, EUR: 54.99, JPY: 7800 }`"#
            ),
            Key(
                "currencies", .dictionary(keys: .locale, values: .currency),
                #"locale → the currency code its prices are shown in (`es-MX: MXN`), instead of its region's or language's"#
            ),
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

extension ValueKind {
    /// An ISO 4217 currency code in capitals (`USD`), one Foundation knows: the codes the
    /// decoder takes (`PreviewSettingsDecoder.currencies`), each with its English name.
    static let currency: ValueKind = {
        let english = Locale(identifier: "en")
        return .choice(
            PreviewSettingsDecoder.currencies.sorted().map { code in
                Choice(value: code, meaning: english.localizedString(forCurrencyCode: code) ?? code)
            })
    }()
}
