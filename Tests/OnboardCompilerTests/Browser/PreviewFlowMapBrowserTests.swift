import Foundation
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// The flow map is legible, measured in Chromium: its boxes follow the flow's order, no edge
/// label overlaps another or a box, every line of a box stays inside it (wrapped, not cut),
/// and a title runs in its locale's direction, so mixed Arabic and Latin read in order.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewFlowMapBrowserTests {
    /// What is wrong with the page's open flow maps, measured: labels overlapping each other or
    /// a box, lines leaving their box or the drawing, boxes out of the frames' order.
    static func problems(_ browser: HeadlessBrowser) throws -> [String] {
        try browser.evaluate(
            """
            (() => {
              const out = [];
              const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
              const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
              document.querySelectorAll('section.flow').forEach(section => {
                const svg = section.querySelector('svg.flow-map'), flow = section.dataset.flow;
                const drawing = svg.getBoundingClientRect();
                const labels = [...svg.querySelectorAll('.edge-label')];
                const nodes = [...svg.querySelectorAll('.node')];
                const rects = nodes.map(n => n.querySelector('rect').getBoundingClientRect());
                labels.forEach((label, i) => {
                  const box = label.getBoundingClientRect();
                  if (!inside(box, drawing)) out.push(`${flow}: label “${label.textContent}” leaves the drawing`);
                  labels.slice(i + 1).forEach(other => {
                    if (overlap(box, other.getBoundingClientRect())) out.push(`${flow}: “${label.textContent}” overlaps “${other.textContent}”`);
                  });
                  rects.forEach((rect, j) => {
                    if (overlap(box, rect)) out.push(`${flow}: “${label.textContent}” overlaps box ${nodes[j].dataset.node}`);
                  });
                });
                nodes.forEach((node, j) => node.querySelectorAll('text').forEach(line => {
                  if (line.closest('[display=none]')) return;
                  if (!inside(line.getBoundingClientRect(), rects[j])) out.push(`${flow}: “${line.textContent}” leaves box ${node.dataset.node}`);
                }));
                const mapped = nodes.filter(n => n.dataset.frame).sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map(n => n.dataset.frame);
                const frames = [...section.querySelectorAll('figure.frame')].map(f => f.dataset.frame).filter(f => mapped.includes(f));
                if (mapped.join() !== frames.join()) out.push(`${flow}: boxes ${mapped} are not in the frames' order ${frames}`);
              });
              return out;
            })()
            """)
    }

    /// Every seed's maps in its source language, a pseudo-locale 40% longer and one right to left.
    @Test(arguments: PreviewBrowserTests.apps)
    func theSeedsMapsAreLegible(app: String) throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("\(app).html"))
        let locales: [String] = try browser.evaluate("onboardcPreview.data.locales.map(l => l.id)")
        for locale in locales where [locales[0], "en-XA", "ar", "ar-XB"].contains(locale) {
            try PreviewBrowserTests.choose("locale", locale, in: browser)
            #expect(try Self.problems(browser) == [], "\(app) \(locale)")
            let _: Bool = try browser.evaluate(
                "(() => { document.querySelector('.flow-map').scrollIntoView(); scrollBy(0, -90); return true; })()")
            try browser.screenshot(
                to: PreviewBrowserTests.output.appendingPathComponent("\(app)-flow-map-\(locale).png"))
        }
        let nodes: Int = try browser.evaluate("document.querySelectorAll('.flow-map .node').length")
        #expect(nodes > 5, "\(app)")
    }

    /// PageInstead's onboarding, nine screens with skips, swipes and a permission's outcomes:
    /// each label is a line of its own, beside its arc; a long title is wrapped.
    @Test func pageInsteadsMapIsLegible() throws {
        let site = try PreviewBrowserTests.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser(size: .init(width: 1280, height: 1000))
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        #expect(try Self.problems(browser) == [])
        let wrapped: [String] = try browser.evaluate(
            """
            [...document.querySelectorAll('#flow-onboarding .flow-map [data-frame="onboarding/authorization/denied"] g.title:not([display]) text')]
              .map(t => t.textContent)
            """)
        #expect(
            wrapped.count == 2 && wrapped.joined(separator: " ").hasPrefix("Oops! We need Screen Time"), "\(wrapped)")
        _ = try browser.evaluate(
            "document.querySelector('#flow-onboarding .flow-map').scrollIntoView()", as: JSONValue.self)
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-flow-map.png"))
        try PreviewBrowserTests.choose("locale", "en-XA", in: browser)
        #expect(try Self.problems(browser) == [])
        try browser.screenshot(to: PreviewBrowserTests.output.appendingPathComponent("pageinstead-flow-map-en-XA.png"))
    }

    /// A title of Arabic words and a Latin name, in `ar`: drawn right to left from the box's
    /// right edge, so the Arabic that comes first is at the right and the name at the left.
    @Test func anArabicTitleRunsRightToLeft() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let arabic = "أهلا بك في PageInstead"
        let translation = SourceFile(
            path: "demo.l10n/ar.yaml", text: "locale: ar\nstrings:\n  onboarding.welcome.title: \"\(arabic)\"\n")
        try PreviewFixtures.site(
            [("demo.yaml", minimalSpec(screen: "primary: { label: Go, action: complete }"))],
            translations: ["demo.yaml": [translation]]
        ).write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        let title = "document.querySelector('.flow-map g.title:not([display]) text')"
        #expect(try browser.evaluate("\(title).textContent") == "Welcome")
        #expect(try browser.evaluate("getComputedStyle(\(title)).direction") == "ltr")
        try PreviewBrowserTests.choose("locale", "ar", in: browser)
        #expect(try browser.evaluate("\(title).textContent") == arabic)
        #expect(try browser.evaluate("getComputedStyle(\(title)).direction") == "rtl")
        let order: [Double] = try browser.evaluate(
            """
            (() => { const t = \(title); const r = t.closest('.node').querySelector('rect').getBoundingClientRect();
                     return [t.getStartPositionOfChar(0).x, t.getStartPositionOfChar(t.textContent.indexOf('P')).x,
                             r.right - t.getBoundingClientRect().right]; })()
            """)
        #expect(order[0] > order[1], "the Arabic is right of the name: \(order)")
        #expect(order[2] < 12, "the title starts at the box's right edge: \(order)")
        #expect(try Self.problems(browser) == [])
    }
}
