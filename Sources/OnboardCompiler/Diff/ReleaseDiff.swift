import BundleFormat
import Foundation

/// `onboardc diff` of two release folders (docs/remote-delivery.md): for each channel, what its
/// manifest changes (the sequence, each app's minimum runtime), then each app's bundle and text
/// tables compared as two builds are. The manifests are read, not verified: `onboardc release
/// --check` verifies a release.
enum ReleaseDiff {
    /// Whether `path` is a release folder: one with `channels/`.
    static func isRelease(_ path: String, in source: any DiffSource) throws -> Bool {
        try source.kind(path + "/channels") == .folder
    }

    /// Each channel's manifest in the release folder `path`, and the apps of every channel
    /// (each named `<channel>/<app>` where it was read).
    static func load(_ path: String, from source: any DiffSource) throws -> DiffSide {
        var manifests: [String: ReleaseManifest] = [:]
        var apps: [AppSnapshot] = []
        for channel in try source.list(path + "/channels").sorted() {
            let file = "\(path)/\(ReleaseManifest.path(channel: channel))"
            guard try source.kind(file) == .file else { continue }
            let manifest: ReleaseManifest
            do { manifest = try JSONDecoder().decode(ReleaseManifest.self, from: try source.read(file)) } catch {
                throw DiffFailure("\(source.prefix)\(file): not a release manifest")
            }
            manifests[channel] = manifest
            for id in manifest.apps.keys.sorted() {
                apps.append(try app(id, of: manifest, channel: channel, in: path, from: source))
            }
        }
        guard !manifests.isEmpty else { throw DiffFailure("\(source.prefix)\(path): no channels/*/manifest.json") }
        return DiffSide(layout: .releaseFolder, apps: apps, channels: manifests)
    }

    /// One app of a channel: its bundle, and its text tables read as one catalog.
    static func app(
        _ id: String, of manifest: ReleaseManifest, channel: String, in path: String, from source: any DiffSource
    ) throws -> AppSnapshot {
        let content = manifest.apps[id]!
        var app = try AppSnapshot.load(bundle: "\(path)/\(content.bundle.path)", folder: nil, from: source)
        app.location = "\(source.prefix)\(path)/channels/\(channel)"
        var texts: [String: [String: String]] = [:]
        for locale in content.strings.keys.sorted() {
            let table = "\(path)/\(content.strings[locale]!.path)"
            guard try source.kind(table) == .file else { continue }
            let read = try? StringTables.stringCatalog(source.read(table))
            texts.merge(read?.texts ?? [:]) { first, _ in first }
        }
        app.catalog = StringTables(origin: .stringCatalog, texts: texts)
        app.hasFolder = true
        return app
    }

    /// Channel by channel: a channel on one side only, the sequence, then each app as
    /// output folders are compared, with its minimum runtime; apps named `<channel>/<app>`.
    static func compare(old: DiffSide, new: DiffSide) -> BundleDiff {
        var diffs: [AppDiff] = []
        for channel in Set(old.channels.keys).union(new.channels.keys).sorted() {
            guard let was = old.channels[channel], let now = new.channels[channel] else {
                let kind: BundleChange.Kind = old.channels[channel] == nil ? .added : .removed
                diffs.append(
                    AppDiff(
                        app: channel, old: old.channels[channel] == nil ? nil : channel,
                        new: new.channels[channel] == nil ? nil : channel,
                        changes: [BundleChange(kind, .release, member: "channel \(channel)")], notes: []))
                continue
            }
            var changes: [BundleChange] = []
            if was.sequence != now.sequence {
                changes.append(
                    BundleChange(
                        .changed, .release, member: "sequence", old: "\(was.sequence)", new: "\(now.sequence)",
                        breaking: now.sequence < was.sequence
                            ? "clients that accepted sequence \(was.sequence) refuse this manifest as a replay" : nil))
            }
            diffs.append(AppDiff(app: channel, old: channel, new: channel, changes: changes, notes: []))
            let side = { (side: DiffSide) in
                DiffSide(
                    layout: .outputFolder, apps: side.apps.filter { $0.location.hasSuffix("/channels/\(channel)") })
            }
            // Two output folders always compare.
            for var app in try! BundleComparison.compare(old: side(old), new: side(new)).apps {
                let (before, after) = (was.apps[app.app]?.minimumRuntime, now.apps[app.app]?.minimumRuntime)
                if let before, let after, before != after {
                    app.changes.insert(
                        BundleChange(
                            .changed, .release, member: "minimumRuntime", old: before, new: after,
                            note: "runtimes older than \(after) keep the content they have"), at: 0)
                }
                app.app = "\(channel)/\(app.app)"
                diffs.append(app)
            }
        }
        return BundleDiff(apps: diffs)
    }
}
