/// Turns the line and column `XMLParser` reports (1-based; columns count
/// characters) into source locations with byte offsets, and finds where the
/// element being reported starts.
///
/// `XMLParser` reports positions in document order, so each query goes on
/// from where the last one on the same line stopped: a file written on one
/// long line (as some tools write XLIFF) costs linear time, not quadratic.
final class XMLPositions {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line (lines end at LF).
    private let lineStarts: [Int]
    /// The last location `location(line:column:)` found.
    private var lastReported = SourceLocation(line: 1, column: 1, offset: 0)
    /// The last location `location(ofByte:)` found.
    private var lastByte = SourceLocation(line: 1, column: 1, offset: 0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The location `XMLParser` reports as `line`, `column`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count else {
            return SourceLocation(line: max(line, 1), column: max(column, 1), offset: bytes.count)
        }
        let resume = lastReported.line == line && lastReported.column <= column
        var offset = resume ? lastReported.offset : lineStarts[line - 1]
        var remaining = column - (resume ? lastReported.column : 1)
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        lastReported = SourceLocation(line: line, column: max(column - remaining, 1), offset: offset)
        return SourceLocation(line: line, column: max(column, 1), offset: offset)
    }

    /// Where the start tag that ends at or just before `line`, `column` begins
    /// (the `<`): `XMLParser` reports an element at the end of its start tag.
    func elementStart(line: Int, column: Int) -> SourceLocation {
        let end = location(line: line, column: column)
        var offset = min(end.offset, bytes.count) - 1
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return location(ofByte: max(offset, 0))
    }

    /// The location of a byte offset.
    func location(ofByte target: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let resume = lastByte.line == low + 1 && lastByte.offset <= target
        var column = resume ? lastByte.column : 1
        var offset = resume ? lastByte.offset : lineStarts[low]
        defer { lastByte = SourceLocation(line: low + 1, column: column, offset: offset) }
        while offset < target, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: target)
    }
}
