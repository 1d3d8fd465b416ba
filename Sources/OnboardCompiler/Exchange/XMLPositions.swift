/// Turns the line and column `XMLParser` reports (1-based; columns count
/// characters) into source locations with byte offsets, and finds where the
/// element being reported starts.
///
/// Two kinds of lines: `XMLParser` counts a line at each LF only, while XML
/// (and every editor) also breaks lines at a lone CR. A reported position is
/// read with the first, and given to the writer with the second.
///
/// `XMLParser` reports positions in document order, so each query goes on
/// from where the last one stopped (forward, or back a little to the start of
/// an element): a file written on one long line (as some tools write XLIFF)
/// costs linear time, not quadratic.
final class XMLPositions {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line as `XMLParser` counts them (after each LF).
    private let parserLineStarts: [Int]
    /// Byte offset of the first byte of each line as reported: after LF, CRLF or a lone CR.
    private let lineStarts: [Int]
    /// The last position `location(line:column:)` read, in `XMLParser`'s lines.
    private var lastReported = SourceLocation(line: 1, column: 1, offset: 0)
    /// The last location `location(ofByte:)` found.
    private var lastByte = SourceLocation(line: 1, column: 1, offset: 0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var parserStarts = [0]
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                parserStarts.append(offset + 1)
                starts.append(offset + 1)
            } else if byte == UInt8(ascii: "\r"), offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
        }
        parserLineStarts = parserStarts
        lineStarts = starts
    }

    /// The location `XMLParser` reports as `line`, `column`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line >= 1, line <= parserLineStarts.count else { return location(ofByte: bytes.count) }
        let resume = lastReported.line == line && lastReported.column <= column
        var offset = resume ? lastReported.offset : parserLineStarts[line - 1]
        var remaining = column - (resume ? lastReported.column : 1)
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        lastReported = SourceLocation(line: line, column: max(column - remaining, 1), offset: offset)
        return location(ofByte: offset)
    }

    /// Where the start tag that ends at or just before `line`, `column` begins
    /// (the `<`): `XMLParser` reports an element at the end of its start tag.
    func elementStart(line: Int, column: Int) -> SourceLocation {
        let end = location(line: line, column: column)
        var offset = min(end.offset, bytes.count) - 1
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return location(ofByte: max(offset, 0))
    }

    /// The location of a byte offset, counted on from the last one found on
    /// its line (forward or back) or from the start of the line, whichever is nearer.
    func location(ofByte target: Int) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        var (column, offset) = (1, start)
        if lastByte.line == low + 1, target - start > abs(target - lastByte.offset) {
            (column, offset) = (lastByte.column, lastByte.offset)
        }
        while offset < target {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        while offset > target {
            offset -= 1
            while offset > start, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            column -= 1
        }
        lastByte = SourceLocation(line: low + 1, column: column, offset: offset)
        return SourceLocation(line: low + 1, column: column, offset: target)
    }
}
