import BundleFormat
import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// The preview pages in a real headless Chromium, driven through their own controls: every
/// screen and state of the four seed apps is on the page; the text shown is OnboardKit's for
/// the committed string tables in English, a translation and a pseudo-locale; Arabic runs
/// right to left; the dark switch changes the colours; the page asks the network for nothing
/// and logs no error. Then the flow map's links, a plural's forms, overflow marks, and live
/// reload from `preview --watch`. Screenshots are left in `.build/test-output/PreviewBrowserTests/`
/// (git-ignored) for people to look at.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct PreviewBrowserTests {
    static let apps = ["florafriend", "growth", "pageinstead", "vegyscan"]
    static let output = PackageRoot.appending(".build/test-output/PreviewBrowserTests")

    /// The seed apps' preview, written to a scratch folder as `onboardc preview` writes it.
    static func seedSite() throws -> Scratch {
        let scratch = try Scratch()
        try PreviewFixtures.seeds().write(to: scratch.url)
        return scratch
    }

    /// Chooses `locale` (or `theme`) with the page's own switch, as a reader does.
    static func choose(_ control: String, _ value: String, in browser: HeadlessBrowser) throws {
        let chosen: Bool = try browser.evaluate(
            """
            (() => { const s = document.getElementById('\(control)'); s.value = '\(value)';
                     s.dispatchEvent(new Event('change')); return s.value === '\(value)'; })()
            """)
        #expect(chosen, "\(control) \(value)")
    }

    /// Text id → the text each `data-text` element shows now (one per id; ids with fixed values skipped).
    static func shownTexts(_ browser: HeadlessBrowser) throws -> [String: String] {
        try browser.evaluate(
            """
            (() => { const out = {}; document.querySelectorAll('main > .flow [data-text]').forEach(e => {
                const id = e.getAttribute('data-text'); if (!id.includes('#')) out[id] = e.textContent; }); return out; })()
            """)
    }

    static func committed(_ app: String) throws -> (OnboardingBundle, AppleStringTables) {
        let folder = PackageRoot.url.appendingPathComponent("generated/\(app)")
        return (
            try OnboardingBundle(contentsOf: folder.appendingPathComponent("bundle.json")),
            try AppleStringTables(directories: [
                folder.appendingPathComponent("ios"), folder.appendingPathComponent("ios/debug"),
            ])
        )
    }

    @Test func everyScreenAndStateOfEverySeedAppIsOnThePage() throws {
        let site = try Self.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        for app in Self.apps {
            let (bundle, _) = try Self.committed(app)
            let url = site.url.appendingPathComponent("\(app).html")
            try browser.open(url)
            let frames: [String] = try browser.evaluate(
                "[...document.querySelectorAll('figure.frame')].filter(f => f.getBoundingClientRect().height > 0).map(f => f.dataset.frame)"
            )
            var expected: [String] = []
            for flow in bundle.flows {
                for screen in flow.screens {
                    expected +=
                        [Frame.id(flow: flow.id, screen: screen.id)]
                        + screen.states.map { Frame.id(flow: flow.id, screen: screen.id, state: $0.id) }
                }
                expected += flow.dialogs.map { Frame.id(flow: flow.id, dialog: $0.id) }
            }
            #expect(frames == expected, "\(app)")
            // Each finding is on the page, once.
            let findings: Int = try browser.evaluate("document.querySelectorAll('li.finding').length")
            let compiled = try PreviewFixtures.seeds().diagnostics.filter { $0.span.file.contains("/specs/\(app)") }
                .count
            #expect(findings == compiled, "\(app)")
            try browser.screenshot(to: Self.output.appendingPathComponent("\(app).png"))
        }
        // The pages asked for nothing but themselves, and logged no error.
        let pages = Set(Self.apps.map { site.url.appendingPathComponent("\($0).html").absoluteString })
        let requested = try browser.requestedURLs.filter { !$0.hasPrefix("data:") }
        #expect(Set(requested).isSubset(of: pages), "\(requested)")
        #expect(try browser.consoleMessages.filter { $0.level == "error" || $0.level == "warning" } == [])
    }

    /// English, a translation and a pseudo-locale: every text on the page is OnboardKit's for
    /// the committed bundle and `.lproj` tables.
    @Test func theTextShownIsTheStringTablesInEveryLocale() throws {
        let site = try Self.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        for (app, locales) in [("pageinstead", ["en", "es-419", "en-XA"]), ("vegyscan", ["en", "de", "ar"])] {
            let (bundle, strings) = try Self.committed(app)
            try browser.open(site.url.appendingPathComponent("\(app).html"))
            for locale in locales {
                try Self.choose("locale", locale, in: browser)
                let shown = try Self.shownTexts(browser)
                let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
                #expect(shown.count > 10, "\(app) \(locale)")
                for (key, value) in shown {
                    #expect(value == text(key), "\(app) \(locale) \(key)")
                }
                if locale != "en" {
                    #expect(
                        shown.contains {
                            $0.value != OnboardingText(bundle: bundle, strings: strings, locale: "en")($0.key)
                        },
                        "\(app) \(locale) shows no text of its own")
                }
            }
        }
    }

    @Test func arabicRunsRightToLeft() throws {
        let site = try Self.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("vegyscan.html"))
        let skipOnTheRight = """
            (() => { const b = document.querySelector('.phone .btn-skip'); const p = b.closest('.phone').getBoundingClientRect();
                     const r = b.getBoundingClientRect(); return r.left + r.width / 2 > p.left + p.width / 2; })()
            """
        #expect(try browser.evaluate(skipOnTheRight) == true)
        for locale in ["ar", "ar-XB"] {
            try Self.choose("locale", locale, in: browser)
            let directions: [String] = try browser.evaluate(
                "[...document.querySelectorAll('.phone')].map(p => p.dir + ' ' + getComputedStyle(p).direction + ' ' + p.lang)"
            )
            #expect(!directions.isEmpty && directions.allSatisfy { $0 == "rtl rtl \(locale)" }, "\(locale)")
            // The top bar mirrors: skip moves to the left.
            #expect(try browser.evaluate(skipOnTheRight) == false, "\(locale)")
        }
        try browser.screenshot(to: Self.output.appendingPathComponent("vegyscan-ar.png"))
        try Self.choose("locale", "en", in: browser)
        #expect(try browser.evaluate("document.querySelector('.phone').dir") == "ltr")
    }

    /// The dark switch gives the phone the platform's dark background and a button the theme's dark colour.
    @Test func theDarkSwitchChangesTheColours() throws {
        let site = try Self.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        let colours = """
            (() => { const p = document.querySelector('.phone'); const b = p.querySelector('.btn-primary');
                     return [getComputedStyle(p).backgroundColor, getComputedStyle(b).backgroundColor]; })()
            """
        #expect(try browser.evaluate(colours) == ["rgb(255, 255, 255)", "rgb(0, 122, 255)"])
        try Self.choose("theme", "dark", in: browser)
        // The theme's primary button: `blue`, #007AFF light and #0A84FF dark.
        #expect(try browser.evaluate(colours) == ["rgb(0, 0, 0)", "rgb(10, 132, 255)"])
        try browser.screenshot(to: Self.output.appendingPathComponent("pageinstead-dark.png"))
        // The choice is kept on the next page.
        try browser.open(site.url.appendingPathComponent("vegyscan.html"))
        #expect(try browser.evaluate("document.documentElement.dataset.theme") == "dark")
    }

    @Test func aFlowMapNodeShowsItsScreen() throws {
        let site = try Self.seedSite()
        defer { site.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(site.url.appendingPathComponent("pageinstead.html"))
        try browser.click(#"a.node[data-frame="onboarding/authorization/denied"]"#)
        #expect(try browser.waitUntil("location.hash === '#frame-onboarding/authorization/denied'"))
        let inView: Bool = try browser.evaluate(
            """
            (() => { const r = document.getElementById('frame-onboarding/authorization/denied').getBoundingClientRect();
                     return r.top >= 0 && r.top < innerHeight; })()
            """)
        #expect(inView)
    }

    /// A plural shows the sample's form; a click shows the next, with its own count.
    @Test func aPluralIsFlippedThroughItsForms() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = minimalSpec(
            screen: "body: \"{count, plural, one {# plant needs water} other {# plants need water}}\"",
            top: "samples: { count: 1 }")
        try PreviewFixtures.site([("demo.yaml", spec)]).write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        let body = #"document.querySelector('[data-text="onboarding.welcome.body"]')"#
        #expect(try browser.evaluate("\(body).textContent") == "1 plant needs water")
        #expect(try browser.evaluate("\(body).dataset.category") == "one")
        try browser.click(#"[data-text="onboarding.welcome.body"]"#)
        #expect(try browser.evaluate("\(body).textContent") == "0 plants need water")
        #expect(try browser.evaluate("\(body).dataset.category") == "other")
    }

    /// A label wider than its button, and a screen taller than the phone, are marked and counted.
    @Test func textThatOverflowsIsMarked() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let long = String(repeating: "Continue with everything ", count: 3)
        let spec = minimalSpec(
            screen:
                "primary: { label: \(long), action: complete }\nbody: \(String(repeating: "Lots of words here. ", count: 60))"
        )
        try PreviewFixtures.site([("demo.yaml", spec)]).write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("demo.html"))
        #expect(
            try browser.evaluate("document.querySelector('.btn-primary').classList.contains('overflowing')") == true)
        #expect(try browser.evaluate("document.querySelector('.phone').dataset.overflow") == "content")
        #expect(
            try browser.evaluate("document.getElementById('overflow-count').textContent") == "2 boxes overflow in en")
        try browser.screenshot(to: Self.output.appendingPathComponent("overflow.png"))
        // The short source text fits; its long pseudo-locale does not.
        let fits = minimalSpec(screen: "primary: { label: Continue now, action: complete }")
        try PreviewFixtures.site([("demo.yaml", fits)]).write(to: scratch.url)
        try browser.open(scratch.url.appendingPathComponent("demo.html?locale=en"))
        #expect(try browser.evaluate("document.querySelectorAll('.overflowing').length") == 0)
    }

    /// Chooses `value` in the scenario control of `parameter` (a select or a text field), as a reader does.
    static func set(_ parameter: String, _ value: String, in browser: HeadlessBrowser) throws {
        let set: Bool = try browser.evaluate(
            """
            (() => { const c = document.querySelector('[data-param="\(parameter)"]'); c.value = '\(value)';
                     c.dispatchEvent(new Event(c.tagName === 'SELECT' ? 'change' : 'input')); return c.value === '\(value)'; })()
            """)
        #expect(set, "\(parameter) \(value)")
    }

    /// Stillwater (examples/stillwater.yaml) in the preview, written to a scratch folder.
    static func stillwater() throws -> (Scratch, URL) {
        let scratch = try Scratch()
        try PreviewFixtures.file("examples/stillwater.yaml").write(to: scratch.url)
        return (scratch, scratch.url.appendingPathComponent("stillwater.html"))
    }

    static let welcomeTitle =
        #"document.querySelector('[data-frame="onboarding/welcome"] [data-text="onboarding.welcome.title"]').textContent"#

    /// The variant switcher shows a variant's text where it replaces the spec's, puts the choice
    /// in the address, and a link with the choice opens on it.
    @Test func aVariantShowsItsTexts() throws {
        let (scratch, url) = try Self.stillwater()
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        #expect(try browser.evaluate(Self.welcomeTitle) == "Welcome to Stillwater")
        try Self.set("experiment.welcome-headline", "benefit", in: browser)
        #expect(try browser.evaluate(Self.welcomeTitle) == "Calmer evenings start here")
        // Only the text the variant replaces changes.
        #expect(
            try browser.evaluate(#"document.querySelector('[data-text="onboarding.welcome.body"]').textContent"#)
                == "Short guided sessions for the moments you need a pause.")
        let address: String = try browser.evaluate("location.search")
        #expect(address.contains("experiment.welcome-headline=benefit"), "\(address)")
        // In the pseudo-locale, the variant's text is the variant's own, accented.
        try Self.choose("locale", "en-XA", in: browser)
        let accented: String = try browser.evaluate(
            "onboardcPreview.data.texts['en-XA']['onboarding.welcome.title.welcome-headline.benefit']")
        #expect(accented.hasPrefix("[Çåļɱéŕ éṽéñîñĝš"), "\(accented)")
        #expect(try browser.evaluate(Self.welcomeTitle) == accented)
        try Self.choose("locale", "en", in: browser)
        try browser.screenshot(to: Self.output.appendingPathComponent("stillwater-benefit.png"))
        try Self.set("experiment.welcome-headline", "control", in: browser)
        #expect(try browser.evaluate(Self.welcomeTitle) == "Welcome to Stillwater")
        #expect(try browser.evaluate("location.search.includes('experiment.')") == false)
        // A shared link opens on its variant.
        try browser.open(URL(string: url.absoluteString + "?experiment.welcome-headline=benefit")!)
        #expect(try browser.evaluate(Self.welcomeTitle) == "Calmer evenings start here")
        #expect(
            try browser.evaluate(#"document.querySelector('[data-param="experiment.welcome-headline"]').value"#)
                == "benefit")
        #expect(try browser.consoleMessages.filter { $0.level == "error" || $0.level == "warning" } == [])
    }

    /// The attributes choose the flow a first launch shows, as OnboardKit's audiences do.
    @Test func theAttributesChooseTheLaunchFlow() throws {
        let (scratch, url) = try Self.stillwater()
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        let launch = "document.querySelector('#launch-flow b').textContent"
        let shown = "[...document.querySelectorAll('.audience .decision.is-shown')].map(e => e.dataset.flow)"
        #expect(try browser.evaluate(launch) == "onboarding")
        #expect(try browser.evaluate(shown) == ["onboarding"])
        #expect(
            try browser.evaluate("document.querySelector('#flow-welcome-back .audience code').textContent")
                == "attribute.isReturning")
        try browser.click(#"[data-param="attribute.isReturning"]"#)
        #expect(try browser.evaluate(launch) == "welcome-back")
        #expect(try browser.evaluate(shown) == ["welcome-back"])
        #expect(try browser.evaluate("location.search.includes('attribute.isReturning=true')") == true)
        try browser.screenshot(to: Self.output.appendingPathComponent("stillwater-returning.png"))
        try browser.click(#"[data-param="attribute.isReturning"]"#)
        #expect(try browser.evaluate(launch) == "onboarding")
    }

    /// An answer set on the screen decides where its button leads, as OnboardKit decides.
    @Test func anAnswerChoosesTheBranch() throws {
        let (scratch, url) = try Self.stillwater()
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        let goal = #"figure[data-frame="onboarding/goal"]"#
        let said = "document.querySelector('\(goal) .tap-result').textContent"
        // Unanswered, the required choice holds the button back.
        try browser.click("\(goal) .btn-primary")
        #expect(try browser.evaluate(said) == "“Continue” waits for an answer to goal")
        #expect(try browser.evaluate("location.hash") == "")
        try browser.click("\(goal) [data-option=sleep]")
        #expect(try browser.evaluate("location.search.includes('answer.onboarding.goal=sleep')") == true)
        try browser.click("\(goal) .btn-primary")
        #expect(try browser.evaluate("location.hash") == "#frame-onboarding/sleep-routine")
        #expect(try browser.evaluate(said) == "“Continue” → sleep-routine")
        try browser.click("\(goal) [data-option=focus]")
        #expect(
            try browser.evaluate(
                "[...document.querySelectorAll('\(goal) .option.answered')].map(o => o.dataset.option)")
                == ["focus"])
        try browser.click("\(goal) .btn-primary")
        #expect(try browser.evaluate("location.hash") == "#frame-onboarding/focus-timer")
        _ = try browser.evaluate("document.querySelector('\(goal)').scrollIntoView()", as: JSONValue.self)
        try browser.screenshot(to: Self.output.appendingPathComponent("stillwater-answered.png"))
        // The answer is in the address: a link to it answers it again.
        try browser.open(URL(string: url.absoluteString + "?answer.onboarding.goal=sleep")!)
        try browser.click("\(goal) .btn-primary")
        #expect(try browser.evaluate("location.hash") == "#frame-onboarding/sleep-routine")
    }

    /// A number attribute typed in its field: a value the preview worked out leads where OnboardKit
    /// goes; any other is said not to be worked out, not guessed.
    @Test func aTypedAttributeFollowsItsBranch() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try PreviewFixtures.file("conformance/specs/branching.yaml").write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        let page = scratch.url.appendingPathComponent("branching.html").absoluteString
        try browser.open(URL(string: page + "?attribute.visits=3")!)
        let frame = #"figure[data-frame="tour/focus-reminders"]"#
        let said = "document.querySelector('\(frame) .tap-result').textContent"
        #expect(try browser.evaluate(#"document.querySelector('[data-param="attribute.visits"]').value"#) == "3")
        try browser.click("\(frame) .btn-primary")
        #expect(try browser.evaluate(said) == "“Next” ends the flow: completed, sets seenTour")
        try Self.set("attribute.visits", "2", in: browser)
        try browser.click("\(frame) .btn-primary")
        #expect(try browser.evaluate(said) == "“Next” → welcome-back")
        #expect(try browser.evaluate("location.hash") == "#frame-tour/welcome-back")
        try Self.set("attribute.visits", "7", in: browser)
        try browser.click("\(frame) .btn-primary")
        #expect(
            try browser.evaluate(said)
                == "“Next” not worked out for attribute.visits = “7”: choose a value it suggests")
    }

    /// `preview --watch`: the open page reloads itself with the edited text within seconds (well
    /// under one here, bench/preview-reload times it; the waits allow 30 for a machine busy with
    /// the rest of the suite). The server pushes the build to the page: the page never asks.
    @Test func theWatchedPageReloadsWhenTheSpecChanges() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec(title: "Hello"))
        let server = try PreviewServer(
            PreviewServer.Source(paths: [scratch.url.appendingPathComponent("specs").path], config: nil),
            port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(URL(string: "http://127.0.0.1:\(port)/demo.html")!)
        let title = #"document.querySelector('[data-text="onboarding.welcome.title"]')?.textContent"#
        #expect(try browser.waitUntil("\(title) === 'Hello'", timeout: 30))
        try scratch.write("specs/app.yaml", cliSpec(title: "Welcome aboard"))
        #expect(try browser.waitUntil("\(title) === 'Welcome aboard'", timeout: 30))
        let asked = try browser.requestedURLs.filter { $0.contains("/__preview/") }
        #expect(asked.contains("http://127.0.0.1:\(port)/__preview/events"), "\(asked)")
        #expect(!asked.contains { $0.contains("/__preview/version") }, "\(asked)")
        // A reload keeps the reader's language, even one the address named differently.
        try browser.open(URL(string: "http://127.0.0.1:\(port)/demo.html?locale=en")!)
        try Self.choose("locale", "en-XA", in: browser)
        try scratch.write("specs/app.yaml", cliSpec(title: "Welcome on board"))
        #expect(try browser.waitUntil("(\(title) || '').includes('ƀöåŕđ')", timeout: 30))
        #expect(try browser.evaluate("document.getElementById('locale').value") == "en-XA")
        // A spec that stops decoding: its diagnostics, and the last good preview below them.
        try scratch.write("specs/app.yaml", cliSpec(title: "Welcome aboard", broken: true))
        #expect(
            try browser.waitUntil(
                "document.querySelector('pre.diagnostics')?.textContent.includes('unknown key `colour`')",
                timeout: 30))
        #expect(try browser.evaluate("document.querySelector('details.last-good') !== null") == true)
        try browser.screenshot(to: Self.output.appendingPathComponent("watch-broken.png"))
    }

    /// A new build is swapped into the open page, not reloaded: the page's own state (a value
    /// the test leaves on `window`) survives, and so do the language, the theme and the scroll;
    /// the page's listeners are not doubled (one change of language is one event).
    @Test func theWatchedPageSwapsTheNewBuildInPlace() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec(title: "Hello"))
        let server = try PreviewServer(
            PreviewServer.Source(paths: [scratch.url.appendingPathComponent("specs").path], config: nil),
            port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(URL(string: "http://127.0.0.1:\(port)/demo.html")!)
        let title = #"document.querySelector('[data-text="onboarding.welcome.title"]')?.textContent"#
        #expect(try browser.waitUntil("\(title) === 'Hello'", timeout: 30))
        try Self.choose("locale", "en-XA", in: browser)
        try Self.choose("theme", "dark", in: browser)
        let _: Bool = try browser.evaluate(
            "(() => { window.kept = 'same page'; document.body.style.minHeight = '4000px'; window.scrollTo(0, 300); return true; })()"
        )
        try scratch.write("specs/app.yaml", cliSpec(title: "Welcome on board"))
        #expect(try browser.waitUntil("(\(title) || '').includes('ƀöåŕđ')", timeout: 30))
        #expect(try browser.evaluate("window.kept || 'reloaded'") == "same page")
        #expect(try browser.evaluate("document.getElementById('locale').value") == "en-XA")
        #expect(try browser.evaluate("document.documentElement.dataset.theme") == "dark")
        #expect(try browser.evaluate("window.onboardcPreviewSwap !== undefined") == true)
        // A change of language is handled by the new run's listeners only: it writes the address
        // as often as on a page freshly opened (the old run's scenario listener would write it too).
        let countWrites =
            "(() => { window.writes = 0; const write = history.replaceState.bind(history);"
            + " history.replaceState = (...a) => { window.writes++; return write(...a); }; return true; })()"
        let _: Bool = try browser.evaluate(countWrites)
        try Self.choose("locale", "en", in: browser)
        #expect(try browser.waitUntil("\(title) === 'Welcome on board'", timeout: 5))
        let swappedWrites: Int = try browser.evaluate("window.writes")
        try browser.open(URL(string: "http://127.0.0.1:\(port)/demo.html?locale=en-XA")!)
        #expect(try browser.waitUntil("(\(title) || '').includes('ƀöåŕđ')", timeout: 30))
        let _: Bool = try browser.evaluate(countWrites)
        try Self.choose("locale", "en", in: browser)
        #expect(try browser.evaluate("window.writes") == swappedWrites)
        #expect(swappedWrites > 0)
    }
}
