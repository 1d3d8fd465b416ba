/// A small, dependency-free implementation of SHA-256 as specified in
/// FIPS 180-4.
///
/// CryptoKit and swift-crypto are not available to this package, so digests
/// (e.g. content fingerprints of generated artifacts) are computed here.
/// All word arithmetic is modulo 2³² and uses the wrapping operators.
enum SHA256 {
    /// Returns the SHA-256 digest of `bytes` as 64 lowercase hexadecimal
    /// characters.
    ///
    /// The input is copied into one contiguous buffer, full 64-byte blocks are
    /// compressed straight from that buffer, and only the final one or two
    /// blocks (which carry the padding and length) are assembled separately.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let message = Array(bytes)
        var state = initialHash
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            roundConstants.withUnsafeBufferPointer { k in
                message.withUnsafeBufferPointer { input in
                    var offset = 0
                    while input.count - offset >= 64 {
                        compress(&state, block: input.baseAddress! + offset, schedule: schedule, k: k)
                        offset += 64
                    }
                    let tail = paddedTail(Array(input[offset...]), messageLength: input.count)
                    tail.withUnsafeBufferPointer { padded in
                        for blockStart in stride(from: 0, to: padded.count, by: 64) {
                            compress(&state, block: padded.baseAddress! + blockStart, schedule: schedule, k: k)
                        }
                    }
                }
            }
        }
        return hexString(state)
    }

    // MARK: - Internals

    /// Initial hash value H(0) (FIPS 180-4 §5.3.3).
    private static let initialHash: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
        0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// Round constants K₀…K₆₃ (FIPS 180-4 §4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Pads the trailing partial block (fewer than 64 bytes) per FIPS 180-4
    /// §5.1.1: a single `1` bit, zeros up to 56 mod 64, then the message
    /// length in bits as a big-endian 64-bit integer. Yields 64 or 128 bytes.
    private static func paddedTail(_ remainder: [UInt8], messageLength: Int) -> [UInt8] {
        var tail = remainder
        tail.reserveCapacity(128)
        tail.append(0x80)
        let zeroCount = (tail.count <= 56 ? 56 : 120) - tail.count
        tail.append(contentsOf: repeatElement(0, count: zeroCount))
        let bitLength = UInt64(messageLength) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength &>> UInt64(shift)))
        }
        return tail
    }

    /// Applies the compression function to one 64-byte block (§6.2.2).
    ///
    /// - Parameters:
    ///   - state: The running hash value H(i-1), updated to H(i).
    ///   - block: Pointer to 64 readable bytes.
    ///   - schedule: Scratch space for the 64-word message schedule W.
    ///   - k: The round constants.
    @inline(__always)
    private static func compress(
        _ state: inout [UInt32],
        block: UnsafePointer<UInt8>,
        schedule w: UnsafeMutableBufferPointer<UInt32>,
        k: UnsafeBufferPointer<UInt32>
    ) {
        for t in 0..<16 {
            let p = block + t &* 4
            let hi = UInt32(p[0]) &<< 24 | UInt32(p[1]) &<< 16
            let lo = UInt32(p[2]) &<< 8 | UInt32(p[3])
            w[t] = hi | lo
        }
        for t in 16..<64 {
            let w15 = w[t - 15], w2 = w[t - 2]
            let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 &>> 3)
            let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 &>> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }

        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let bigSigma1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choose = (e & f) ^ (~e & g)
            let t1 = h &+ bigSigma1 &+ choose &+ k[t] &+ w[t]
            let bigSigma0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = bigSigma0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ t2
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// Rotates `x` right by `n` bits (0 < n < 32).
    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }

    /// Serialises the eight state words big-endian as lowercase hex.
    private static func hexString(_ words: [UInt32]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) {
                out.append(digits[Int((word &>> UInt32(shift)) & 0xf)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
