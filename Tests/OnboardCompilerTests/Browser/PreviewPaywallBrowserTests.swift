import Foundation
import Testing
@testable import OnboardPreview

/// Paywall plan cards show a sample price per period, the free trial and what follows it,
/// in the chosen locale; the default plan is selected; a plan without a label shows a sample
/// of the store's product name, marked as a sample (docs/preview.md, "Paywalls").
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewPaywallBrowserTests {
    /// Each plan card of `frame`: its text, whether it is selected, and whether it fits its box.
    static func cards(_ frame: String, _ browser: HeadlessBrowser) throws -> [[String]] {
        try browser.evaluate(
            """
            [...document.querySelectorAll('[id="frame-\(frame)"] .phone .plan')].map(p =>
                [p.dataset.plan, p.innerText.replace(/\\s+/g, ' ').trim(), String(p.classList.contains('selected')),
                 String(p.classList.contains('overflowing'))])
            """)
    }

    @Test func floraFriendsPlansShowPricesAndTheTrial() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("florafriend.html"))
        for frame in ["onboarding/paywall", "paywall/paywall"] {
            #expect(
                try Self.cards(frame, browser) == [
                    ["yearly", "Yearly $49.99/year 7 days free, then $49.99/year", "false", "false"],
                    ["weekly", "Weekly $4.99/week", "false", "false"],
                ], "\(frame)")
        }
        try PreviewBrowserTests.choose("locale", "en-XA", in: browser)
        let accented = try Self.cards("onboarding/paywall", browser)
        #expect(accented.map(\.[0]) == ["yearly", "weekly"])
        // The label is pseudo-localized; the store's price is not.
        #expect(accented[0][1].contains("$49.99/year") && !accented[0][1].hasPrefix("Yearly"), "\(accented)")
        try PreviewBrowserTests.choose("locale", "ar-XB", in: browser)
        try PreviewBrowserTests.choose("theme", "dark", in: browser)
        let _: Bool = try browser.evaluate(
            "(() => { document.querySelector('[id=\"frame-onboarding/paywall\"]').scrollIntoView(); return true; })()")
        try browser.screenshot(
            to: PreviewBrowserTests.output.appendingPathComponent("florafriend-paywall-prices-ar-XB-dark.png"))
    }

    /// A paywall with a default plan and a plan without a label, in English, German and Arabic
    /// (whose digits the spec sets to ٠–٩).
    @Test func theDefaultPlanIsSelectedAndAPlanWithoutLabelShowsASampleName() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = """
            version: 1
            app: { id: demo, name: Demo, numbers: { ar: arab } }
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
                      defaultPlan: annual
                      plans:
                        - { id: monthly, product: com.example.pro.monthly, label: Monthly }
                        - { id: annual, product: com.example.pro.annual }
                    primary: { label: Continue, action: purchase }
                    close: { icon: xmark, accessibilityLabel: Close, action: next }
                  - { id: done, role: completion, title: Done, primary: { label: Start, action: complete } }
            """
        let translations = [
            translationFile("de", strings: "onboarding.offer.title: \"Pro holen\""),
            translationFile("ar", strings: "onboarding.offer.title: \"احصل على Pro\""),
        ]
        try PreviewFixtures.site([("demo.yaml", spec)], translations: ["demo.yaml": translations]).write(
            to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        #expect(
            try Self.cards("onboarding/offer", browser) == [
                ["monthly", "Monthly $9.99/month", "false", "false"],
                ["annual", "Annual Premium sample $49.99/year 7 days free, then $49.99/year ✓", "true", "false"],
            ])
        let sampleTitle: String = try browser.evaluate("document.querySelector('.plan .sample-name').title")
        #expect(sampleTitle.contains("sample"))
        try PreviewBrowserTests.choose("locale", "de", in: browser)
        let german = try Self.cards("onboarding/offer", browser)
        #expect(german[1][1].contains("49,99 €/year") && german[1][1].contains("7 Tage free"), "\(german)")
        try PreviewBrowserTests.choose("locale", "ar", in: browser)
        let arabic = try Self.cards("onboarding/offer", browser)
        #expect(arabic[1][1].contains("١٨٦٫٩٩") && arabic[1][1].contains("ر.س"), "\(arabic)")
        #expect(arabic[1][2] == "true")
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("paywall-sample-prices-ar.png"))
    }

    /// `onboardc.yaml`'s prices on the cards, switched with the language like the built-in ones.
    @Test func theConfiguredPricesAreShown() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try PreviewFixtures.site(
            [("demo.yaml", PreviewPriceTableTests.spec)],
            translations: ["demo.yaml": [translationFile("de", strings: "onboarding.offer.title: \"Pro holen\"")]],
            config: PreviewPriceTableTests.config
        ).write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        #expect(
            try Self.cards("onboarding/offer", browser).map(\.[1]) == [
                "Monthly $9.99/month", "Annual $59.99/year 7 days free, then $59.99/year",
            ])
        try PreviewBrowserTests.choose("locale", "de", in: browser)
        #expect(try Self.cards("onboarding/offer", browser)[1][1].contains("64,99 €/year"))
    }
}
