import Crypto
import Foundation
import OnboardKit

/// A test-only writer of release folders, as `onboardc release` lays them out
/// (`channels/<channel>/manifest.json` and `.sig`, `bundles/<sha256>.json`,
/// `strings/<sha256>.xcstrings`), signed with a key made from a fixed seed. A fixture
/// builder for OnboardKit's bundle store tests, not a release tool.
public struct ReleaseFixture: Sendable {
    /// The release folder.
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// The signing key made from `seed` (32 times that byte): the same key in every run.
    public static func signer(seed: UInt8) -> Curve25519.Signing.PrivateKey {
        // Thirty-two bytes are always a valid Ed25519 private key.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: Data(repeating: seed, count: 32))
    }

    /// The public key of `signer`, as a client trusts it.
    public static func key(of signer: Curve25519.Signing.PrivateKey) -> ReleaseKey {
        try! ReleaseKey(rawRepresentation: signer.publicKey.rawRepresentation)
    }

    /// Writes a release of `app` on `channel` with `bundle` and one table per locale of
    /// `strings`, signed by `signer`, as the channel's head; returns its manifest.
    @discardableResult
    public func publish(
        sequence: Int, bundle: Data = Self.bundle, strings: [String: Data] = [:], signer: Curve25519.Signing.PrivateKey,
        app: String = "test", channel: String = "production", schemaVersion: Int = 2,
        minimumRuntime: String = RuntimeRelease.current
    ) throws -> ReleaseManifest {
        let bundleFile = try write(bundle, folder: "bundles", extension: "json")
        var tables: [String: ReleaseManifest.File] = [:]
        for (locale, table) in strings {
            tables[locale] = try write(table, folder: "strings", extension: "xcstrings")
        }
        let manifest = ReleaseManifest(
            channel: channel, sequence: sequence,
            apps: [
                app: ReleaseManifest.App(
                    bundle: bundleFile, schemaVersion: schemaVersion, minimumRuntime: minimumRuntime,
                    languages: strings.keys.sorted(), experiments: [], strings: tables)
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let bytes = try encoder.encode(manifest)
        let path = ReleaseManifest.path(channel: channel)
        try put(bytes, at: path)
        try put(Data((try signer.signature(for: bytes).base64EncodedString() + "\n").utf8), at: path + ".sig")
        return manifest
    }

    /// Writes `bytes` at `path` of the release folder.
    public func put(_ bytes: Data, at path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    private func write(_ bytes: Data, folder: String, extension: String) throws -> ReleaseManifest.File {
        let sha = ReleaseVerifier.sha256(bytes)
        let path = "\(folder)/\(sha).\(`extension`)"
        try put(bytes, at: path)
        return ReleaseManifest.File(path: path, sha256: sha, bytes: bytes.count)
    }

    /// A small bundle of app `test`: one first-launch flow of one screen, `welcome`, titled `welcome.title`.
    public static let bundle = Data(
        """
        {"schemaVersion": 2, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
         "locales": ["en", "de"],
         "flows": [{"id": "intro", "trigger": {"kind": "first-launch"},
                    "screens": [{"id": "welcome", "role": "welcome", "titleKey": "welcome.title", "buttons": []}]}]}
        """.utf8)

    /// A String Catalog with `texts` (key → text) in `locale`.
    public static func catalog(_ locale: String, _ texts: [String: String]) -> Data {
        let strings = texts.mapValues { text in
            ["localizations": [locale: ["stringUnit": ["state": "translated", "value": text]]]]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        return try! JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
    }
}

/// Reads a release from a folder on disk (a `file:` release root): for a store that must
/// update without a server.
public struct FolderTransport: ReleaseTransport {
    public init() {}

    public func fetch(_ url: URL, limit: Int, timeout: TimeInterval) async throws -> Data {
        guard let data = try? Data(contentsOf: url) else { throw DeliveryFailure.status(404, path: url.path) }
        guard data.count <= limit else { throw DeliveryFailure.tooLarge(path: url.path, limit: limit) }
        return data
    }
}
