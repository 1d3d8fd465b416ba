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
            let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        /// Waits (up to 10 s) for the server to have built `version`.
        func waitFor(version: String) async throws -> Bool {
            for _ in 0..<100 {
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

    /// The server listens on 127.0.0.1 only: not on the machine's other addresses.
    @Test func listensOnLoopbackOnly() async throws {
        let server = try PreviewServer(PreviewServer.Source(paths: ["/nonexistent-\(UUID().uuidString)"], config: nil), port: 0)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        _ = try await server.port()
        #expect(await server.listeningHost() == "127.0.0.1")
    }
}
