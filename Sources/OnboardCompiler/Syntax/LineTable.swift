/// Where each line of a file starts, so that libyaml's 0-based (line, column)
/// marks become 1-based `SourceLocation`s with byte offsets. This is the only
/// place in the compiler that converts between the two conventions.
///
/// Lines break where libyaml breaks them: LF, CR, CRLF, NEL (U+0085),
/// LS (U+2028) and PS (U+2029). Columns count Unicode scalars.
struct LineTable: Sendable {
    /// Byte offset of the first byte of each line (line 0 starts after a BOM).
    private(set) var starts: [Int] = []
    /// Whether a line holds only ASCII, so that its column is its byte distance.
    private(set) var isASCII: [Bool] = []
    let byteCount: Int

    init(byteCount: Int) {
        self.byteCount = byteCount
    }

    mutating func startLine(at offset: Int) {
        starts.append(offset)
        isASCII.append(true)
    }

    mutating func markCurrentLineNonASCII() {
        isASCII[isASCII.count - 1] = false
    }

    /// The location of libyaml's mark (0-based line and column).
    func location(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        guard line < starts.count else {
            return SourceLocation(line: line + 1, column: column + 1, offset: byteCount)
        }
        let start = starts[line]
        var offset = start
        if isASCII[line] {
            offset = min(start + column, byteCount)
        } else {
            var remaining = column
            while offset < bytes.count && remaining > 0 {
                offset += 1
                while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                remaining -= 1
            }
        }
        return SourceLocation(line: line + 1, column: column + 1, offset: offset)
    }

    /// The location of a byte offset (libyaml reports reader errors this way).
    func location(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let start = starts.isEmpty ? 0 : starts[low]
        var column = 0
        var offset = start
        while offset < target && offset < bytes.count {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SourceLocation(line: low + 1, column: column + 1, offset: target)
    }
}
