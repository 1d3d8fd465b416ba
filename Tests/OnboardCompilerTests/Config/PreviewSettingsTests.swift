import Testing

@testable import OnboardCompiler

/// `onboardc.yaml`'s `preview:`: the sample prices per product and currency, and the
/// currency a locale is shown in; bad codes and amounts at their place.
@Suite struct PreviewSettingsTests {
    func load(_ yaml: String) -> (config: ProjectConfig?, found: [String]) {
        let (config, found) = Pipeline.loadConfig(SourceFile(path: "onboardc.yaml", text: yaml))
        return (config, found.map { "\($0.code) \($0.span.start.line):\($0.span.start.column)" })
    }

    @Test func pricesAndCurrenciesAreRead() throws {
        let config = try #require(
            load(
                """
                version: 1
                preview:
                  prices:
                    com.example.annual: { USD: 49.99, EUR: 54.99, JPY: 7800, KWD: 15.125 }
                    $rc_weekly: { USD: 4.99 }
                  currencies: { es-MX: MXN }
                """
            ).config)
        let annual = try #require(config.preview.prices["com.example.annual"])
        #expect(annual.amounts == ["USD": 49.99, "EUR": 54.99, "JPY": 7800, "KWD": 15.125])
        #expect((annual.span.start.line, annual.span.start.column) == (4, 5))
        #expect(config.preview.prices["$rc_weekly"]?.amounts == ["USD": 4.99])
        #expect(config.preview.currencies == ["es-MX": "MXN"])
    }

    @Test func withoutPreviewTheBuiltInTableIsUsed() throws {
        let config = try #require(load("version: 1\n").config)
        #expect(config.preview == PreviewSettings())
    }

    @Test func badCurrenciesAndAmountsArePinned() {
        let (config, found) = load(
            """
            version: 1
            preview:
              prices:
                com.example.annual: { usd: 49.99, USD: -1, EUR: 4.999, JPY: 78.5, GBP: "4.99", CHF: 1e3, XYZ: 3 }
              currencies: { de: euro, en-GB: GBP }
              price: {}
            """)
        #expect(config == nil)
        #expect(
            found == [
                "config-invalid-currency 4:27", "config-invalid-price 4:44", "config-invalid-price 4:53",
                "config-invalid-price 4:65", "config-invalid-price 4:76", "config-invalid-price 4:89",
                "config-invalid-currency 4:94", "config-invalid-currency 5:21", "spec-unknown-key 6:3",
            ])
    }

    @Test func theHelpSaysHowToWriteIt() {
        let (_, found) = Pipeline.loadConfig(
            SourceFile(
                path: "onboardc.yaml",
                text: "version: 1\npreview:\n  prices:\n    a.b: { usd: 1.99, JPY: 78.5, EUX: 2 }\n"))
        #expect(
            found.map(\.help) == [
                "write the code in capitals: `USD`",
                "write a whole number above 0 (JPY has no decimals), without the currency sign",
                "did you mean 'EUR'?",
            ])
    }

    /// The range the JSON Schema states (`MappingSchema.priceRange`) is the decoder's.
    @Test func anAmountIsAThousandthToABillion() {
        let yaml = { (amount: String) in "version: 1\npreview:\n  prices:\n    a.b: { KWD: \(amount) }\n" }
        #expect(load(yaml("0.001")).found.isEmpty)
        #expect(load(yaml("1000000000")).found.isEmpty)
        #expect(load(yaml("1000000000.001")).found == ["config-invalid-price 4:17"])
        #expect(load(yaml("0")).found == ["config-invalid-price 4:17"])
    }

    @Test func decimalsAreTheCurrencys() {
        #expect(PreviewSettingsDecoder.decimals(of: "USD") == 2)
        #expect(PreviewSettingsDecoder.decimals(of: "JPY") == 0)
        #expect(PreviewSettingsDecoder.decimals(of: "KWD") == 3)
    }

    /// A product no plan sells (by product or package) is a warning at its key, with a did-you-mean.
    @Test func aProductNoPlanSellsIsAWarning() throws {
        let config = try #require(
            load(
                """
                version: 1
                preview:
                  prices:
                    com.example.anual: { USD: 1.99 }
                    $rc_annual: { USD: 2.99 }
                    com.example.annual: { USD: 3.99 }
                """
            ).config)
        let spec = try #require(
            Pipeline.compile(
                SourceFile(
                    path: "demo.yaml",
                    text: DiagnosticCode.exampleSpec(screen: [
                        "paywall:", "  provider: revenuecat", "  offering: default",
                        "  plans: [{ id: a, product: com.example.annual, label: A }, { id: b, package: $rc_annual, label: B }]",
                    ]))
            ).spec)
        let found = config.preview.unknownProducts(in: [spec])
        #expect(
            found.map { "\($0.code) \($0.span.start.line):\($0.span.start.column)" } == [
                "config-unknown-price-product 4:5"
            ])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.help == "did you mean 'com.example.annual'?")
        #expect(config.preview.unknownProducts(in: []).count == 3)
    }
}
