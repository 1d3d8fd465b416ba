/// `onboardc.yaml`, and the settings of one lint rule in it.
extension MappingSchema {
    static let config = MappingSchema(
        "config", noun: "the project configuration", summary: "The organisation's policy and the lint rules' settings.",
        docs: DocsTable("7.1 The project configuration: `onboardc.yaml`"),
        keys: [
            Key("version", .version(SpecDecoder.supportedVersions), #"`1`"#),
            Key("policy", .mapping(.policy), #"the keys of section 3.5"#),
            Key(
                "packs", .list(.choice(RulePack.self)),
                #"the rule packs to switch on (docs/rules.md, "Rule packs"): `app-store`, `google-play`, `consent`, `dark-patterns`, `minors`"#
            ),
            Key("rules", .text, #"rule id → `off`, `info`, `warning`, `error`, or `{ severity, <parameter>: value }`"#),
            Key("preview", .mapping(.previewConfig), #"the preview's sample store values ([below](#sample-prices))"#),
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
                    keys: .text, values: .dictionary(keys: .formatted(.currencyCode), values: .number(Self.priceRange))),
                #"product id (a plan's `product`, or its `package`) → currency code → amount: `com.example.annual: { USD: 49.99, EUR: 54.99, JPY: 7800 }`"#
            ),
            Key(
                "currencies", .dictionary(keys: .locale, values: .formatted(.currencyCode)),
                #"locale → the currency code its prices are shown in (`es-MX: MXN`), instead of its region's or language's"#
            ),
        ])

    /// A rule's settings written as a mapping: its severity and its parameters.
    static func ruleSettings(_ rule: RuleDescription) -> MappingSchema {
        MappingSchema(
            "ruleSettings", noun: "the settings of `\(rule.id)`", summary: "The settings of one lint rule.", docs: nil,
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
