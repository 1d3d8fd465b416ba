import BundleFormat
import Foundation

/// One app's files in a release before they are named: its `bundle.json`, exactly as
/// `onboardc build` writes it, and one String Catalog per language it ships
/// (docs/remote-delivery.md, "Layout").
public struct ReleaseContent: Sendable, Hashable {
    public var app: String
    public var bundle: [UInt8]
    /// Locale → a String Catalog holding that one language (the source language's texts for
    /// the source locale), which BundleFormat's `StringCatalog` reads.
    public var tables: [String: [UInt8]]

    public init(app: String, bundle: [UInt8], tables: [String: [UInt8]]) {
        self.app = app
        self.bundle = bundle
        self.tables = tables
    }

    /// Where a file lies in a release: named by the SHA-256 of its bytes, so it never changes
    /// and is cached for ever. The hash is the one `ReleaseVerifier` checks it by.
    static func file(_ bytes: [UInt8], folder: String, suffix: String) -> ReleaseManifest.File {
        let hash = ReleaseVerifier.sha256(Data(bytes))
        return ReleaseManifest.File(path: "\(folder)/\(hash).\(suffix)", sha256: hash, bytes: bytes.count)
    }

    /// The app's entry of a manifest and the files it lists, by path. The bundle is decoded
    /// as OnboardKit decodes it: its schemaVersion, languages and experiments are what the
    /// manifest says of it.
    func entry() throws(ReleaseFailure) -> (app: ReleaseManifest.App, files: [String: [UInt8]]) {
        let decoded: OnboardingBundle
        do {
            decoded = try OnboardingBundle(data: Data(bundle))
        } catch {
            throw ReleaseFailure("the bundle of app `\(app)` does not decode: \(error)")
        }
        guard let minimum = RuntimeRelease.minimum(forSchemaVersion: decoded.schemaVersion) else {
            throw ReleaseFailure(
                "the bundle of app `\(app)` has schemaVersion \(decoded.schemaVersion), which no runtime release reads")
        }
        let bundleFile = Self.file(bundle, folder: "bundles", suffix: "json")
        var files = [bundleFile.path: bundle]
        var strings: [String: ReleaseManifest.File] = [:]
        for (locale, table) in tables {
            let file = Self.file(table, folder: "strings", suffix: "xcstrings")
            strings[locale] = file
            files[file.path] = table
        }
        let app = ReleaseManifest.App(
            bundle: bundleFile, schemaVersion: decoded.schemaVersion, minimumRuntime: minimum,
            languages: decoded.locales, experiments: decoded.experiments.map(\.id).sorted(), strings: strings)
        return (app, files)
    }
}

/// Why a release cannot be written or read (exit status 2): an unreadable or foreign
/// folder, a sequence that does not grow, a file that cannot be written.
public struct ReleaseFailure: Error, CustomStringConvertible, Hashable, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
