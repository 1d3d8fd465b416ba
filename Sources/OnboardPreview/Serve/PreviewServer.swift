import FlyingFox
import FlyingSocks
import Foundation
import OnboardCompiler

/// `onboardc preview --watch`: serves the preview on 127.0.0.1 (never another interface),
/// rebuilds it when a spec, translation or configuration file changes, and tells the
/// open pages (they poll `/__preview/version`) to reload. HTTP is FlyingFox's.
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

    /// A server for `source` on `127.0.0.1:port` (0: any free port). Nothing listens before `run`.
    public init(_ source: Source, port: UInt16) throws {
        self.source = source
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
    }

    /// Builds the preview, then serves it and watches the files until the task is cancelled.
    /// `onBuild` is told of each build: its number and the site.
    public func run(onBuild: @escaping @Sendable (Int, PreviewSite) -> Void = { _, _ in }) async throws {
        let state = self.state
        await server.appendRoute("GET /__preview/version") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain", HTTPHeader("Cache-Control"): "no-store"],
                         body: Data(String(await state.version).utf8))
        }
        await server.appendRoute("GET *") { request in
            let name = request.path == "/" ? "index.html" : String(request.path.dropFirst())
            guard let page = await state.site?.pages[name] else {
                return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("No page \(name)\n".utf8))
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8",
                                                          HTTPHeader("Cache-Control"): "no-store"], body: Data(page))
        }
        let first = SourceStamp(source)
        await rebuild(onBuild)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            group.addTask {
                var stamp = first
                while !Task.isCancelled {
                    try await Task.sleep(nanoseconds: 250_000_000)
                    let now = SourceStamp(self.source)
                    if now != stamp {
                        stamp = now
                        await self.rebuild(onBuild)
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// The port the server listens on, once it does.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw CancellationError() }
        return port
    }

    /// The address the server listens on, once it does (`127.0.0.1`).
    public func listeningHost() async -> String? {
        guard case .ip4(let host, _)? = await server.listeningAddress else { return nil }
        return host
    }

    private func rebuild(_ onBuild: @Sendable (Int, PreviewSite) -> Void) async {
        let version = await state.version + 1
        let site: PreviewSite
        var timings = StageTimings()
        do {
            let project = try Project.load(source.paths, config: source.config, limits: source.limits, timings: &timings)
            site = PreviewSite.build(project, liveVersion: String(version), previous: await state.site)
        } catch {
            site = PreviewSite.unloadable(error, liveVersion: String(version), previous: await state.site)
        }
        await state.publish(site, version: version)
        onBuild(version, site)
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

/// What the watched files look like: each file's path, size and modification time. A
/// different stamp means something was saved, added or removed.
struct SourceStamp: Equatable {
    private var files: [String: [Double]] = [:]

    init(_ source: PreviewServer.Source) {
        let manager = FileManager.default
        for path in source.paths + [source.config].compactMap({ $0 }) {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let found = isFolder.boolValue
                ? (manager.enumerator(atPath: path)?.compactMap { $0 as? String }.map { path + "/" + $0 } ?? []) : [path]
            for file in found {
                guard let attributes = try? manager.attributesOfItem(atPath: file),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                files[file] = [(attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
                               Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
            }
        }
    }
}
