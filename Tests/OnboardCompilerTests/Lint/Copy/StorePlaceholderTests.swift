import Testing

@testable import OnboardCompiler

/// `copy-store-placeholder`: where `{price}`, `{period}` and `{trialLength}` have nothing to
/// fill them, and where they are not text. `helloSpec` puts the fields at line 9, column 9.
@Suite struct StorePlaceholderTests {
    func findings(_ yaml: String, translations: [SourceFile] = []) -> [Diagnostic] {
        Pipeline.lint(
            SourceFile(path: "app.yaml", text: yaml), translations: translations,
            options: Pipeline.Options(config: .only("copy-store-placeholder"))
        ).diagnostics
            .filter { $0.code == "copy-store-placeholder" }
    }

    /// A paywall whose plans name their products: every store placeholder has a value.
    static func paywall(plans: String, caption: String = "Then {price} per {period}") -> [String] {
        [
            "caption: \"\(caption)\"",
            "paywall:",
            "  provider: storekit",
            "  offering: default",
            "  plans: \(plans)",
        ]
    }

    @Test func aPaywallWhosePlansNameTheirProductsFillsThemAll() {
        let yaml = helloSpec(
            Self.paywall(
                plans: "[{ id: annual, product: com.example.annual, label: \"Annual — {price}/{period}\" }]",
                caption: "Free for {trialLength}, then {price} per {period}."
            ).joined(separator: "\n        "))
        #expect(findings(yaml).isEmpty)
    }

    @Test func aScreenWithoutAPaywallAndAFlowsOwnTextHaveNothingToFillThem() {
        let yaml = helloSpec(#"title: "Pro for {price} a {period}""#)
            .replacingOccurrences(
                of: "    trigger: settings\n", with: "    trigger: settings\n    entry: \"Pro from {price}\"\n")
        let found = findings(yaml)
        #expect(found.map(\.located) == ["copy-store-placeholder 6:22", "copy-store-placeholder 10:25"])
        #expect(
            found.map(\.message) == [
                "the Settings entry of flow `tour` has `{price}`, which the store fills on a paywall screen, but this text is not on a screen",
                "the title of screen `hello` has `{price}`, `{period}`, which the store fills from a paywall plan, but screen `hello` has no `paywall`",
            ])
        #expect(found.last?.help == "show the price on the paywall screen, or write this text without it")
    }

    @Test func aNumberOrAPluralOnAStorePlaceholderIsReportedAtIt() {
        let yaml = helloSpec(
            Self.paywall(
                plans: "[{ id: annual, product: com.example.annual }]",
                caption: "Then {price, number} for {period, plural, one {# period} other {# periods}}"
            )
            .joined(separator: "\n        "))
        let found = findings(yaml)
        #expect(found.map(\.located) == ["copy-store-placeholder 9:24", "copy-store-placeholder 9:44"])
        #expect(
            found.first?.message
                == "the caption of screen `hello` has `{price, number}`, but `{price}` is the store's text (\"$39.99\"), not a number"
        )
        #expect(found.first?.help == "write `{price}`")
        #expect(found.last?.message.hasPrefix("the caption of screen `hello` has `{period, plural, …}`") == true)
    }

    @Test func plansWithoutAProductAreNamed() {
        let noPlans = findings(helloSpec(Self.paywall(plans: "[]").joined(separator: "\n        ")))
        #expect(
            noPlans.map(\.message) == [
                "the caption of screen `hello` has `{price}`, `{period}`, which the store fills from the selected plan, but the paywall of screen `hello` has no plans"
            ])
        let some = findings(
            helloSpec(
                Self.paywall(
                    plans: "[{ id: annual, product: com.example.annual }, { id: monthly }, { id: weekly, package: w }]"
                )
                .joined(separator: "\n        ")))
        #expect(some.map(\.located) == ["copy-store-placeholder 9:24"])
        #expect(some.first?.message.hasSuffix("but plans `monthly`, `weekly` name no store product") == true)
        #expect(some.first?.help == "name each plan's store product with `product:`")
    }

    /// A plan's label takes that plan's product: a RevenueCat package names one too.
    @Test func aLabelTakesItsOwnPlansProduct() {
        let yaml = helloSpec(
            "paywall:",
            "  provider: revenuecat",
            "  offering: default",
            "  plans:",
            "    - { id: annual, package: $rc_annual, label: \"Annual {price}\" }",
            "    - { id: monthly, label: \"Monthly {price}\" }")
        let found = findings(yaml)
        #expect(found.map(\.located) == ["copy-store-placeholder 14:46"])
        #expect(
            found.first?.message
                == "the paywall plan of screen `hello` has `{price}`, but plan `monthly` names no store product to fill it from"
        )
        #expect(found.first?.help == "name the plan's store product with `product:` or `package:`")
    }

    /// Translations keep the source's placeholders (`l10n-placeholder-mismatch`): the rule
    /// reports the source text only.
    @Test func translationsAreNotReportedAgain() {
        let yaml = helloSpec(#"title: "Pro for {price}""#)
        let german = translationFile("de", strings: #"tour.hello.title: "Pro für {price}""#)
        #expect(findings(yaml, translations: [german]).map(\.span.file) == ["app.yaml"])
    }
}
