import Foundation
import Testing

@testable import OnboardCompiler
@testable import OnboardPreview

/// The plan cards show `onboardc.yaml`'s prices (`preview: prices:`), each written as the
/// locale writes money; a product no plan sells is a warning of the preview.
@Suite struct PreviewPriceTableTests {
    static let spec = """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: done }
            screens:
              - id: offer
                role: paywall
                title: Go Pro
                paywall:
                  provider: storekit
                  offering: default
                  plans:
                    - { id: monthly, product: com.example.pro.monthly, label: Monthly }
                    - { id: annual, product: com.example.pro.annual, label: Annual }
                primary: { label: Continue, action: purchase }
              - { id: done, role: completion, title: Done, primary: { label: Start, action: complete } }
        """

    static let config = """
        version: 1
        preview:
          prices:
            com.example.pro.annual: { USD: 59.99, EUR: 64.99 }
            com.example.pro.anual: { USD: 1.99 }
        """

    @Test func thePlanCardsShowTheConfiguredPrices() throws {
        let site = PreviewFixtures.site(
            [("demo.yaml", Self.spec)],
            translations: ["demo.yaml": [translationFile("de", strings: "onboarding.offer.title: \"Pro holen\"")]],
            config: Self.config)
        let html = PreviewFixtures.page(site, "demo.html")
        let texts = try PreviewFixtures.texts(html)
        #expect(texts["en"]?["sample-price#product=com.example.pro.annual"] as? String == "$59.99")
        #expect(texts["de"]?["sample-price#product=com.example.pro.annual"] as? String == "64,99\u{A0}€")
        // The plan `onboardc.yaml` does not price keeps the built-in sample of its period.
        #expect(texts["en"]?["sample-price#month"] as? String == "$9.99")
        #expect(html.contains("Sample price of com.example.pro.annual from onboardc.yaml"))
        let config = site.diagnostics.filter { $0.code.hasPrefix("config-") }
        #expect(
            config.map { "\($0.code) \($0.span.file):\($0.span.start.line):\($0.span.start.column)" } == [
                "config-unknown-price-product onboardc.yaml:5:5"
            ])
        #expect(config.first?.help == "did you mean 'com.example.pro.annual'?")
    }

    /// Without `preview:` the pages are what they were: the built-in table's prices.
    @Test func withoutThemTheBuiltInTableIsShown() throws {
        let site = PreviewFixtures.site([("demo.yaml", Self.spec)], config: "version: 1\n")
        let texts = try PreviewFixtures.texts(PreviewFixtures.page(site, "demo.html"))
        #expect(texts["en"]?["sample-price#year"] as? String == "$49.99")
        #expect(!site.diagnostics.contains { $0.code.hasPrefix("config-") })
    }
}
