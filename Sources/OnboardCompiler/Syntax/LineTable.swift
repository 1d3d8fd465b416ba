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

    /// The location of libyaml's mark (0-based line and column), on its own.
    func location(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var cursor = ColumnCursor()
        return location(line: line, column: column, in: bytes, cursor: &cursor)
    }

    /// The location of libyaml's mark (0-based line and column), one of a
    /// series: on a line with non-ASCII text, the column is counted from the
    /// last mark `cursor` found there, so marks in document order cost time
    /// linear in the line's length, not quadratic (one 350 KB line took 29 s).
    @inline(__always)
    func location(
        line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>,
        cursor: inout ColumnCursor
    ) -> SourceLocation {
        guard line < lineStarts.count else {
            return SourceLocation(line: line + 1, column: column + 1, offset: byteCount)
        }
        let start = Int(lineStarts[line])
        let offset =
            isASCII(line: line)
            ? min(start + column, byteCount)
            : cursor.offset(ofColumn: column, line: line, lineStart: start, in: bytes)
        return SourceLocation(
            rawLine: UInt32(clamping: line + 1), rawColumn: UInt32(clamping: column + 1),
            rawOffset: UInt32(clamping: offset))
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

/// The last column located on a non-ASCII line, to count the next one from.
struct ColumnCursor {
    private var line = -1
    private var column = 0
    private var offset = 0
    /// Scalars stepped over so far: the work done, which a test bounds.
    private(set) var steps = 0

    /// The byte offset of the scalar `column` scalars into `line`, which
    /// starts at `lineStart`: walked from the nearest of the line's start and
    /// the cursor (forward, or back over a mark that came out of order).
    mutating func offset(
        ofColumn target: Int, line: Int, lineStart: Int,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        if self.line != line || target < column - target {
            (self.line, column, offset) = (line, 0, lineStart)
        }
        while column < target, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
            steps += 1
        }
        while column > target, offset > lineStart {
            offset -= 1
            while offset > lineStart, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            column -= 1
            steps += 1
        }
        return offset
    }
}
