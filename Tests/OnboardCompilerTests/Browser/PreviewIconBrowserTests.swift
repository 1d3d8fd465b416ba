import Foundation
import Testing
@testable import OnboardPreview

/// Icons are real glyphs from the page's own Material Symbols font (docs/preview.md, "Icons"):
/// FloraFriend's paywall close button and feature rows draw ink that the same code point in a
/// system font does not, and a name the font lacks falls back to the neutral ◉ with its name.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewIconBrowserTests {
    /// The icon font is loaded (the page asked the network for nothing: it is a `data:` URL).
    static let fontLoaded = """
        document.fonts.status === 'loaded' && [...document.fonts].some(f =>
            f.family.includes('\(PreviewAssets.iconFamily)') && f.status === 'loaded')
        """

    /// For each glyph under `selector`: its code point, whether `document.fonts.check` finds it in
    /// the icon font, its width over its font size, and whether its ink differs from the same
    /// character drawn in the system's sans-serif (a font without the glyph).
    static func glyphs(_ selector: String, _ browser: HeadlessBrowser) throws -> [Glyph] {
        try browser.evaluate(
            """
            (() => {
              const ink = (font, text) => { const c = document.createElement('canvas'); c.width = c.height = 64;
                const x = c.getContext('2d'); x.font = font; x.fillText(text, 8, 48);
                return Array.from(x.getImageData(0, 0, 64, 64).data.filter((v, i) => i % 4 === 3)); };
              return [...document.querySelectorAll(\(Self.quoted(selector)))].map(g => {
                const style = getComputedStyle(g); const size = parseFloat(style.fontSize);
                const mine = ink(`${size}px ${style.fontFamily}`, g.textContent);
                const other = ink(`${size}px sans-serif`, g.textContent);
                return { codePoint: g.textContent.codePointAt(0), inFont: document.fonts.check(`${size}px ${style.fontFamily}`, g.textContent),
                         widthOverSize: g.getBoundingClientRect().width / size,
                         inked: mine.filter(v => v > 0).length, differs: mine.some((v, i) => v !== other[i]) };
              });
            })()
            """)
    }

    struct Glyph: Decodable {
        var codePoint: UInt32
        var inFont: Bool
        var widthOverSize: Double
        var inked: Int
        var differs: Bool
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    @Test func floraFriendsPaywallDrawsRealGlyphs() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("florafriend.html"))
        #expect(try browser.waitUntil(Self.fontLoaded))
        let frame = #"[id="frame-onboarding/paywall"]"#
        let expected: [(String, String)] = [
            (".btn-close", "close"), (".features li:nth-child(1)", "center_focus_weak"),
            (".features li:nth-child(2)", "forum"), (".features li:nth-child(3)", "medical_services"),
        ]
        // FloraFriend is in English only: its pseudo-locales stand in for Arabic and long text.
        for locale in ["en", "ar-XB", "en-XA"] {
            try PreviewBrowserTests.choose("locale", locale, in: browser)
            for theme in ["light", "dark"] {
                try PreviewBrowserTests.choose("theme", theme, in: browser)
                for (place, name) in expected {
                    let selector = "\(frame) .phone \(place) .icon .glyph.ms"
                    let glyphs = try Self.glyphs(selector, browser)
                    #expect(glyphs.map(\.codePoint) == [IconFont.codePoints[name]], "\(place) \(locale)")
                    for glyph in glyphs {
                        #expect(glyph.inFont && glyph.inked > 20 && glyph.differs, "\(place) \(locale) \(theme)")
                        // Material Symbols glyphs are one em wide.
                        #expect(abs(glyph.widthOverSize - 1) < 0.05, "\(place) \(locale) \(theme)")
                    }
                }
                // The SF Symbol's name is under the glyph, smaller.
                let names: [String] = try browser.evaluate(
                    "[...document.querySelectorAll('\(frame) .phone .features .icon .sf-name')].map(e => e.textContent)"
                )
                #expect(names == ["camera.viewfinder", "bubble.left.and.bubble.right.fill", "cross.case.fill"])
                let smaller: Bool = try browser.evaluate(
                    """
                    (() => { const i = document.querySelector('\(frame) .phone .btn-close .icon');
                             return parseFloat(getComputedStyle(i.querySelector('.sf-name')).fontSize)
                                 < parseFloat(getComputedStyle(i.querySelector('.glyph')).fontSize) / 2; })()
                    """)
                #expect(smaller)
                // No word stands where the close button's X is.
                #expect(
                    try browser.evaluate("document.querySelector('\(frame) .phone .btn-close .glyph').textContent")
                        == "\u{E5CD}")
            }
            let _: Bool = try browser.evaluate(
                "(() => { document.querySelector('\(frame)').scrollIntoView(); return true; })()")
            try browser.screenshot(
                to: PreviewBrowserTests.output.appendingPathComponent("florafriend-paywall-icons-\(locale)-dark.png"))
            try PreviewBrowserTests.choose("theme", "light", in: browser)
        }
        #expect(try browser.requestedURLs.allSatisfy { $0.hasPrefix("file:") || $0.hasPrefix("data:") })
        #expect(try browser.consoleMessages.filter { $0.level == "error" || $0.level == "warning" } == [])
    }

    /// PageInstead's spec names an Android icon beside every SF Symbol: those are drawn; and in
    /// a spec whose icon the font lacks, the neutral ◉ and the name stand in, visibly.
    @Test func anIconTheFontLacksFallsBackVisibly() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        #expect(try browser.waitUntil(Self.fontLoaded))
        let drawn: [String] = try browser.evaluate(
            "[...document.querySelectorAll('#flow-onboarding .phone .visual .icon')].map(i => i.dataset.glyph || 'fallback')"
        )
        #expect(
            drawn == [
                "menu_book", "sync", "lightbulb", "local_fire_department", "auto_awesome", "shield_lock", "apps",
                "check_circle",
            ])
        #expect(try Self.glyphs("#flow-onboarding .phone .visual .glyph.ms", browser).allSatisfy(\.differs))

        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = minimalSpec(screen: "icon: { name: pawprint.fill, android: pets, decorative: true }")
        try PreviewFixtures.site([("demo.yaml", spec)]).write(to: scratch.url)
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        let fallback: [String] = try browser.evaluate(
            """
            (() => { const i = document.querySelector('.phone .visual .icon');
                     return [i.className, i.querySelector('.glyph').textContent, i.querySelector('.sf-name').textContent,
                             i.querySelector('.android').textContent, String(i.querySelector('.glyph').getBoundingClientRect().width > 20),
                             i.title]; })()
            """)
        #expect(
            fallback == [
                "icon fallback", "◉", "pawprint.fill", "pets", "true",
                "SF Symbol pawprint.fill: no glyph for it in the preview's icon font",
            ])
        #expect(try browser.evaluate("document.querySelectorAll('.glyph.ms').length") == 0)
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("icon-fallback.png"))
    }
}
