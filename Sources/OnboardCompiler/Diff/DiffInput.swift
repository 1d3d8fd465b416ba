import BundleFormat
import Foundation

/// Read access to a tree of files: the working tree, or (in the command) a git revision.
public protocol DiffSource: Sendable {
    /// Put before a path to show where it was read (`HEAD:`); empty for the working tree.
    var prefix: String { get }
    /// Nil when nothing is at `path`.
    func kind(_ path: String) throws -> DiffEntryKind?
    func read(_ path: String) throws -> Data
    /// The names in a folder.
    func list(_ folder: String) throws -> [String]
}

public enum DiffEntryKind: Sendable { case file, folder }

/// A problem reading one side of a diff (exit 2): a missing path, a file that is not a bundle.
public struct DiffFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }

    static func notABundle(_ why: String) -> DiffFailure { DiffFailure("not a bundle: \(why)") }
    static func notAStringTable(_ why: String) -> DiffFailure { DiffFailure(why) }
}

/// The files on disk.
public struct WorkingTree: DiffSource {
    public init() {}

    public var prefix: String { "" }

    public func kind(_ path: String) throws -> DiffEntryKind? {
        do {
            return try FileSystem.kind(path).map { $0 == .folder ? .folder : .file }
        } catch {
            throw DiffFailure(error.description)
        }
    }

    /// Bundles and string tables are generated, but a pull request can commit anything:
    /// a file over this size is refused unread.
    static let readLimit = 64 * 1_048_576

    public func read(_ path: String) throws -> Data {
        let contents: FileSystem.Contents
        do { contents = try FileSystem.read(path, limit: Self.readLimit) } catch {
            throw DiffFailure(error.description)
        }
        guard case .bytes(let bytes) = contents else {
            throw DiffFailure(
                "\(path): larger than \(Self.readLimit / 1_048_576) MiB, which no bundle or string table is")
        }
        return Data(bytes)
    }

    public func list(_ folder: String) throws -> [String] {
        do { return try FileSystem.list(folder) } catch { throw DiffFailure(error.description) }
    }
}

/// One side of a diff: a bundle file, an app folder, or an output folder of app folders.
public struct DiffSide: Sendable {
    public enum Layout: String, Sendable {
        case bundleFile = "a bundle file", appFolder = "an app folder", outputFolder = "an output folder"
        case releaseFolder = "a release folder"
    }

    public var layout: Layout
    public var apps: [AppSnapshot]
    /// A release folder's manifests, by channel (`ReleaseDiff`); empty for the other layouts.
    public var channels: [String: ReleaseManifest] = [:]

    public static func load(_ path: String, from source: any DiffSource) throws -> DiffSide {
        let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        switch try source.kind(path) {
        case nil:
            throw DiffFailure("\(source.prefix)\(path): no such file or folder")
        case .file:
            return DiffSide(layout: .bundleFile, apps: [try AppSnapshot.load(bundle: path, folder: nil, from: source)])
        case .folder:
            if try ReleaseDiff.isRelease(path, in: source) { return try ReleaseDiff.load(path, from: source) }
            if try source.kind(path + "/" + BundleEmitter.path) == .file {
                return DiffSide(layout: .appFolder, apps: [try AppSnapshot.load(folder: path, from: source)])
            }
            var apps: [AppSnapshot] = []
            for name in try source.list(path).sorted()
            where try source.kind("\(path)/\(name)/\(BundleEmitter.path)") == .file {
                apps.append(try AppSnapshot.load(folder: "\(path)/\(name)", from: source))
            }
            guard !apps.isEmpty else {
                throw DiffFailure("\(source.prefix)\(path): no \(BundleEmitter.path) in the folder or its subfolders")
            }
            return DiffSide(layout: .outputFolder, apps: apps)
        }
    }
}

/// One app's bundle, and its string tables when its folder was given.
public struct AppSnapshot: Sendable {
    /// Where it was read, as shown in reports.
    public var location: String
    public var bundle: BundleSnapshot
    /// Nil when only a bundle file was given, or the folder has no such table.
    public var catalog: StringTables?
    public var android: StringTables?
    public var hasFolder: Bool

    public init(
        location: String, bundle: BundleSnapshot, catalog: StringTables? = nil, android: StringTables? = nil,
        hasFolder: Bool
    ) {
        (self.location, self.bundle, self.hasFolder) = (location, bundle, hasFolder)
        (self.catalog, self.android) = (catalog, android)
    }

    static func load(folder: String, from source: any DiffSource) throws -> AppSnapshot {
        var app = try load(bundle: folder + "/" + BundleEmitter.path, folder: folder, from: source)
        // The catalog the bundle names (`strings.ios`), or where it is by default.
        let catalog = folder + "/" + (app.bundle.model?.strings.ios ?? "ios/\(App.defaultStringTable).xcstrings")
        if try source.kind(catalog) == .file {
            app.catalog = try located(catalog, in: source) { try StringTables.stringCatalog(source.read(catalog)) }
        }
        let res = folder + "/android/res"
        if try source.kind(res) == .folder {
            let sourceLocale = app.bundle.sourceLocale ?? "en"
            var files: [(locale: String, data: Data)] = []
            for name in try source.list(res).sorted() {
                guard let locale = StringTables.androidLocale(folder: name, sourceLocale: sourceLocale),
                    try source.kind("\(res)/\(name)/strings.xml") == .file
                else { continue }
                files.append((locale, try source.read("\(res)/\(name)/strings.xml")))
            }
            if !files.isEmpty { app.android = try located(res, in: source) { try StringTables.android(files) } }
        }
        return app
    }

    static func load(bundle path: String, folder: String?, from source: any DiffSource) throws -> AppSnapshot {
        let bundle = try located(path, in: source) { try BundleSnapshot(json: source.read(path)) }
        return AppSnapshot(location: source.prefix + (folder ?? path), bundle: bundle, hasFolder: folder != nil)
    }

    /// Failures name the file they are about.
    private static func located<T>(_ path: String, in source: any DiffSource, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let failure as DiffFailure {
            let located = failure.description.hasPrefix(source.prefix + path)
            throw located ? failure : DiffFailure("\(source.prefix)\(path): \(failure)")
        }
    }
}
