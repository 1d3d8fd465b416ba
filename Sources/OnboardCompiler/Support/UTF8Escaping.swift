/// Escaping on UTF-8 bytes, the one loop under every writer's escaper (JSON, XML,
/// Apple `.strings`, Android values): runs of bytes that need nothing are copied
/// whole, and only a scalar whose first byte is in `triggers` is looked at.
struct UTF8Escaping {
    /// The first bytes of the scalars that may be escaped: ASCII bytes as they are,
    /// and the lead byte of a multi-byte scalar (0xE2 for U+2028, 0xEF for U+FFFE).
    private var triggers: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// What a triggering scalar is written as; nil: as it is.
    private let escape: @Sendable (Unicode.Scalar) -> String?

    /// `triggers`: every byte below 0x20 and the bytes listed, plus the lead bytes
    /// of `nonASCII` (scalars `escape` may answer for).
    init(
        controls: Bool = true, ascii: String, nonASCII: [Unicode.Scalar] = [],
        escape: @escaping @Sendable (Unicode.Scalar) -> String?
    ) {
        self.escape = escape
        if controls { for byte in UInt8(0)..<0x20 { insert(byte) } }
        for byte in ascii.utf8 { insert(byte) }
        for scalar in nonASCII { insert(String(scalar).utf8.first!) }
    }

    private mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: triggers.0 |= bit
        case 1: triggers.1 |= bit
        case 2: triggers.2 |= bit
        default: triggers.3 |= bit
        }
    }

    @inline(__always)
    private func isTrigger(_ byte: UInt8) -> Bool {
        let word =
            switch byte >> 6 {
            case 0: triggers.0
            case 1: triggers.1
            case 2: triggers.2
            default: triggers.3
            }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }

    /// Whether `text` would be written exactly as it is.
    func leavesUnchanged(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in firstChange(in: bytes, from: 0) == nil }
    }

    /// `text` escaped; the same string, not a copy, when nothing in it is escaped.
    func escaped(_ text: String) -> String {
        guard !leavesUnchanged(text) else { return text }
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8 bytes to `out`, escaped.
    func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in append(bytes, to: &out) }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var copied = 0
        var from = 0
        while let (index, length, written) = firstChange(in: bytes, from: from) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            out.append(contentsOf: written.utf8)
            copied = index + length
            from = copied
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// The first scalar at or after `from` that is escaped: its offset, its length
    /// in bytes and what it is written as.
    @inline(__always)
    private func firstChange(
        in bytes: UnsafeBufferPointer<UInt8>, from: Int
    )
        -> (index: Int, length: Int, written: String)?
    {
        var index = from
        while index < bytes.count {
            let byte = bytes[index]
            if isTrigger(byte) {
                let (scalar, length) = Self.scalar(in: bytes, at: index)
                if let written = escape(scalar) { return (index, length, written) }
                index += length
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The scalar at `index` of well-formed UTF-8 (a Swift string's), and its length.
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let (value, length) = UTF8Scalar.decode(bytes, at: index) ?? (0xFFFD, 1)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
