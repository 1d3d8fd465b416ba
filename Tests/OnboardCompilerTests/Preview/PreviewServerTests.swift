import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import OnboardPreview

/// `onboardc preview --watch`'s server, over real HTTP on loopback: it serves the pages and
/// the build number, rebuilds when a spec is saved, and shows diagnostics, with the last
/// good preview, when the spec stops decoding.
@Suite struct PreviewServerTests {
    @Test func servesRebuildsOnChangeAndKeepsTheLastGoodPreview() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("app.yaml")
        try cliSpec(title: "Hello").write(to: spec, atomically: true, encoding: .utf8)

        let server = try PreviewServer(PreviewServer.Source(paths: [folder.path], config: nil), port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        func get(_ path: String) async throws -> (status: Int, body: String) {
            let (data, response) = try await URLSession.shared.data(
                from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        /// Waits (up to 30 s, for a machine busy with the rest of the suite) for the server to have built `version`.
        func waitFor(version: String) async throws -> Bool {
            for _ in 0..<300 {
                if try await get("/__preview/version").body == version { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }

        #expect(try await waitFor(version: "1"))
        let index = try await get("/")
        #expect(index.status == 200 && index.body.contains("<a href=\"demo.html\">Demo</a>"))
        let first = try await get("/demo.html")
        #expect(first.body.contains(">Hello</span>") && first.body.contains("data-live-version=\"1\""))
        #expect(try await get("/nothing.html").status == 404)

        try cliSpec(title: "Welcome aboard").write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await waitFor(version: "2"))
        #expect(try await get("/demo.html").body.contains(">Welcome aboard</span>"))

        try cliSpec(title: "Welcome aboard", broken: true).write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await waitFor(version: "3"))
        let broken = try await get("/demo.html").body
        #expect(broken.contains("app.yaml:7:5: error: unknown key `colour`"))
        #expect(broken.contains("<details class=\"last-good\">") && broken.contains(">Welcome aboard</span>"))
    }

    /// Given a spec file, the server still sees its translation files and the configuration
    /// beside it change, and a translation file added.
    @Test func watchesTranslationsAndTheConfigurationBesideASpecFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app.l10n"), withIntermediateDirectories: true)
        let spec = specYAML(
            appKeys: "sourceLocale: en",
            screens: """
                - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
                """)
        try spec.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try translationFile("de", "onboarding.welcome.title: Hallo", "onboarding.welcome.primary: Los")
            .write(to: folder.appendingPathComponent("app.l10n/de.yaml"), atomically: true, encoding: .utf8)

        let server = try PreviewServer(
            PreviewServer.Source(paths: [folder.appendingPathComponent("app.yaml").path], config: nil),
            port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        func page() async throws -> String {
            let url = URL(string: "http://127.0.0.1:\(port)/demo.html")!
            return String(decoding: try await URLSession.shared.data(from: url).0, as: UTF8.self)
        }
        func waitFor(_ text: String) async throws -> Bool {
            for _ in 0..<300 {
                if try await page().contains(text) { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
        #expect(try await waitFor(#""Hallo""#))
        try translationFile("de", "onboarding.welcome.title: Willkommen", "onboarding.welcome.primary: Los")
            .write(to: folder.appendingPathComponent("app.l10n/de.yaml"), atomically: true, encoding: .utf8)
        #expect(try await waitFor(#""Willkommen""#))
        try translationFile("fr", "onboarding.welcome.title: Bonjour", "onboarding.welcome.primary: Allons-y")
            .write(to: folder.appendingPathComponent("app.l10n/fr.yaml"), atomically: true, encoding: .utf8)
        #expect(try await waitFor(#""Bonjour""#))
        // onboardc.yaml created beside the spec is read (here, one with a mistake: its diagnostic shows).
        try "colour: red\n".write(to: folder.appendingPathComponent("onboardc.yaml"), atomically: true, encoding: .utf8)
        #expect(try await waitFor("onboardc.yaml:1:1: error: unknown key `colour`"))
    }

    /// The server listens on 127.0.0.1 only: not on the machine's other addresses.
    @Test func listensOnLoopbackOnly() async throws {
        let server = try PreviewServer(
            PreviewServer.Source(paths: ["/nonexistent-\(UUID().uuidString)"], config: nil), port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        #expect(await server.listeningHost() == "127.0.0.1")
        // A page elsewhere that points its own name at 127.0.0.1 gets nothing.
        func status(host: String) async throws -> Int {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
            request.setValue(host, forHTTPHeaderField: "Host")
            return (try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode ?? 0
        }
        #expect(try await status(host: "attacker.example:\(port)") == 403)
        #expect(try await status(host: "localhost:\(port)") == 200)
    }
}
