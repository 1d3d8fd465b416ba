import Foundation
import Testing

@testable import OnboardPreview

/// The platform switch (docs/preview.md, "Platform"): with `android` every text is the one
/// Android's tables give, PageInstead's usage-access copy instead of iOS's Screen Time; the
/// choice is kept in the address across a reload and in the session across pages; an app
/// not on Android offers it disabled, with the reason.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewPlatformBrowserTests {
    static let key = "onboarding.permission-education.title"
    /// Locale → (iOS's text, Android's text) of `key`, as the committed tables hold them.
    static let expected: [(String, ios: String, android: String)] = [
        ("en", "We need Screen Time access", "We need usage access"),
        ("es-419", "Necesitamos acceso a Tiempo en pantalla", "Necesitamos acceso de uso"),
        ("en-XA", "[Ŵé ñééđ Šçŕééñ Ţîɱé åççéšš one two th]", "[Ŵé ñééđ ûšåĝé åççéšš one two]"),
    ]

    static func shown(_ browser: HeadlessBrowser) throws -> String? {
        try PreviewBrowserTests.shownTexts(browser)[key]
    }

    @Test func androidShowsAndroidsCopyInEveryLocale() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        #expect(try browser.evaluate("document.documentElement.getAttribute('data-platform')") == "ios")
        for (locale, ios, android) in Self.expected {
            try PreviewBrowserTests.choose("locale", locale, in: browser)
            try PreviewBrowserTests.choose("platform", "ios", in: browser)
            #expect(try Self.shown(browser) == ios, "ios \(locale)")
            try PreviewBrowserTests.choose("platform", "android", in: browser)
            #expect(try Self.shown(browser) == android, "android \(locale)")
            let page: String = try browser.evaluate(
                "[...document.querySelectorAll('main .phone')].map(p => p.textContent).join('\\n')")
            #expect(!page.contains(ios), "android \(locale) a phone still shows iOS's text")
        }
        // The dialog's variant too, and the icons' Android names with no SF Symbol name beside them.
        try PreviewBrowserTests.choose("locale", "en", in: browser)
        #expect(
            try PreviewBrowserTests.shownTexts(browser)["onboarding.skip-authorization.title"] == "Skip usage access?")
        let hiddenSF: Bool = try browser.evaluate(
            """
            (() => { const i = [...document.querySelectorAll('.phone .icon')].find(i => i.querySelector('code.android'));
                     return getComputedStyle(i.querySelector('.sf-name')).display === 'none'; })()
            """)
        #expect(hiddenSF)
        let _: Bool = try browser.evaluate(
            "(() => { document.getElementById('frame-onboarding/permission-education').scrollIntoView(); return true; })()"
        )
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-android.png"))

        // A reload keeps it (the address); another page of the session too, and back.
        #expect(try browser.evaluate("new URL(location.href).searchParams.get('platform')") == "android")
        let href: String = try browser.evaluate("location.href")
        try browser.open(try #require(URL(string: href)))
        #expect(try browser.evaluate("document.getElementById('platform').value") == "android")
        #expect(try Self.shown(browser) == "We need usage access")
        try browser.open(site.url.appendingPathComponent("growth.html"))
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        #expect(try browser.evaluate("document.getElementById('platform').value") == "android")
        #expect(try Self.shown(browser) == "We need usage access")
    }

    @Test func anAppNotOnAndroidOffersItDisabledWithTheReason() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        for app in ["florafriend", "vegyscan"] {
            var address = URLComponents(
                url: site.url.appendingPathComponent("\(app).html"), resolvingAgainstBaseURL: false)!
            address.queryItems = [URLQueryItem(name: "platform", value: "android")]
            try browser.open(address.url!)
            #expect(try browser.evaluate("document.getElementById('platform').value") == "ios", "\(app)")
            #expect(
                try browser.evaluate("document.querySelector('#platform option[value=android]').disabled") == true,
                "\(app)")
            let reason: String = try browser.evaluate(
                "document.querySelector('#platform option[value=android]').title")
            #expect(reason.contains("is not on Android") && reason.contains("[ios]"), "\(app): \(reason)")
        }
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("vegyscan-platform-disabled.png"))
    }
}
