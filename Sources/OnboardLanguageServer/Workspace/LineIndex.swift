/// Converts between the compiler's places in a file (byte offsets; its 1-based lines and
/// columns count Unicode scalars and break lines where libyaml does) and LSP's (0-based
/// lines broken at LF, CRLF and CR; characters counted in UTF-16 code units). Every
/// conversion between the two goes through here, through the byte offset, which both agree on.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let starts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
            if byte == 10 || byte == 13 { starts.append(index) }
        }
        self.starts = starts
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    /// The LSP position of the byte at `offset` (clamped to the text; inside a character, its start).
    public func position(ofByte offset: Int) -> Position {
        var offset = min(max(offset, 0), bytes.count)
        while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let line = self.line(containing: offset)
        var units = 0
        for byte in bytes[starts[line]..<offset] { units += Self.utf16Units(lead: byte) }
        return Position(line: line, character: units)
    }

    /// The byte offset of an LSP position; a character past the line's end is its end, a
    /// line past the last is the text's end.
    public func byteOffset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        var offset = starts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        while offset < end, units < position.character {
            units += Self.utf16Units(lead: bytes[offset])
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The range from one byte offset to another.
    public func range(from start: Int, to end: Int) -> TextRange {
        TextRange(start: position(ofByte: start), end: position(ofByte: max(start, end)))
    }

    /// Where line `line`'s text ends, before its line break.
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        if end > starts[line], line + 1 < starts.count {
            end -= 1
            if bytes[end] == 10, end > starts[line], bytes[end - 1] == 13 { end -= 1 }
        }
        return end
    }

    private func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// UTF-16 code units of the character a UTF-8 byte starts: 2 for a four-byte sequence, 0 for a continuation byte.
    private static func utf16Units(lead byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
