/// One replacement in a file's bytes: `range` (byte offsets) becomes `replacement`.
struct TextEdit: Hashable {
    var range: Range<Int>
    var replacement: String

    init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// An insertion at `offset`.
    init(at offset: Int, _ replacement: String) {
        self.init(range: offset..<offset, replacement: replacement)
    }
}

/// The bytes of a YAML file with the line arithmetic the editor needs.
/// Offsets are byte offsets, as in `SourceLocation.offset`.
struct TextBuffer {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    /// The text of a scalar as written (with its quotes).
    func slice(_ node: Node) -> String {
        String(decoding: bytes[node.start.offset..<scalarEnd(node)], as: UTF8.self)
    }

    /// The offset of the first byte of the line holding `offset`.
    func lineStart(_ offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != newline { start -= 1 }
        return start
    }

    /// True when only spaces come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        bytes[lineStart(offset)..<offset].allSatisfy { $0 == space }
    }

    /// How many bytes come before `offset` on its line (its indentation, for a key that starts a line).
    func indentation(of offset: Int) -> Int {
        offset - lineStart(offset)
    }

    /// Where a scalar's text ends. A block scalar's span runs past its final
    /// line break; that line break belongs to the line and stays.
    func scalarEnd(_ node: Node) -> Int {
        var end = node.end.offset
        while end > node.start.offset + 1, bytes[end - 1] == newline || bytes[end - 1] == carriageReturn { end -= 1 }
        return end
    }

    /// Where the last scalar inside `node` ends (a mapping's span can run on over comments).
    func lastEnd(_ node: Node) -> Int {
        switch node.content {
        case .scalar: scalarEnd(node)
        case .mapping(let entries): entries.last.map { lastEnd($0.value) } ?? node.end.offset
        case .sequence(let items): items.last.map(lastEnd) ?? node.end.offset
        }
    }

    /// The start of the line after the one where `node` ends (the end of the file when there is none).
    func endOfLine(after node: Node) -> Int {
        endOfLine(at: lastEnd(node))
    }

    /// The start of the line after the one holding `offset` (the end of the file when there is none).
    func endOfLine(at offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] != newline { offset += 1 }
        return min(offset + 1, bytes.count)
    }

    /// `line` as a line of its own after the line where `node` ends.
    func insertLine(_ line: String, after node: Node) -> TextEdit {
        insertLine(line, atLineEndOf: lastEnd(node))
    }

    /// `line` as a line of its own after the line holding `offset`.
    func insertLine(_ line: String, atLineEndOf offset: Int) -> TextEdit {
        let offset = endOfLine(at: offset)
        if offset == bytes.count, let last = bytes.last, last != newline {
            return TextEdit(at: offset, "\n" + line)
        }
        return TextEdit(at: offset, line + "\n")
    }

    /// The bytes with `edits` made. Edits must not overlap; insertions at one
    /// offset keep their order.
    func applying(_ edits: [TextEdit]) -> [UInt8] {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for (_, edit) in ordered {
            out += bytes[cursor..<max(cursor, edit.range.lowerBound)]
            out += Array(edit.replacement.utf8)
            cursor = max(cursor, edit.range.upperBound)
        }
        out += bytes[min(cursor, bytes.count)...]
        return out
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }
    private var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    private var space: UInt8 { UInt8(ascii: " ") }
}
