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
    /// Every file read (specs, translations, the configuration): the diagnostics point into them.
    public let sources: [SourceFile]
    /// Per page, the last spec that built, kept for the next build of a watched project.
    let lastGood: [String: BuiltApp]
    /// Spec path → its page, kept so that a spec that stops decoding keeps its page.
    var pageOfSpec: [String: String] = [:]

    /// Builds every spec of `project`. `liveVersion`: the pages are served by `preview
    /// --watch` and reload when the server has a newer version. `previous`: the last site
    /// of the same project; a spec that stops building keeps its last good preview below
    /// its diagnostics. Throws when a file found readable can no longer be read.
    public static func build(
        _ project: Project, liveVersion: String? = nil, previous: PreviewSite? = nil, timings: inout StageTimings
    ) throws(FileError) -> PreviewSite {
        let compiled = try PreviewCompile.compile(project, timings: &timings)
        let apps = compiled.apps.map(\.app)
        let page = AppPage(
            sources: Dictionary(compiled.sources.map { ($0.path, $0) }) { first, _ in first },
            liveVersion: liveVersion, preview: project.options.config.preview)
        var pages: [String: [UInt8]] = [:]
        var built: [String: Bool] = [:]
        var lastGood = previous?.lastGood ?? [:]
        var pageOfSpec: [String: String] = [:]
        var listed: [(page: String, app: CompiledApp)] = []
        for (spec, app) in compiled.apps {
            // A spec that stops decoding has no app id: its page keeps the name it had.
            let wanted =
                app.isBuilt
                ? app.pageName
                : previous?.pageOfSpec[spec].map { String($0.dropLast(".html".count)) } ?? app.pageName
            // `index` is the index's; a name already taken (a spec file named as another app) gets a number.
            var base = wanted
            var number = 1
            while base == "index" || pages[base + ".html"] != nil {
                number += 1
                base = "\(wanted)-\(number)"
            }
            let name = base + ".html"
            pageOfSpec[spec] = name
            listed.append((name, app))
            switch app {
            case .built(let app):
                pages[name] = Array(page.render(app).utf8)
                lastGood[name] = app
                built[name] = true
            case .failed(let failed):
                pages[name] = Array(page.render(failed, lastGood: lastGood[name]).utf8)
                built[name] = false
            }
        }
        pages["index.html"] = Array(IndexPage.render(listed, page: page).utf8)
        return PreviewSite(
            pages: pages, built: built,
            diagnostics: project.configDiagnostics + priceWarnings(project, apps) + apps.flatMap(\.diagnostics),
            sources: compiled.sources, lastGood: lastGood, pageOfSpec: pageOfSpec)
    }

    /// `preview: prices:` products that no plan sells, once every spec decoded (a spec
    /// that does not may sell them).
    private static func priceWarnings(_ project: Project, _ apps: [CompiledApp]) -> [Diagnostic] {
        let specs = apps.compactMap { app in
            if case .built(let built) = app { built.spec } else { nil }
        }
        guard specs.count == apps.count else { return [] }
        return project.options.config.preview.unknownProducts(in: specs)
    }

    /// The site when the files cannot be read at all (a folder was removed, say): every
    /// page of `previous` says why, above its last good preview.
    static func unloadable(_ error: any Error, liveVersion: String?, previous: PreviewSite?) -> PreviewSite {
        let page = AppPage(sources: [:], liveVersion: liveVersion)
        let lastGood = previous?.lastGood ?? [:]
        let problem = "The specs could not be read: \(error)"
        var pages: [String: [UInt8]] = [:]
        for name in Set(lastGood.keys).union(previous.map { Array($0.built.keys) } ?? []).sorted() {
            let title = lastGood[name]?.bundle.app.name ?? String(name.dropLast(".html".count))
            pages[name] = Array(
                page.render(
                    FailedApp(name: name, title: title, diagnostics: [], problem: problem),
                    lastGood: lastGood[name]
                ).utf8)
        }
        let failed = FailedApp(name: "index", title: "Onboarding previews", diagnostics: [], problem: problem)
        pages["index.html"] = Array(page.render(failed, lastGood: nil).utf8)
        return PreviewSite(
            pages: pages, built: pages.keys.filter { $0 != "index.html" }.reduce(into: [:]) { $0[$1] = false },
            diagnostics: [], sources: [], lastGood: lastGood, pageOfSpec: previous?.pageOfSpec ?? [:])
    }

    /// Writes the pages into `directory` (made if needed), each replaced whole. The folder
    /// must be new, empty or one this command wrote: its marker file lists the pages it
    /// wrote, and those of them that are gone now (a removed spec's) are removed; nothing
    /// else in the folder is touched.
    public func write(to directory: URL) throws {
        let files = FileManager.default
        let marker = directory.appendingPathComponent(Self.marker)
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: directory.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw PreviewWriteError.notAFolder(directory.path) }
            let existing = try files.contentsOfDirectory(atPath: directory.path)
            guard existing.isEmpty || existing.contains(Self.marker) else {
                throw PreviewWriteError.notAPreviewFolder(directory.path)
            }
        }
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        let written =
            (try? String(contentsOf: marker, encoding: .utf8))?.split(separator: "\n").dropFirst().map(String.init)
            ?? []
        for name in written where pages[name] == nil && !name.contains("/") && name.hasSuffix(".html") {
            try? files.removeItem(at: directory.appendingPathComponent(name))
        }
        for (name, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            try Data(bytes).write(to: directory.appendingPathComponent(name), options: .atomic)
        }
        let list =
            "Written by onboardc preview, which replaces these pages on each run:\n"
            + pages.keys.sorted().map { $0 + "\n" }.joined()
        try Data(list.utf8).write(to: marker, options: .atomic)
    }

    /// The file that marks a folder as the preview's own (its stale pages may be removed).
    static let marker = ".onboardc-preview"
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

/// Why the preview was not written.
public enum PreviewWriteError: Error, CustomStringConvertible {
    case notAFolder(String)
    /// A folder with files of its own: the preview would overwrite or leave pages among them.
    case notAPreviewFolder(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is a file, not a folder"
        case .notAPreviewFolder(let path):
            "\(path) has files that onboardc preview did not write; give --out a new or empty folder"
        }
    }
}
