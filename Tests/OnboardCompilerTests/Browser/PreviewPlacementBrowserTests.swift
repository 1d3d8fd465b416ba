import Foundation
import Testing
@testable import OnboardPreview

/// The preview draws buttons where the apps do (docs/client-guide.md, "Placement"): leading
/// is the start side and trailing the end, which mirror in right-to-left languages. VegyScan's
/// seed draws its tutorial's buttons as `[← Back] [Next →]`.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewPlacementBrowserTests {
    /// Whether, in the frame `frame`, the button of slot `first` is left of the button of slot `second`.
    static func isLeft(_ first: String, of second: String, in frame: String, _ browser: HeadlessBrowser) throws -> Bool
    {
        try browser.evaluate(
            """
            (() => { const f = document.getElementById('frame-\(frame)');
                     const a = f.querySelector('.phone .btn-\(first)').getBoundingClientRect();
                     const b = f.querySelector('.phone .btn-\(second)').getBoundingClientRect();
                     return a.right <= b.left; })()
            """)
    }

    @Test func leadingAndTrailingButtonsSitAtTheStartAndTheEnd() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("vegyscan.html"))
        for frame in ["tutorial/vegan-options", "tutorial/privacy-first"] {
            #expect(try Self.isLeft("back", of: "primary", in: frame, browser), "\(frame) en")
        }
        for locale in ["ar", "ar-XB"] {
            try PreviewBrowserTests.choose("locale", locale, in: browser)
            for frame in ["tutorial/vegan-options", "tutorial/privacy-first"] {
                #expect(try Self.isLeft("primary", of: "back", in: frame, browser), "\(frame) \(locale)")
            }
        }
        let _: Bool = try browser.evaluate(
            "(() => { document.getElementById('frame-tutorial/vegan-options').scrollIntoView(); return true; })()")
        try browser.screenshot(
            to: PreviewBrowserTests.output.appendingPathComponent("vegyscan-placement-ar.png"))
    }
}
