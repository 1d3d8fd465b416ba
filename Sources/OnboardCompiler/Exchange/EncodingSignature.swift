/// A byte-order mark, or the first bytes of `<?xml` in an encoding other
/// than UTF-8, which the XML specification's appendix F lists for detection.
enum EncodingSignature {
    /// The name of the encoding `bytes` start in, when it is not UTF-8.
    static func other(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let signatures: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
            ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
            ([0xFE, 0xFF], "UTF-16 (big-endian)"),
            ([0xFF, 0xFE], "UTF-16 (little-endian)"),
            ([0x00, 0x00, 0x00, 0x3C], "UCS-4 (big-endian)"),
            ([0x3C, 0x00, 0x00, 0x00], "UCS-4 (little-endian)"),
            ([0x00, 0x00, 0x3C, 0x00], "UCS-4 (unusual byte order)"),
            ([0x00, 0x3C, 0x00, 0x00], "UCS-4 (unusual byte order)"),
            ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 (big-endian)"),
            ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 (little-endian)"),
            ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
        ]
        return signatures.first { signature, _ in
            signature.count <= bytes.count && signature.indices.allSatisfy { bytes[$0] == signature[$0] }
        }?.1
    }
}
