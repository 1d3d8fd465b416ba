import Crypto
import Foundation

/// The one definition of what makes a release good (docs/remote-delivery.md, "Signing"): a
/// manifest signed by a trusted key, of a known format and the expected channel, newer than
/// the last one accepted; an app's bundle this runtime plays; files whose bytes hash to what
/// the manifest says. `onboardc release --check` and OnboardKit's bundle store both ask it.
public struct ReleaseVerifier: Sendable {
    public let trusted: [ReleaseKey]

    public init(trusting keys: [ReleaseKey]) {
        trusted = keys
    }

    /// The manifest in `bytes` when `signature` (the text of `manifest.json.sig`) is a trusted
    /// key's signature of exactly those bytes and the manifest is for `channel` with a sequence
    /// greater than `accepted` (nil: none accepted yet).
    public func manifest(
        _ bytes: Data, signature: Data, channel: String, after accepted: Int? = nil
    ) throws(ReleaseError) -> ReleaseManifest {
        let text = String(decoding: signature, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let raw = Data(base64Encoded: text), raw.count == 64 else { throw .malformedSignature }
        guard trusted.contains(where: { $0.isSignature(raw, of: bytes) }) else { throw .untrustedSignature }
        let manifest: ReleaseManifest
        do {
            let format = try JSONDecoder().decode(FormatOnly.self, from: bytes).format
            guard format <= ReleaseManifest.currentFormat else { throw ReleaseError.unsupportedFormat(format) }
            manifest = try JSONDecoder().decode(ReleaseManifest.self, from: bytes)
        } catch let error as ReleaseError {
            throw error
        } catch {
            throw .malformedManifest(String(describing: error))
        }
        guard manifest.channel == channel else { throw .wrongChannel(expected: channel, found: manifest.channel) }
        if let accepted, manifest.sequence <= accepted {
            throw .replayed(sequence: manifest.sequence, accepted: accepted)
        }
        return manifest
    }

    /// `app`'s content in `manifest`, when this runtime (of version `runtime`) plays its bundle.
    public func playable(
        _ app: String, in manifest: ReleaseManifest, runtime: String = RuntimeRelease.current
    ) throws(ReleaseError) -> ReleaseManifest.App {
        guard let content = manifest.apps[app] else { throw .missingApp(app) }
        guard OnboardingBundle.supportedSchemaVersions.contains(content.schemaVersion) else {
            throw .unsupportedSchemaVersion(content.schemaVersion)
        }
        guard RuntimeRelease.satisfies(runtime, minimum: content.minimumRuntime) else {
            throw .needsNewerRuntime(minimum: content.minimumRuntime, current: runtime)
        }
        return content
    }

    /// Throws unless `bytes` are exactly the file the manifest binds.
    public static func check(_ bytes: Data, against file: ReleaseManifest.File) throws(ReleaseError) {
        guard bytes.count == file.bytes, sha256(bytes) == file.sha256 else { throw .fileMismatch(path: file.path) }
    }

    /// Lower-case hex SHA-256: the name and binding of every file of a release.
    public static func sha256(_ bytes: Data) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    private struct FormatOnly: Decodable {
        var format: Int
    }
}
