import BundleFormat
import Crypto
import Foundation

/// The Ed25519 private key that signs a release (`onboardc release --key`): a PKCS#8 PEM
/// file, as `openssl genpkey -algorithm ed25519` writes it (RFC 8410). Its bytes are read
/// here and nowhere else, and no message, diagnostic or output file ever holds them.
public struct SigningKey: Sendable {
    private let key: Curve25519.Signing.PrivateKey

    /// Why a key file is not a key onboardc signs with: a message and a help text that
    /// hold nothing of the file's content.
    struct Problem: Error, Hashable {
        var message: String
        var help: String
    }

    /// The DER of an Ed25519 `PrivateKeyInfo` (RFC 8410 §7, version 1) before the key's
    /// 32 bytes: what openssl writes.
    static let pkcs8Prefix: [UInt8] = [
        0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
    ]
    /// The same as a `OneAsymmetricKey` of version 2 (RFC 5958), which carries the public key
    /// after the private one: some tools write that.
    static let pkcs8WithPublicKeyPrefix: [UInt8] = [
        0x30, 0x51, 0x02, 0x01, 0x01, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
    ]
    static let publicKeyTag: [UInt8] = [0x81, 0x21, 0x00]
    /// `id-Ed25519`, 1.3.101.112, as DER: how a key of another curve or algorithm is told apart.
    static let ed25519Identifier: [UInt8] = [0x06, 0x03, 0x2b, 0x65, 0x70]

    /// Reads the text of a PEM file holding `-----BEGIN PRIVATE KEY-----`.
    init(pem: String) throws(Problem) {
        let generate = "make one with `openssl genpkey -algorithm ed25519 -out release-key.pem`"
        let lines = pem.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") {
            throw Problem(
                message: "the key is encrypted",
                help: "give onboardc the key unencrypted, from a secret store of your CI")
        }
        if lines.contains("-----BEGIN PUBLIC KEY-----") {
            throw Problem(
                message: "this is a public key; signing needs the private key",
                help: "a public key goes to `--trust` and into the app; `--key` takes the private key")
        }
        guard let begin = lines.firstIndex(of: "-----BEGIN PRIVATE KEY-----"),
            let end = lines[begin...].firstIndex(of: "-----END PRIVATE KEY-----")
        else { throw Problem(message: "not a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)", help: generate) }
        guard let der = Data(base64Encoded: lines[(begin + 1)..<end].joined()).map(Array.init) else {
            throw Problem(message: "the PEM body is not base64", help: generate)
        }
        let seed: ArraySlice<UInt8>
        if der.count == 48, der.starts(with: Self.pkcs8Prefix) {
            seed = der[16...]
        } else if der.count == 83, der.starts(with: Self.pkcs8WithPublicKeyPrefix),
            Array(der[48..<51]) == Self.publicKeyTag
        {
            seed = der[16..<48]
        } else {
            let isEd25519 = der.count > 12 && Array(der[7..<12]) == Self.ed25519Identifier
            throw Problem(
                message: isEd25519 ? "the Ed25519 key is not laid out as RFC 8410 says" : "not an Ed25519 key",
                help: "release manifests are signed with Ed25519 keys: \(generate)")
        }
        do {
            key = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        } catch {
            throw Problem(message: "not an Ed25519 key", help: generate)
        }
        if der.count == 83, Array(der[51...]) != Array(key.publicKey.rawRepresentation) {
            throw Problem(
                message: "the public key in the file is not that of its private key",
                help: "the file is damaged; \(generate)")
        }
    }

    /// The key of the 32 bytes `seed` (RFC 8032's private key).
    init(seed: some ContiguousBytes) throws {
        key = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    }

    /// The key the examples of the release codes are signed with: known to all, trusted by
    /// none but the examples.
    static let example = try! SigningKey(seed: [UInt8](repeating: 7, count: 32))

    /// The key in the file `path`; throws the diagnostic saying why there is none (which
    /// points at the file and holds nothing of its content: the file is never shown).
    public static func load(_ path: String) throws(KeyFileProblem) -> SigningKey {
        let span = SourceSpan.start(of: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeyFileProblem(
                Diagnostic(.releaseBadKey, "cannot read the key file", at: span, help: "check the path of `--key`"))
        }
        do throws(Problem) {
            return try SigningKey(pem: String(decoding: data, as: UTF8.self))
        } catch {
            throw KeyFileProblem(Diagnostic(.releaseBadKey, error.message, at: span, help: error.help))
        }
    }

    /// Whether the file `path` lies in the folder `folder` (or would, once it is made):
    /// a key there would be published with the release.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        return file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The public key as SPKI PEM text, as `openssl pkey -pubout` writes it.
    public var publicKeyPEM: String { publicKey.pem }

    /// The public key's short name (`ReleaseKey.id`), for logs.
    public var keyID: String { publicKey.id }

    /// The public key clients trust, to embed in the app or give to `--trust`.
    var publicKey: ReleaseKey {
        // 32 bytes, always: the initializer cannot fail.
        try! ReleaseKey(rawRepresentation: key.publicKey.rawRepresentation)
    }

    /// The 64-byte Ed25519 signature of `message` (RFC 8032).
    func signature(of message: [UInt8]) throws -> Data {
        try key.signature(for: message)
    }
}

extension SigningKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Only the public key's id: printing, dumping or logging a key never shows its bytes.
    public var description: String { "SigningKey(public key \(keyID))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["publicKeyID": keyID]) }
}

/// A key file onboardc cannot use (`--key`, `--trust`): its `release-bad-key` diagnostic.
public struct KeyFileProblem: Error, Sendable {
    public var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
