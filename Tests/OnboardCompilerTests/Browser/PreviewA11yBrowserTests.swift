import BundleFormat
import Foundation
import OnboardKit
import Testing
@testable import OnboardPreview

/// The accessibility view (docs/preview.md): per frame, what VoiceOver and TalkBack announce
/// in reading order. VegyScan's seven texts that only a screen reader says (its
/// illustrations' labels and its replay flow's Settings entry) are all on the page.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewA11yBrowserTests {
    static let spoken = [
        "tutorial.scan-any-menu.illustration.a11y", "tutorial.vegan-options.illustration.a11y",
        "tutorial.privacy-first.illustration.a11y", "tutorial-replay.scan-any-menu.illustration.a11y",
        "tutorial-replay.vegan-options.illustration.a11y", "tutorial-replay.privacy-first.illustration.a11y",
        "tutorial-replay.entry",
    ]

    /// Text id → the text shown now, of the visible elements (with some size) that show one.
    static func visibleTexts(_ browser: HeadlessBrowser) throws -> [String: String] {
        try browser.evaluate(
            """
            (() => { const out = {}; document.querySelectorAll('main [data-text]').forEach(e => {
                if (e.getClientRects().length > 0 && e.offsetParent !== null) out[e.dataset.text] = e.textContent; });
                return out; })()
            """)
    }

    /// The reading order of a frame: each line's number ("" when decorative) and text.
    static func order(_ frame: String, _ browser: HeadlessBrowser) throws -> [[String]] {
        try browser.evaluate(
            """
            [...document.querySelectorAll('[id="frame-\(frame)"] .reading-order li')].map(li =>
                [li.classList.contains('decorative') ? '' : String(li.value), li.textContent])
            """)
    }

    @Test func everyTextAScreenReaderSaysIsOnThePage() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("vegyscan.html"))
        let (bundle, strings) = try PreviewBrowserTests.committed("vegyscan")
        // Off: the reading order is hidden; the Settings entry is shown (it is on screen, in Settings).
        let hidden = try Self.visibleTexts(browser)
        #expect(Self.spoken.filter { hidden[$0] != nil } == ["tutorial-replay.entry"])
        try browser.click("#a11y")
        #expect(try browser.evaluate("location.search.includes('a11y=on')") == true)
        for locale in ["en", "ar", "en-XA"] {
            if locale != "en" { try PreviewBrowserTests.choose("locale", locale, in: browser) }
            let shown = try Self.visibleTexts(browser)
            let english = OnboardingText(bundle: bundle, strings: strings, locale: "en")
            for key in Self.spoken {
                if locale == "en-XA" {
                    // The preview's own pseudo-locale (the seed's bundle has none): accented, and longer.
                    let accented = try #require(shown[key], "\(locale) \(key)")
                    let source: String = english(key)
                    #expect(accented != source, "\(key)")
                    #expect(accented.count > source.count, "\(key)")
                } else {
                    let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
                    #expect(shown[key] == text(key), "\(locale) \(key)")
                }
            }
            // Every source text of the app is on the page now (the seed has 51), an announcement with its numbers.
            let keys = Set(shown.keys.map { String($0.prefix { $0 != "#" }) })
            #expect(keys.isSuperset(of: strings.keys), "\(locale): \(Set(strings.keys).subtracting(keys))")
        }
        try PreviewBrowserTests.choose("locale", "en", in: browser)
        let first = try Self.order("tutorial/scan-any-menu", browser)
        #expect(first.first == ["1", "Screen 1 of 3, announcement"], "\(first)")
        #expect(first.contains { $0[1].hasSuffix(", image") }, "\(first)")
        #expect(first.contains { $0[1].hasSuffix(", heading") }, "\(first)")
        #expect(first.last?[1].hasSuffix(", button") == true, "\(first)")
        #expect(first.map(\.[0]) == first.indices.map { String($0 + 1) })
        // Reloading keeps the view on.
        try browser.open(URL(string: try browser.evaluate("location.href") as String)!)
        #expect(try browser.evaluate("document.documentElement.dataset.a11y") == "on")
        try PreviewBrowserTests.choose("theme", "dark", in: browser)
        let _: Bool = try browser.evaluate(
            "(() => { document.querySelector('[id=\"frame-tutorial/scan-any-menu\"] .reading-order').scrollIntoView(); return true; })()"
        )
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("vegyscan-a11y-dark.png"))
    }

    /// A decorative picture is listed, unnumbered, as skipped (FloraFriend's welcome logo).
    @Test func aDecorativePictureIsMarkedAndNotNumbered() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        var address = URLComponents(
            url: site.url.appendingPathComponent("florafriend.html"), resolvingAgainstBaseURL: false)!
        address.queryItems = [URLQueryItem(name: "a11y", value: "on")]
        try browser.open(address.url!)
        let order = try Self.order("onboarding/welcome", browser)
        let decorative = order.filter { $0[0].isEmpty }
        #expect(decorative.map(\.[1]) == ["picture florafriend-leaf-logo: decorative, not announced"], "\(order)")
        #expect(order.count > 2)
        let numbers: [String] = order.filter { !$0[0].isEmpty }.map { $0[0] }
        let expected: [String] = (0..<(order.count - 1)).map { String($0 + 1) }
        #expect(numbers == expected)
        // The paywall's close button is announced by its label, with its role.
        let paywall = try Self.order("onboarding/paywall", browser)
        #expect(paywall.contains { $0[1].hasSuffix(", button") && !$0[1].contains("xmark") }, "\(paywall)")
    }
}
