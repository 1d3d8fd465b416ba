/// Turns the line and column `XMLParser` reports (1-based; columns count
/// characters) into source locations with byte offsets, and finds where the
/// element being reported starts.
struct XMLPositions {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line (lines end at LF).
    private let lineStarts: [Int]

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
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
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
        var column = 1
        var offset = lineStarts[low]
        while offset < target, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: target)
    }
}
