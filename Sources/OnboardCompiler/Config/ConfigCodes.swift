/// The codes of `Config/`: the project configuration, `onboardc.yaml`.
extension DiagnosticCode {
    static let configUnknownRule = DiagnosticCode(
        "config-unknown-rule", .error,
        "`onboardc.yaml` sets a lint rule that does not exist (the help suggests the nearest).",
        example: .config(
            """
            version: 1
            rules:
              ⟦copy-exclamations: off
            """))

    static let configInvalidCurrency = DiagnosticCode(
        "config-invalid-currency", .error,
        "A sample price or a locale's currency in `onboardc.yaml`'s `preview:` is not an ISO 4217 currency code.",
        example: .config(
            """
            version: 1
            preview:
              prices:
                com.example.annual: { USD: 49.99, ⟦eur: 54.99 }
            """))

    static let configInvalidPrice = DiagnosticCode(
        "config-invalid-price", .error,
        "A sample price in `onboardc.yaml`'s `preview:` is not an amount above 0 with the currency's decimals.",
        example: .config(
            """
            version: 1
            preview:
              prices:
                com.example.annual:
                  USD: 49.99
                  JPY: ⟦7800.50
            """))

    static let configUnknownPriceProduct = DiagnosticCode(
        "config-unknown-price-product", .warning,
        "`onboardc.yaml`'s `preview:` prices a product that no plan of the previewed specs sells.",
        example: .project(
            config: """
                version: 1
                preview:
                  prices:
                    com.example.annual: { USD: 49.99 }
                    ⟦com.example.anual: { USD: 59.99 }
                """,
            specs: [
                exampleSpec(screen: [
                    "paywall:", "  provider: storekit", "  offering: default",
                    "  plans: [{ id: annual, product: com.example.annual, label: Annual }]",
                    "close: { icon: xmark, accessibilityLabel: Close }",
                ])
            ]))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let config: [DiagnosticCode] = [
        configUnknownRule, configInvalidCurrency, configInvalidPrice, configUnknownPriceProduct,
    ]
}
