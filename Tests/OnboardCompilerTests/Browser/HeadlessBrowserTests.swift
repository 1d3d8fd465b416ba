import Foundation
import OnboardCompiler
import Testing

/// The headless-browser harness (Support/HeadlessBrowser.swift, Tests/Browser/driver.py) on
/// tiny pages written to a scratch folder: what it reads, clicks, hears on the console and sees
/// requested is what a real Chromium did. The preview site's tests build on it. Skipped, with
/// the reason, where Chromium, chromedriver or Selenium is missing (scripts/ensure-chromium,
/// which scripts/test runs, installs them). Serialized: one Chromium at a time is plenty on two cores.
@Suite(.serialized, .enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
struct HeadlessBrowserTests {
    /// Writes `html` as `name` in a new scratch folder; returns the folder and the page's URL.
    static func page(_ html: String, name: String = "index.html") throws -> (scratch: Scratch, url: URL) {
        let scratch = try Scratch()
        try scratch.write(name, html)
        return (scratch, scratch.url.appendingPathComponent(name))
    }

    @Test func evaluateReadsTheTextThePageShows() throws {
        let (scratch, url) = try Self.page(
            """
            <!doctype html><style>h1 { text-transform: uppercase } .gone { display: none }</style>
            <h1 id="title">Welcome aboard<span class="gone"> (hidden)</span></h1>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        // innerText is the rendered text: upper-cased by CSS, without what is not displayed.
        #expect(try browser.evaluate("document.getElementById('title').innerText") == "WELCOME ABOARD")
        #expect(try browser.evaluate("document.getElementById('title').textContent") == "Welcome aboard (hidden)")
        let all = try browser.evaluate(
            "({ count: document.querySelectorAll('h1').length, missing: null })", as: JSONValue.self)
        #expect(all == .object(["count": .int(1), "missing": .null]))
    }

    @Test func aClickChangesThePage() throws {
        let (scratch, url) = try Self.page(
            """
            <!doctype html><p id="count">0</p>
            <button id="more" onclick="count.textContent = Number(count.textContent) + 1">More</button>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser(size: .phone)
        defer { browser.close() }
        try browser.open(url)
        try browser.click("#more")
        try browser.click("#more")
        #expect(try browser.evaluate("count.textContent") == "2")
    }

    /// A failing command is an error naming what failed; the browser goes on working.
    @Test func aFailedCommandThrowsAndTheBrowserGoesOn() throws {
        let (scratch, url) = try Self.page("<!doctype html><p id=\"text\">still here</p>")
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        let missing = #expect(throws: HeadlessBrowser.Failure.self) { try browser.click("#nothing") }
        #expect(missing?.description.contains("#nothing") == true, "\(String(describing: missing))")
        let thrown = #expect(throws: HeadlessBrowser.Failure.self) {
            try browser.evaluate("nope.nothing", as: JSONValue.self)
        }
        #expect(thrown?.description.contains("nope is not defined") == true, "\(String(describing: thrown))")
        #expect(throws: HeadlessBrowser.Failure.self) { try browser.evaluate("document.body", as: JSONValue.self) }
        #expect(try browser.evaluate("document.getElementById('text').textContent") == "still here")
    }

    @Test func consoleErrorsAreReported() throws {
        let (scratch, url) = try Self.page(
            """
            <!doctype html><script>console.error("the preview could not load"); console.log("hello")</script>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        let messages = try browser.consoleMessages
        let errors = messages.filter { $0.level == "error" }
        #expect(errors.count == 1, "\(messages)")
        #expect(errors.first?.text.hasSuffix("\"the preview could not load\"") == true, "\(messages)")
        #expect(errors.first?.source == "console-api")
        #expect(messages.contains { $0.level == "info" && $0.text.hasSuffix("\"hello\"") }, "\(messages)")
    }

    /// Requests that leave the page are seen. Port 1 on the loopback address: Chromium refuses
    /// it before connecting (an unsafe port), so nothing leaves this machine.
    @Test func requestsLeavingThePageAreRecorded() throws {
        let (scratch, url) = try Self.page(
            """
            <!doctype html><img src="http://127.0.0.1:1/x.png">
            <script>fetch("http://127.0.0.1:1/x").catch(() => {}).finally(() => { window.fetched = true })</script>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        #expect(try browser.waitUntil("window.fetched === true && document.readyState === 'complete'"))
        let requested = try browser.requestedURLs
        #expect(
            Set(requested) == [url.absoluteString, "http://127.0.0.1:1/x", "http://127.0.0.1:1/x.png"], "\(requested)")
        #expect(
            try browser.consoleMessages.contains { $0.source == "network" && $0.text.hasPrefix("http://127.0.0.1:1/x") }
        )
    }

    /// A page with everything inline asks for nothing but itself and its `data:` image: the
    /// check the preview's "works offline" test needs.
    @Test func aSelfContainedPageRequestsOnlyItself() throws {
        let image = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="
        let (scratch, url) = try Self.page(
            """
            <!doctype html><style>p { color: teal }</style><p>Offline</p><img alt="" src="\(image)">
            <script>document.body.dataset.ready = "yes"</script>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        #expect(try browser.evaluate("document.body.dataset.ready") == "yes")
        let requested = try browser.requestedURLs
        #expect(requested == [url.absoluteString, image], "\(requested)")
    }

    /// The live-reload shape: the page reloads itself every 200 ms; the test changes the file
    /// on disk and waits for the page to show it. A condition that never holds gives false in time.
    @Test func waitUntilSeesAFileChangedOnDisk() throws {
        let html = { (word: String) in
            "<!doctype html><p id=\"word\">\(word)</p><script>setTimeout(() => location.reload(), 200)</script>"
        }
        let (scratch, url) = try Self.page(html("before"))
        defer { scratch.remove() }
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)
        #expect(try browser.waitUntil("document.getElementById('word').textContent === 'before'"))
        try scratch.write("index.html", html("after"))
        #expect(try browser.waitUntil("document.getElementById('word').textContent === 'after'", timeout: 30))
        let started = Date()
        #expect(try !browser.waitUntil("document.title === 'never'", timeout: 0.5))
        #expect(Date().timeIntervalSince(started) >= 0.5)
    }

    /// A page stuck in a loop cannot hang the suite: the call throws once its answer is late,
    /// the driver is killed with its browser, and later calls throw at once.
    @Test func aBrowserThatDoesNotAnswerIsKilled() throws {
        let (scratch, url) = try Self.page("<!doctype html><p>busy</p>")
        defer { scratch.remove() }
        let browser = try HeadlessBrowser(answerTimeout: 2)
        defer { browser.close() }
        try browser.open(url)
        let started = Date()
        let late = #expect(throws: HeadlessBrowser.Failure.self) {
            try browser.evaluate("(() => { while (true) {} })()", as: JSONValue.self)
        }
        #expect(late?.description.contains("did not answer in time") == true, "\(String(describing: late))")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!browser.isRunning)
        #expect(throws: HeadlessBrowser.Failure.self) { try browser.open(url) }
    }

    /// The screenshot is a PNG of exactly the viewport asked for. It is left in
    /// `.build/test-output/` (git-ignored) for a person to look at.
    @Test func aScreenshotIsAPNGOfTheViewport() throws {
        let (scratch, url) = try Self.page(
            """
            <!doctype html><body style="margin: 0; background: #2a6"><h1 style="color: white">Phone</h1>
            """)
        defer { scratch.remove() }
        let browser = try HeadlessBrowser(size: .phone)
        defer { browser.close() }
        try browser.open(url)
        let shot = PackageRoot.appending(".build/test-output/HeadlessBrowserTests/phone.png")
        try? FileManager.default.removeItem(at: shot)
        try browser.screenshot(to: shot)
        let bytes = [UInt8](try Data(contentsOf: shot))
        try #require(bytes.count > 24)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, right after the signature and the chunk header.
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((number(16), number(20)) == (390, 844))
    }
}
