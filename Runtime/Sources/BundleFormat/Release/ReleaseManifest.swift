import Foundation

/// A release channel's `manifest.json` (docs/remote-delivery.md): for each app, the bundle
/// to play and the text tables that travel with it, each file bound by its SHA-256. It is
/// signed as written (`manifest.json.sig`, docs/remote-delivery.md), so it is decoded only after its signature is
/// verified, and never re-encoded to be checked.
///
/// `onboardc release` writes it; OnboardKit's bundle store and `onboardc release --check`
/// read it with ``ReleaseVerifier``, the one definition of what makes a release good.
public struct ReleaseManifest: Codable, Hashable, Sendable {
    /// The manifest format this library reads and writes.
    public static let currentFormat = 1

    /// The manifest format; a reader refuses a format it does not know.
    public var format: Int
    /// The channel this manifest is the head of (`production`, `beta`): a manifest fetched
    /// for another channel is refused.
    public var channel: String
    /// Grows with every release of the channel. A client refuses a manifest whose sequence is
    /// not greater than that of the last one it accepted (a replayed older manifest).
    public var sequence: Int
    /// The apps of the release, by app id.
    public var apps: [String: App]

    public init(format: Int = Self.currentFormat, channel: String, sequence: Int, apps: [String: App]) {
        self.format = format
        self.channel = channel
        self.sequence = sequence
        self.apps = apps
    }

    /// One app's content in a release.
    public struct App: Codable, Hashable, Sendable {
        /// The bundle (`bundles/<sha256>.json`).
        public var bundle: File
        /// The bundle's `schemaVersion`: a client that does not read it keeps what it has.
        public var schemaVersion: Int
        /// The oldest runtime that plays the bundle, computed from what it uses
        /// (``RuntimeRelease/minimum(forSchemaVersion:)``).
        public var minimumRuntime: String
        /// The locales the bundle ships, as the spec names them.
        public var languages: [String]
        /// The ids of the bundle's experiments, sorted.
        public var experiments: [String]
        /// Locale → the text table of that language (`strings/<sha256>.xcstrings`, a String
        /// Catalog with that one language), which a client reads before its own tables.
        public var strings: [String: File]

        public init(
            bundle: File, schemaVersion: Int, minimumRuntime: String, languages: [String], experiments: [String],
            strings: [String: File]
        ) {
            self.bundle = bundle
            self.schemaVersion = schemaVersion
            self.minimumRuntime = minimumRuntime
            self.languages = languages
            self.experiments = experiments
            self.strings = strings
        }

        /// Every file the app's content needs: its bundle, then its tables by locale.
        public var files: [File] {
            [bundle] + strings.keys.sorted().compactMap { strings[$0] }
        }
    }

    /// A file of the release, named by its content.
    public struct File: Codable, Hashable, Sendable {
        /// Relative to the release's root, `/`-separated: `bundles/<sha256>.json`.
        public var path: String
        /// The lower-case hex SHA-256 of the file's bytes.
        public var sha256: String
        /// The file's length in bytes: a download longer than this is cut off, not read on.
        public var bytes: Int

        public init(path: String, sha256: String, bytes: Int) {
            self.path = path
            self.sha256 = sha256
            self.bytes = bytes
        }
    }
}

extension ReleaseManifest {
    /// Where a channel's manifest lies in a release folder; its signature is beside it, with
    /// `.sig` appended.
    public static func path(channel: String) -> String { "channels/\(channel)/manifest.json" }

    /// The signature file of a manifest at `path`.
    public static func signaturePath(_ path: String) -> String { path + ".sig" }
}
