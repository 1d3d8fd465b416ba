import BundleFormat
import Foundation

/// What `onboardc release` writes into a release folder for one channel: the content files
/// of every app, then the channel's manifest (docs/remote-delivery.md). The same contents
/// and the same previous manifest always give the same bytes.
public struct ReleasePlan: Sendable {
    public var manifest: ReleaseManifest
    /// The manifest as written and signed: sorted keys, two-space indent, a final newline.
    public var manifestBytes: [UInt8]
    /// The content-addressed files, by path in the release folder.
    public var files: [String: [UInt8]]
    /// Whether the manifest is that of the previous release, byte for byte.
    public var isUnchanged: Bool

    /// A lower-case letter or digit, then lower-case letters, digits and `-`: a channel's
    /// name is a folder name and part of every client's configuration.
    public static func isChannelName(_ name: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        return (1...64).contains(name.count) && name.allSatisfy(allowed.contains) && name.first != "-"
    }

    /// The release of `contents` on `channel`. Its sequence is `sequence` when given (it must
    /// be greater than `previous`'s), else `previous`'s when nothing changed, else one more
    /// (1 for a channel's first release).
    public init(
        _ contents: [ReleaseContent], channel: String, sequence: Int? = nil, previous: ReleaseManifest?
    ) throws(ReleaseFailure) {
        var apps: [String: ReleaseManifest.App] = [:]
        var files: [String: [UInt8]] = [:]
        for content in contents {
            guard apps[content.app] == nil else { throw ReleaseFailure("two specs release app `\(content.app)`") }
            let (app, appFiles) = try content.entry()
            apps[content.app] = app
            files.merge(appFiles) { first, _ in first }
        }
        let last = previous?.sequence ?? 0
        if let sequence, sequence <= last {
            throw ReleaseFailure(
                "--sequence \(sequence) is not greater than \(last), the sequence of the channel's current manifest; "
                    + "clients refuse a manifest whose sequence does not grow")
        }
        var manifest = ReleaseManifest(channel: channel, sequence: last, apps: apps)
        let unchanged = sequence == nil && previous == manifest
        if !unchanged { manifest.sequence = sequence ?? last + 1 }
        self.manifest = manifest
        manifestBytes = Self.bytes(of: manifest)
        self.files = files
        isUnchanged = unchanged
    }

    /// The manifest's JSON, as onboardc writes every JSON file.
    static func bytes(of manifest: ReleaseManifest) -> [UInt8] {
        // The manifest's members are strings, numbers, lists and objects: it always encodes.
        try! JSONValueEncoder.encode(manifest).serializedBytes()
    }
}
