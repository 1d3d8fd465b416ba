import Crypto
import Foundation

/// A public key a client trusts to sign release manifests: Ed25519, written as an SPKI PEM
/// file (`openssl pkey -pubout` of a key from `openssl genpkey -algorithm ed25519`). A client
/// trusts several at once while keys rotate.
public struct ReleaseKey: Hashable, Sendable {
    /// The 32-byte Ed25519 public key.
    public let rawRepresentation: Data

    /// The DER prefix of every Ed25519 SubjectPublicKeyInfo (RFC 8410 §4): the key's 32 bytes follow it.
    static let spkiPrefix: [UInt8] = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]

    public init(rawRepresentation: Data) throws {
        guard rawRepresentation.count == 32 else { throw ReleaseError.badKey("an Ed25519 public key has 32 bytes") }
        self.rawRepresentation = rawRepresentation
    }

    /// Reads `-----BEGIN PUBLIC KEY-----` PEM text holding an Ed25519 SubjectPublicKeyInfo.
    public init(pem: String) throws {
        let lines = pem.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = lines.firstIndex(of: "-----BEGIN PUBLIC KEY-----"),
            let end = lines[begin...].firstIndex(of: "-----END PUBLIC KEY-----")
        else { throw ReleaseError.badKey("not a PEM public key (-----BEGIN PUBLIC KEY-----)") }
        guard let der = Data(base64Encoded: lines[(begin + 1)..<end].joined()) else {
            throw ReleaseError.badKey("the PEM body is not base64")
        }
        guard der.count == Self.spkiPrefix.count + 32, der.starts(with: Self.spkiPrefix) else {
            throw ReleaseError.badKey("not an Ed25519 public key")
        }
        try self.init(rawRepresentation: der.dropFirst(Self.spkiPrefix.count))
    }

    /// The key as SPKI PEM text, as openssl writes it.
    public var pem: String {
        let der = Data(Self.spkiPrefix) + rawRepresentation
        return "-----BEGIN PUBLIC KEY-----\n\(der.base64EncodedString())\n-----END PUBLIC KEY-----\n"
    }

    /// A short name for logs and reports: the first 16 hex digits of the SHA-256 of the raw key.
    public var id: String {
        String(ReleaseVerifier.sha256(rawRepresentation).prefix(16))
    }

    /// Whether `signature` (64 raw bytes) is this key's signature of `message`.
    func isSignature(_ signature: Data, of message: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}
