import Crypto

/// SHA-256 in lowercase hex, from swift-crypto: a bundle's `contentHash` and a
/// SARIF finding's fingerprint.
enum ContentDigest {
    /// The SHA-256 digest of `bytes` as 64 lowercase hexadecimal characters.
    static func sha256Hex(_ bytes: some Sequence<UInt8>) -> String {
        hex(SHA256.hash(data: Array(bytes)))
    }

    private static func hex(_ digest: SHA256.Digest) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The SHA-256 digest of bytes handed over piece by piece: that of their concatenation,
    /// which is never made.
    struct Stream {
        private var hash = SHA256()

        mutating func update(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
        }

        /// The digest as 64 lowercase hexadecimal characters.
        func hex() -> String {
            ContentDigest.hex(hash.finalize())
        }
    }
}
