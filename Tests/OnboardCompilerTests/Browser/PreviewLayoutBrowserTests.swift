import Foundation
import Testing
@testable import OnboardPreview

/// The preview lays out what the platforms lay out for themselves: an alert's two buttons sit
/// side by side when both fit, and stack otherwise; with that, the seeds' English text fits
/// everywhere, so the overflow counter means something when it is not zero.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewLayoutBrowserTests {
    /// What overflows on the page now: each marked box's text, and the counter's words.
    static func overflowing(_ browser: HeadlessBrowser) throws -> [String] {
        try browser.evaluate(
            """
            [...document.querySelectorAll('.overflowing')].map(e => e.textContent)
              .concat([...document.querySelectorAll('[data-overflow=content]')].map(p => 'content of ' + p.closest('figure').dataset.frame))
              .concat([document.getElementById('overflow-count').textContent].filter(t => t))
            """)
    }

    @Test(arguments: PreviewBrowserTests.apps)
    func theSeedsInEnglishOverflowNowhere(app: String) throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("\(app).html"))
        #expect(try Self.overflowing(browser) == [], "\(app)")
    }

    /// `stacked` rows of the dialogs of frame `frame`, one Boolean per dialog.
    static func stacked(in browser: HeadlessBrowser) throws -> [Bool] {
        try browser.evaluate(
            "[...document.querySelectorAll('.dialog-buttons')].map(r => r.classList.contains('stacked'))")
    }

    @Test func alertButtonsStackOnlyWhenTheyDoNotFitSideBySide() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("vegyscan.html"))
        let english = try Self.stacked(in: browser)
        #expect(!english.isEmpty && english.allSatisfy { !$0 })
        // The pseudo-locale lengthens every text by a third and more: "Skip Tutorial" no longer
        // fits half an alert, so the buttons stack (cancel below, as on iOS), and fit.
        try PreviewBrowserTests.choose("locale", "en-XA", in: browser)
        let pseudo = try Self.stacked(in: browser)
        #expect(!pseudo.isEmpty && pseudo.allSatisfy { $0 })
        let cancelBelow: Bool = try browser.evaluate(
            """
            [...document.querySelectorAll('.dialog-buttons')].every(r =>
              r.querySelector('.btn-cancel').getBoundingClientRect().top >= r.querySelector('.btn-confirm').getBoundingClientRect().bottom)
            """)
        #expect(cancelBelow)
        #expect(try browser.evaluate("document.querySelectorAll('.dialog-buttons .overflowing').length") == 0)
    }
}

extension PreviewLayoutBrowserTests {
    /// Findings can be taken off the screens (the list under each frame stays), and the choice
    /// is in the address, so a link shows the screens without them.
    @Test func theFindingsSwitchHidesThePinsOnTheScreens() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        let shown = """
            [[...document.querySelectorAll('.phone .pin')].filter(p => p.getClientRects().length > 0).length,
             [...document.querySelectorAll('.phone [data-finding]')].filter(e => getComputedStyle(e).outlineStyle !== 'none').length,
             [...document.querySelectorAll('.findings .pin')].filter(p => p.getClientRects().length > 0).length]
            """
        let before: [Int] = try browser.evaluate(shown)
        #expect(before.allSatisfy { $0 > 0 }, "\(before)")
        let unticked: Bool = try browser.evaluate(
            """
            (() => { const b = document.getElementById('pins'); b.checked = false;
                     b.dispatchEvent(new Event('change')); return location.search.includes('pins=off'); })()
            """)
        #expect(unticked)
        let after: [Int] = try browser.evaluate(shown)
        #expect(after == [0, 0, before[2]])
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-without-pins.png"))
    }
}
