/// Decoding one multi-byte UTF-8 sequence, strictly: the one definition of
/// well-formed UTF-8 that the YAML and XLIFF pre-scans share.
enum UTF8Scalar {
    /// The scalar whose lead byte (0x80 or above) is at `i`, and its length in
    /// bytes; nil for a malformed sequence: a stray continuation byte, a
    /// truncated sequence, an overlong form, a surrogate, or a value past U+10FFFF.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[i]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        for k in 1..<length {
            let next = bytes[i + k]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: return (value, length)
        }
    }
}
