import Foundation
import OnboardCompiler
import Testing

/// A real headless Chromium for tests that must see a page as a person's browser does (the
/// preview site, live reload). It runs `Tests/Browser/driver.py` (Selenium with Debian's
/// chromium and the system chromedriver; scripts/ensure-chromium installs them) and speaks
/// its line-delimited JSON protocol, so one browser stays open across several steps.
///
/// Every call has a deadline: a driver that does not answer in time is killed with its whole
/// process group (chromedriver and Chromium too) and the call throws, so a hung browser fails
/// one test instead of hanging the suite. Close it with `close()` (deinit does too).
///
///     @Suite(.enabled(if: HeadlessBrowser.unavailable == nil, HeadlessBrowser.skipComment))
final class HeadlessBrowser {
    /// The viewport in CSS pixels (exactly that: the driver overrides Chromium's own window size).
    struct Size: Sendable {
        var width: Int
        var height: Int
        static let phone = Size(width: 390, height: 844)
        static let desktop = Size(width: 1280, height: 800)
    }

    /// A line the page wrote to the console, or one the browser logged (a failed load).
    struct ConsoleMessage: Decodable, Equatable, Sendable {
        /// `error`, `warning`, `info` or `debug` (`console.log` is `info`).
        var level: String
        /// `console-api` for the page's own `console.*` calls, `network` for failed loads, `javascript` for uncaught errors.
        var source: String
        /// Chromium's text: the script's URL and position, then the message in quotes.
        var text: String
    }

    /// A command the driver answered with an error, or a driver that did not answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// nil when the browser tests can run here, else what is missing and how to get it.
    static let unavailable: String? = {
        for tool in ["chromium", "chromedriver", "python3"] where Executables.onPath(tool) == nil {
            return "\(tool) is not installed: run scripts/ensure-chromium"
        }
        let check = Process()
        check.executableURL = Executables.onPath("python3")
        check.arguments = ["-c", "from selenium.webdriver.chrome.service import Service"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "python3 does not start" }
        check.waitUntilExit()
        return check.terminationStatus == 0
            ? nil : "the Python package selenium is missing: run scripts/ensure-chromium"
    }()

    /// `unavailable` as the comment a skipped test shows.
    static var skipComment: Comment { Comment(rawValue: unavailable ?? "") }

    static let driverScript = PackageRoot.appending("Tests/Browser/driver.py")

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The driver's stderr (chromedriver's and Chromium's complaints), quoted when it fails.
    private let log = FileManager.default.temporaryDirectory.appendingPathComponent(
        "headless-browser-\(UUID().uuidString).log")
    private var buffered = Data()
    private var closed = false

    /// The browser's version, as the driver reported it on starting.
    private(set) var version = ""

    /// How long a command may take to answer, in seconds (a wait: this past its own timeout).
    private let answerTimeout: Double

    /// Whether the driver process is still there (false once closed or killed).
    var isRunning: Bool { process.isRunning }

    /// Starts Chromium; throws when it does not come up within `timeout` seconds. A command
    /// that takes longer than `answerTimeout` seconds to answer kills the browser and throws;
    /// the default is past the driver's own 30-second limits on page loads and scripts.
    init(size: Size = .desktop, timeout: Double = 60, answerTimeout: Double = 45) throws {
        self.answerTimeout = answerTimeout
        _ = Self.ignoreBrokenPipes
        process.executableURL = Executables.onPath("python3")
        process.arguments = [Self.driverScript.path, "--size", "\(size.width)x\(size.height)"]
        process.standardInput = input
        process.standardOutput = output
        try Data().write(to: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        struct Started: Decodable { var browser: String }
        do {
            version = try reply(Started.self, timeout: timeout).browser
        } catch {
            kill()
            throw error
        }
    }

    deinit {
        close()
        try? FileManager.default.removeItem(at: log)
    }

    func open(_ url: URL) throws {
        try send(Command(command: "open", url: url.absoluteString))
    }

    /// The value of a JavaScript expression (wrap statements in `(() => { … })()`), decoded from
    /// JSON; `as: JSONValue.self` takes whatever it is.
    func evaluate<T: Decodable>(_ expression: String, as type: T.Type = T.self) throws -> T {
        try send(Command(command: "evaluate", expression: expression), as: type)
    }

    /// Clicks the first element that matches a CSS selector.
    func click(_ selector: String) throws {
        try send(Command(command: "click", selector: selector))
    }

    /// Polls a JavaScript expression until it is truthy (true) or `timeout` seconds pass (false).
    /// A page in the middle of reloading, or one where the expression throws, counts as not yet.
    func waitUntil(_ condition: String, timeout: Double = 5) throws -> Bool {
        struct Waited: Decodable { var satisfied: Bool }
        return try send(Command(command: "wait", expression: condition, timeout: timeout), as: Waited.self).satisfied
    }

    /// A PNG of the viewport.
    func screenshot(to url: URL) throws {
        try send(Command(command: "screenshot", path: url.path))
    }

    /// Everything the console showed since the browser started.
    var consoleMessages: [ConsoleMessage] {
        get throws { try send(Command(command: "console"), as: [ConsoleMessage].self) }
    }

    /// Every URL the page asked for since the browser started, in order: the pages themselves,
    /// `file:` and `data:` ones included (as Chromium's network log has them).
    var requestedURLs: [String] {
        get throws { try send(Command(command: "requests"), as: [String].self) }
    }

    /// Quits the browser, or kills it when it does not quit within a few seconds. Safe to call twice.
    func close() {
        guard !closed else { return }
        if process.isRunning {
            _ = try? send(Command(command: "quit"), as: JSONValue.self, deadline: 10)
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(20_000) }
        }
        kill()
    }

    // MARK: - The protocol

    /// One line to the driver; `timeout` is the wait command's own.
    private struct Command: Encodable {
        var command: String
        var url: String? = nil
        var expression: String? = nil
        var selector: String? = nil
        var path: String? = nil
        var timeout: Double? = nil
    }

    private func send(_ command: Command) throws {
        _ = try send(command, as: JSONValue.self)
    }

    /// Sends a command and decodes its reply's value. `deadline` (seconds) bounds the wait for
    /// the reply: by default `answerTimeout`, and for a wait that plus its own timeout.
    private func send<T: Decodable>(_ command: Command, as type: T.Type, deadline: Double? = nil) throws -> T {
        guard !closed else { throw Failure(description: "the browser is closed") }
        var line = try JSONEncoder().encode(command)
        line.append(UInt8(ascii: "\n"))
        do {
            try input.fileHandleForWriting.write(contentsOf: line)
        } catch {
            kill()
            throw Failure(description: "the browser driver has gone (\(error))\(logTail)")
        }
        return try reply(type, timeout: deadline ?? answerTimeout + (command.timeout ?? 0))
    }

    private struct Reply<Value: Decodable>: Decodable {
        var ok: Bool
        var value: Value?
        var error: String?
    }

    /// Reads the next reply line; kills the driver when none comes within `timeout` seconds.
    private func reply<T: Decodable>(_ type: T.Type, timeout: Double) throws -> T {
        let line = try readLine(deadline: Date().addingTimeInterval(timeout))
        let reply: Reply<T>
        do {
            reply = try JSONDecoder().decode(Reply<T>.self, from: line)
        } catch {
            throw Failure(description: "unexpected reply \(String(decoding: line, as: UTF8.self)): \(error)")
        }
        guard reply.ok else { throw Failure(description: reply.error ?? "the driver reported an error") }
        if let value = reply.value { return value }
        // A null value: fine when T accepts null (JSONValue, an optional).
        return try JSONDecoder().decode(T.self, from: Data("null".utf8))
    }

    private func readLine(deadline: Date) throws -> Data {
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffered[buffered.startIndex..<newline]
                buffered = Data(buffered[buffered.index(after: newline)...])
                return Data(line)
            }
            let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 60_000)))
            guard milliseconds > 0 else {
                kill()
                throw Failure(description: "the browser did not answer in time and was killed\(logTail)")
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, milliseconds) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                kill()
                throw Failure(description: "the browser driver ended\(logTail)")
            }
            buffered.append(contentsOf: chunk[..<count])
        }
    }

    /// Kills the driver's process group: the driver, chromedriver and Chromium.
    private func kill() {
        closed = true
        guard process.processIdentifier > 0 else { return }
        _ = Foundation.kill(-process.processIdentifier, SIGKILL)
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The end of the driver's stderr, for a failure's message.
    private var logTail: String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(15).joined(separator: "\n")
        return lines.isEmpty ? "" : "; its log ends:\n\(lines)"
    }

    /// Writing to a driver that has died must throw, not end the test process with SIGPIPE.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}
