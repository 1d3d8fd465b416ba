/// Where each line of a file starts, so that libyaml's 0-based (line, column)
/// marks become 1-based `SourceLocation`s with byte offsets. This is the only
/// place in the compiler that converts between the two conventions.
///
/// Lines break where libyaml breaks them: LF, CR, CRLF, NEL (U+0085),
/// LS (U+2028) and PS (U+2029). Columns count Unicode scalars.
///
/// Offsets are stored as `UInt32` (4 bytes a line), like `SourceLocation`'s.
struct LineTable: Sendable {
    /// Byte offset of the first byte of each line (line 0 starts after a BOM).
    private var lineStarts: [UInt32] = []
    /// One bit per line, set when the line holds a non-ASCII character (then
    /// its columns have to be counted; on an ASCII line a column is a byte distance).
    private var nonASCII: [UInt64] = []
    let byteCount: Int

    init(byteCount: Int) {
        self.byteCount = byteCount
    }

    /// Byte offset of the first byte of each line (line 0 starts after a BOM).
    var starts: [Int] { lineStarts.map { Int($0) } }

    mutating func startLine(at offset: Int) {
        if lineStarts.count & 63 == 0 { nonASCII.append(0) }
        lineStarts.append(UInt32(clamping: offset))
    }

    mutating func markCurrentLineNonASCII() {
        let line = lineStarts.count - 1
        nonASCII[line >> 6] |= 1 << UInt64(line & 63)
    }

    /// Whether `line` (0-based) holds only ASCII.
    func isASCII(line: Int) -> Bool {
        nonASCII[line >> 6] & (1 << UInt64(line & 63)) == 0
    }

    /// The location of libyaml's mark (0-based line and column).
    @inline(__always)
    func location(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        guard line < lineStarts.count else {
            return SourceLocation(line: line + 1, column: column + 1, offset: byteCount)
        }
        let start = Int(lineStarts[line])
        var offset = start
        if isASCII(line: line) {
            offset = min(start + column, byteCount)
        } else {
            offset = Self.offset(ofColumn: column, from: start, in: bytes)
        }
        return SourceLocation(
            rawLine: UInt32(clamping: line + 1), rawColumn: UInt32(clamping: column + 1),
            rawOffset: UInt32(clamping: offset))
    }

    /// The byte offset of the scalar `column` scalars after `start`.
    private static func offset(ofColumn column: Int, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = start
        var remaining = column
        while offset < bytes.count && remaining > 0 {
            offset += 1
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The location of a byte offset (libyaml reports reader errors this way).
    func location(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= target { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts.isEmpty ? 0 : Int(lineStarts[low])
        var column = 0
        var offset = start
        while offset < target && offset < bytes.count {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SourceLocation(line: low + 1, column: column + 1, offset: target)
    }
}
