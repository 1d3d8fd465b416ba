import Foundation
import OnboardCompiler

/// `onboardc preview`: a static site with one page per app (`<app>.html`) and an index,
/// that works from `file://` with no network. Each page renders what the app's clients
/// get — the compiled bundle and string tables, read back through OnboardKit — with the
/// spec's findings pinned to the screens they concern.
public struct PreviewSite: Sendable {
    /// File name → contents: `index.html` and one page per app.
    public let pages: [String: [UInt8]]
    /// Per page, whether its spec built (a page for a spec that did not shows its diagnostics).
    public let built: [String: Bool]
    /// The diagnostics of every spec, for the command's report.
    public let diagnostics: [Diagnostic]
    /// Per page, the last spec that built, kept for the next build of a watched project.
    let lastGood: [String: BuiltAppBox]
    /// Spec path → its page, kept so that a spec that stops decoding keeps its page.
    var pageOfSpec: [String: String] = [:]

    /// Builds every spec of `project`. `liveVersion`: the pages are served by `preview
    /// --watch` and reload when the server has a newer version. `previous`: the last site
    /// of the same project; a spec that stops building keeps its last good preview below
    /// its diagnostics.
    public static func build(_ project: Project, liveVersion: String? = nil, previous: PreviewSite? = nil) -> PreviewSite {
        let apps = PreviewCompile.compile(project)
        let page = AppPage(sources: Dictionary(project.sources.map { ($0.path, $0) }) { first, _ in first },
                           liveVersion: liveVersion)
        var pages: [String: [UInt8]] = [:]
        var built: [String: Bool] = [:]
        var lastGood = previous?.lastGood ?? [:]
        var pageOfSpec: [String: String] = [:]
        for (spec, app) in zip(project.specs, apps) {
            // A spec that stops decoding has no app id: its page keeps the name it had.
            let name = app.isBuilt ? app.pageName + ".html" : previous?.pageOfSpec[spec.path] ?? app.pageName + ".html"
            pageOfSpec[spec.path] = name
            switch app {
            case .built(let app):
                pages[name] = Array(page.render(app).utf8)
                lastGood[name] = BuiltAppBox(app: app)
                built[name] = true
            case .failed(let failed):
                pages[name] = Array(page.render(failed, lastGood: lastGood[name]?.app).utf8)
                built[name] = false
            }
        }
        pages["index.html"] = Array(IndexPage.render(apps, page: page).utf8)
        return PreviewSite(pages: pages, built: built, diagnostics: project.configDiagnostics + apps.flatMap(\.diagnostics),
                           lastGood: lastGood, pageOfSpec: pageOfSpec)
    }

    /// The site when the files cannot be read at all (a folder was removed, say): every
    /// page of `previous` says why, above its last good preview.
    static func unloadable(_ error: any Error, liveVersion: String?, previous: PreviewSite?) -> PreviewSite {
        let page = AppPage(sources: [:], liveVersion: liveVersion)
        let lastGood = previous?.lastGood ?? [:]
        let problem = "The specs could not be read: \(error)"
        var pages: [String: [UInt8]] = [:]
        for name in Set(lastGood.keys).union(previous.map { Array($0.built.keys) } ?? []).sorted() {
            let title = lastGood[name]?.app.bundle.app.name ?? String(name.dropLast(".html".count))
            pages[name] = Array(page.render(FailedApp(name: name, title: title, diagnostics: [], problem: problem),
                                            lastGood: lastGood[name]?.app).utf8)
        }
        let failed = FailedApp(name: "index", title: "Onboarding previews", diagnostics: [], problem: problem)
        pages["index.html"] = Array(page.render(failed, lastGood: nil).utf8)
        return PreviewSite(pages: pages, built: pages.keys.filter { $0 != "index.html" }.reduce(into: [:]) { $0[$1] = false },
                           diagnostics: [], lastGood: lastGood, pageOfSpec: previous?.pageOfSpec ?? [:])
    }

    /// Writes the pages into `directory` (made if needed), each replaced whole; pages an
    /// earlier preview wrote there for specs that are gone are removed.
    public func write(to directory: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        let marker = directory.appendingPathComponent(Self.marker)
        if files.fileExists(atPath: marker.path) {
            for name in try files.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix(".html") && pages[name] == nil {
                try files.removeItem(at: directory.appendingPathComponent(name))
            }
        }
        for (name, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            try Data(bytes).write(to: directory.appendingPathComponent(name), options: .atomic)
        }
        try Data("Written by onboardc preview: its .html files are replaced on each run.\n".utf8).write(to: marker, options: .atomic)
    }

    /// The file that marks a folder as the preview's own (its stale pages may be removed).
    static let marker = ".onboardc-preview"
}

/// A built app, kept between builds of a watched project.
struct BuiltAppBox: @unchecked Sendable {
    let app: BuiltApp
}

extension CompiledApp {
    var isBuilt: Bool {
        if case .built = self { return true }
        return false
    }

    var diagnostics: [Diagnostic] {
        switch self {
        case .built(let app): app.diagnostics
        case .failed(let failed): failed.diagnostics
        }
    }
}
