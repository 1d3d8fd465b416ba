import Foundation

/// Why a release, or a file of it, is not used. A client keeps what it has and reports it.
public enum ReleaseError: Error, Hashable, Sendable, LocalizedError {
    /// A trusted key is not an Ed25519 public key.
    case badKey(String)
    /// `manifest.json.sig` is not the base64 of 64 bytes.
    case malformedSignature
    /// No trusted key made the manifest's signature (a forged, changed or foreign manifest).
    case untrustedSignature
    /// The signed manifest is not a manifest this library reads.
    case malformedManifest(String)
    /// The manifest's `format` is newer than this library reads.
    case unsupportedFormat(Int)
    /// The manifest is another channel's.
    case wrongChannel(expected: String, found: String)
    /// The manifest's sequence is not greater than the last one accepted: a replayed manifest.
    case replayed(sequence: Int, accepted: Int)
    /// The manifest has no content for this app.
    case missingApp(String)
    /// The app's bundle has a `schemaVersion` this library does not read.
    case unsupportedSchemaVersion(Int)
    /// The app's bundle needs a newer runtime than this one.
    case needsNewerRuntime(minimum: String, current: String)
    /// A file's bytes are not those the manifest binds (a changed byte, a truncated body).
    case fileMismatch(path: String)

    public var errorDescription: String? {
        switch self {
        case .badKey(let why): "The release key is unusable: \(why)."
        case .malformedSignature: "The manifest's signature file is not the base64 of a 64-byte Ed25519 signature."
        case .untrustedSignature: "The manifest is not signed by a trusted key."
        case .malformedManifest(let why): "The manifest cannot be read: \(why)."
        case .unsupportedFormat(let format):
            "The manifest has format \(format); this version reads format \(ReleaseManifest.currentFormat)."
        case .wrongChannel(let expected, let found): "The manifest is for channel '\(found)', not '\(expected)'."
        case .replayed(let sequence, let accepted):
            "The manifest has sequence \(sequence), not greater than \(accepted), which was already accepted."
        case .missingApp(let app): "The release has no content for app '\(app)'."
        case .unsupportedSchemaVersion(let version):
            "The release's bundle has schemaVersion \(version), which this runtime does not read."
        case .needsNewerRuntime(let minimum, let current):
            "The release's bundle needs runtime \(minimum) or later; this is \(current)."
        case .fileMismatch(let path): "The file \(path) is not the one the manifest signs."
        }
    }
}
