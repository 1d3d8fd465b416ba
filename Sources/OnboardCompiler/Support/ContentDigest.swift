import Crypto

/// SHA-256 in lowercase hex, from swift-crypto: a bundle's `contentHash` and a
/// SARIF finding's fingerprint.
enum ContentDigest {
    /// The SHA-256 digest of `bytes` as 64 lowercase hexadecimal characters.
    static func sha256Hex(_ bytes: some Sequence<UInt8>) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in SHA256.hash(data: Array(bytes)) {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
