import Foundation
import Testing
@testable import OnboardPreview

/// The device and text size switches: the phones take the chosen screen size, each text
/// style its Dynamic Type size (`DynamicType`, one table), the overflow counter measures
/// again and names the setting, and the choice is in the address.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewDeviceBrowserTests {
    /// Chooses a device and a text size with the page's own switches.
    static func set(device: String, text: String, in browser: HeadlessBrowser) throws {
        try PreviewBrowserTests.choose("device", device, in: browser)
        try PreviewBrowserTests.choose("text-size", text, in: browser)
    }

    /// The first phone's screen (inside its bezel), a screen title's and a button's font size in px.
    static func measured(_ browser: HeadlessBrowser) throws -> [Double] {
        try browser.evaluate(
            """
            (() => { const p = document.querySelector('.phone'); const r = p.getBoundingClientRect();
                     const px = s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
                     return [r.width - 20, r.height - 20, px('.phone .text.title:not([style*=font-size])'),
                             px('.phone .bottom-bar .btn:not([style*=font-size])')]; })()
            """)
    }

    /// What the counter says, and how many boxes are marked.
    static func overflow(_ browser: HeadlessBrowser) throws -> (said: String, marked: Int) {
        let said: String = try browser.evaluate("document.getElementById('overflow-count').textContent")
        let marked: Int = try browser.evaluate(
            "document.querySelectorAll('.overflowing').length + document.querySelectorAll('[data-overflow=content]').length"
        )
        return (said, marked)
    }

    @Test(arguments: PreviewBrowserTests.apps)
    func everySeedIsMeasuredOnEveryDeviceAndTextSize(app: String) throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("\(app).html"))
        let locales: [String] = try browser.evaluate("onboardcPreview.data.locales.map(l => l.id)")
        var counts: [String: Int] = [:]
        for locale in locales where ["en", "ar", "en-XA"].contains(locale) {
            try PreviewBrowserTests.choose("locale", locale, in: browser)
            for device in PreviewDevice.all {
                for text in ["large", "AX1", "AX3", "AX5"] {
                    try Self.set(device: device.id, text: text, in: browser)
                    let size = try Self.measured(browser)
                    let title = try #require(DynamicType.points("title", at: text))
                    let body = try #require(DynamicType.points("body", at: text))
                    #expect(
                        size == [Double(device.width), Double(device.height), Double(title), Double(body)],
                        "\(app) \(locale) \(device.id) \(text)")
                    let (said, marked) = try Self.overflow(browser)
                    let setting = [
                        device.id == "standard" ? nil : "\(device.id) phone", text == "large" ? nil : "text \(text)",
                    ]
                    .compactMap { $0 }
                    let expected =
                        marked == 0
                        ? ""
                        : "\(marked) \(marked == 1 ? "box overflows" : "boxes overflow") in "
                            + ([locale] + setting).joined(separator: ", ")
                    #expect(said == expected, "\(app) \(locale) \(device.id) \(text)")
                    counts["\(locale) \(device.id) \(text)"] = marked
                }
            }
        }
        // English fits the standard phone at the default size; the largest text on the smallest
        // phone does not.
        #expect(counts["en standard large"] == 0, "\(app)")
        #expect((counts["en small AX5"] ?? 0) > 0, "\(app)")
        let address: String = try browser.evaluate("location.search")
        #expect(address.contains("device=large") && address.contains("text=AX5"), "\(address)")
    }

    /// The setting is in the address: a link opens on it; screenshots for people to look at.
    @Test func aLinkOpensOnItsDeviceAndTextSize() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        let page = site.url.appendingPathComponent("pageinstead.html").absoluteString
        try browser.open(URL(string: page + "?device=small&text=AX3#frame-onboarding/transform")!)
        #expect(try Self.measured(browser) == [320, 568, 48, 40])
        #expect(try browser.evaluate("document.getElementById('device').value") == "small")
        #expect(try browser.evaluate("document.getElementById('text-size').value") == "AX3")
        // “PageInstead” in a 48 pt title is wider than the small phone: it breaks, as on the phone,
        // rather than running out of the screen unseen; the screen's content then overflows, counted.
        let wide: Int = try browser.evaluate(
            "[...document.querySelectorAll('.phone .text')].filter(e => e.scrollWidth > e.clientWidth + 1).length")
        #expect(wide == 0)
        #expect(try browser.evaluate("document.querySelector('.phone').dataset.overflow") == "content")
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-small-AX3.png"))
        try Self.set(device: "large", text: "AX1", in: browser)
        try PreviewBrowserTests.choose("locale", "en-XA", in: browser)
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-large-AX1-en-XA.png"))
        try browser.open(
            URL(
                string: site.url.appendingPathComponent("vegyscan.html").absoluteString
                    + "?locale=ar&device=small&text=AX2")!)
        let _: Bool = try browser.evaluate("(() => { window.scrollTo(0, 0); return true; })()")
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("vegyscan-small-AX2-ar.png"))
        // Back to the defaults: the address says nothing of them.
        try Self.set(device: "standard", text: "large", in: browser)
        let address: String = try browser.evaluate("location.search")
        #expect(!address.contains("device=") && !address.contains("text="), "\(address)")
        #expect(try browser.consoleMessages.filter { $0.level == "error" } == [])
    }
}
