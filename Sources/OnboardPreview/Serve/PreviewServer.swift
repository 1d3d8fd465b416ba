import FlyingFox
import FlyingSocks
import Foundation
import OnboardCompiler

/// `onboardc preview --watch`: serves the preview on 127.0.0.1 (never another interface),
/// rebuilds it when a spec, translation or configuration file changes, and tells the
/// open pages to reload: each build's number is pushed to them (`/__preview/events`,
/// Server-Sent Events); `/__preview/version` answers it when asked. HTTP is FlyingFox's.
public final class PreviewServer: Sendable {
    /// What `onboardc preview` was given: spec files or folders, and the configuration.
    public struct Source: Sendable {
        public var paths: [String]
        public var config: String?
        public var limits: ParseLimits

        public init(paths: [String], config: String?, limits: ParseLimits = .default) {
            self.paths = paths
            self.config = config
            self.limits = limits
        }
    }

    private let source: Source
    private let server: HTTPServer
    private let state = PreviewState()
    private let events = BuildEvents()

    /// A server for `source` on `127.0.0.1:port` (0: any free port). Nothing listens before `run`.
    public init(_ source: Source, port: UInt16) throws {
        self.source = source
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
    }

    /// Builds the preview, then serves it and watches the files until the task is cancelled.
    /// `onBuild` is told of each build: its number and the site.
    public func run(onBuild: @escaping @Sendable (Int, PreviewSite) -> Void = { _, _ in }) async throws {
        let state = self.state
        let server = self.server
        /// The port the request came in on (the server listens by then).
        @Sendable func port() async -> UInt16? {
            guard case .ip4(_, let port)? = await server.listeningAddress else { return nil }
            return port
        }
        await server.appendRoute("GET /__preview/version") { request in
            if let refused = Self.refuseForeignHost(request, port: await port()) { return refused }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/plain", HTTPHeader("Cache-Control"): "no-store"],
                body: Data(String(await state.version).utf8))
        }
        let events = self.events
        await server.appendRoute("GET /__preview/events") { request in
            if let refused = Self.refuseForeignHost(request, port: await port()) { return refused }
            return await events.response()
        }
        await server.appendRoute("GET *") { request in
            if let refused = Self.refuseForeignHost(request, port: await port()) { return refused }
            let name = request.path == "/" ? "index.html" : String(request.path.dropFirst())
            guard let page = await state.site?.pages[name] else {
                return HTTPResponse(
                    statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("No page \(name)\n".utf8))
            }
            return HTTPResponse(
                statusCode: .ok,
                headers: [
                    .contentType: "text/html; charset=utf-8",
                    HTTPHeader("Cache-Control"): "no-store",
                ], body: Data(page))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            group.addTask {
                // Built once the port is ours: a port in use fails before anything is built.
                try await self.server.waitUntilListening(timeout: Self.listenTimeout)
                var watched = await self.rebuild(onBuild)
                var stamp = SourceStamp(watched)
                while !Task.isCancelled {
                    try await Task.sleep(nanoseconds: Self.lookEvery)
                    let now = SourceStamp(watched)
                    if now != stamp {
                        watched = await self.rebuild(onBuild)
                        // The files as they were looked at before the build, not after: a save
                        // made while it ran (a page updates at once, and its writer saves again)
                        // is built on the next look. A build that watches other files builds once more.
                        stamp = now
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// A request whose `Host` is not this machine's loopback name: a web page the reader has
    /// open elsewhere that points its own domain at 127.0.0.1 (DNS rebinding) is refused the
    /// unreleased copy.
    private static func refuseForeignHost(_ request: HTTPRequest, port: UInt16?) -> HTTPResponse? {
        let host = request.headers[HTTPHeader("Host")] ?? ""
        let allowed = ["127.0.0.1", "localhost"].flatMap { name in [name] + (port.map { ["\(name):\($0)"] } ?? []) }
        guard !allowed.contains(host.lowercased()) else { return nil }
        return HTTPResponse(
            statusCode: .forbidden, headers: [.contentType: "text/plain"],
            body: Data("This preview answers only to 127.0.0.1 and localhost.\n".utf8))
    }

    /// How often the watched files are looked at, in nanoseconds: a few dozen `stat` calls,
    /// cheap enough to make often, so that a save is seen within 50 ms.
    static let lookEvery: UInt64 = 50_000_000

    /// How long binding the port may take before the server gives up: a guard against a hang,
    /// generous for a machine under load (binding takes milliseconds).
    static let listenTimeout: TimeInterval = 60

    /// The port the server listens on, once it does.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: Self.listenTimeout)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw CancellationError() }
        return port
    }

    /// The address the server listens on, once it does (`127.0.0.1`).
    public func listeningHost() async -> String? {
        guard case .ip4(let host, _)? = await server.listeningAddress else { return nil }
        return host
    }

    /// Builds the site anew and publishes it; returns what to watch for the next build.
    private func rebuild(_ onBuild: @Sendable (Int, PreviewSite) -> Void) async -> WatchList {
        let version = await state.version + 1
        let site: PreviewSite
        let watched: WatchList
        var timings = StageTimings()
        do {
            let project = try Project.load(
                source.paths, config: source.config, limits: source.limits, timings: &timings)
            site = try PreviewSite.build(
                project, liveVersion: String(version), previous: await state.site, timings: &timings)
            watched = WatchList(paths: source.paths, config: source.config, read: project.files)
        } catch {
            site = PreviewSite.unloadable(error, liveVersion: String(version), previous: await state.site)
            watched = WatchList(paths: source.paths, config: source.config, read: [])
        }
        await state.publish(site, version: version)
        await events.publish(version)
        onBuild(version, site)
        return watched
    }
}

/// The site being served and its build number.
private actor PreviewState {
    private(set) var site: PreviewSite?
    private(set) var version = 0

    func publish(_ site: PreviewSite, version: Int) {
        self.site = site
        self.version = version
    }
}
