import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// A priced plan from spec to screen: the plan's `product:` is the bundle's `productId`,
/// its label and the paywall's fine print keep `{price}`, `{period}` and `{trialLength}` as
/// text placeholders, and OnboardKit fills them from the store's texts in each language.
@Suite struct StorePriceTextTests {
    static let yaml = specYAML(
        screens: """
              - id: offer
                role: paywall
                title: "Go Pro"
                caption: "Free for {trialLength}, then {price} per {period}. Cancel anytime."
                paywall:
                  provider: storekit
                  offering: default
                  plans:
                    - { id: annual, product: com.example.annual, label: "Annual — {price}/{period}" }
                    - { id: monthly, product: com.example.monthly, label: "Monthly" }
                  defaultPlan: annual
                primary: { label: Subscribe, action: purchase, on: { success: complete, failure: complete, cancel: stay } }
                close: { icon: xmark, accessibilityLabel: Close }
            """)
    static let translations = [
        translationFile(
            "de",
            strings: """
                onboarding.offer.annual: "Jährlich – {price}/{period}"
                onboarding.offer.caption: "{trialLength} gratis, dann {price} pro {period}. Jederzeit kündbar."
                """)
    ]
    static let annual = StorePrice(price: "$39.99", period: "year", trialLength: "7 days")
    static let annualInGermany = StorePrice(price: "39,99 €", period: "Jahr", trialLength: "7 Tage")

    @Test func thePlanNamesItsProductAndItsKeysTakeTextPlaceholders() throws {
        let emitted = try ClientTextTests.Emitted(Self.yaml, translations: Self.translations)
        let paywall = try #require(emitted.bundle.flows.first?.screens.first?.paywall)
        #expect(paywall.plans.map(\.productId) == ["com.example.annual", "com.example.monthly"])
        #expect(paywall.plans.map(\.package) == [nil, nil])
        let label = try #require(paywall.plan(id: "annual")?.labelKey)
        #expect(
            emitted.bundle.placeholders[label] == [
                Placeholder(name: "price", type: .string),
                Placeholder(name: "period", type: .string),
            ])
        #expect(
            emitted.bundle.placeholders["onboarding.offer.caption"]?.map(\.name) == ["trialLength", "price", "period"])
    }

    @Test func theLabelAndTheFinePrintShowTheStorePrice() throws {
        let emitted = try ClientTextTests.Emitted(Self.yaml, translations: Self.translations)
        let paywall = try #require(emitted.bundle.flows.first?.screens.first?.paywall)
        let label = try #require(paywall.plan(id: "annual")?.labelKey)
        for strings in [emitted.catalog, emitted.tables] as [any LocalizedStrings] {
            let english = OnboardingText(bundle: emitted.bundle, strings: strings, locale: "en")
            #expect(english(label, price: Self.annual) == "Annual — $39.99/year", "\(type(of: strings))")
            #expect(
                english("onboarding.offer.caption", price: Self.annual)
                    == "Free for 7 days, then $39.99 per year. Cancel anytime.", "\(type(of: strings))")
            let german = OnboardingText(bundle: emitted.bundle, strings: strings, locale: "de")
            #expect(german(label, price: Self.annualInGermany) == "Jährlich – 39,99 €/Jahr", "\(type(of: strings))")
            #expect(
                german.resolve("onboarding.offer.caption", price: Self.annualInGermany)
                    == ResolvedText(text: "7 Tage gratis, dann 39,99 € pro Jahr. Jederzeit kündbar.", locale: "de"))
        }
    }

    @Test func aProductWithoutATrialLeavesTheGapVisibleAndStoreTextsWinOverTheApps() throws {
        let emitted = try ClientTextTests.Emitted(Self.yaml, translations: Self.translations)
        let text = OnboardingText(bundle: emitted.bundle, strings: emitted.catalog, locale: "en")
        #expect(
            text("onboarding.offer.caption", price: StorePrice(price: "$4.99", period: "month"))
                == "Free for {trialLength}, then $4.99 per month. Cancel anytime.")
        #expect(
            text("onboarding.offer.caption", price: Self.annual, ["price": "free", "trialLength": "1 day"])
                == "Free for 7 days, then $39.99 per year. Cancel anytime.")
        #expect(Self.annual.values == ["price": "$39.99", "period": "year", "trialLength": "7 days"])
    }
}
