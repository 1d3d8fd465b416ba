/// The edit that adds a key to a mapping as it is written, at its indentation: into a flow
/// mapping (`{ id: a, … }`) before its `}`; into a block mapping on a line of its own after its
/// first line, or before its first key when that key's value goes on below it. A mapping
/// written as an alias, with an anchor or a tag, or as a complex key is left alone (nil).
enum MappingInsertion {
    /// `entry`: `key: value`, on one line.
    static func edit(adding entry: String, to mapping: SourceSpan, in source: SourceFile) -> Fix.Edit? {
        let bytes = source.bytes
        let start = mapping.start.offset
        guard start < bytes.count, mapping.end.offset <= bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "{"): return flow(entry, mapping, bytes)
        case UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "["): return nil
        default: return block(entry, mapping, bytes)
        }
    }

    private static func flow(_ entry: String, _ mapping: SourceSpan, _ bytes: [UInt8]) -> Fix.Edit? {
        let close = mapping.end.offset - 1
        guard close > mapping.start.offset, bytes[close] == UInt8(ascii: "}") else { return nil }
        var last = close - 1
        while last > mapping.start.offset, isBlank(bytes[last]) { last -= 1 }
        let text: String
        switch bytes[last] {
        case UInt8(ascii: "{"), UInt8(ascii: ","): text = " " + entry
        default: text = ", " + entry
        }
        return insertion(text, at: last + 1, after: mapping.start, in: bytes, file: mapping.file)
    }

    private static func block(_ entry: String, _ mapping: SourceSpan, _ bytes: [UInt8]) -> Fix.Edit? {
        let start = mapping.start.offset
        // The key's column as spaces (the `- ` of a list item before it included).
        let indent = String(repeating: " ", count: mapping.start.column - 1)
        var lineEnd = start
        while lineEnd < bytes.count, !isBreak(bytes[lineEnd]) { lineEnd += 1 }
        let lineBreak = lineEnd + 1 < bytes.count && bytes[lineEnd] == 13 && bytes[lineEnd + 1] == 10 ? "\r\n" : "\n"
        if let next = nextContentIndent(after: lineEnd, in: bytes), next > mapping.start.column - 1 {
            // The first key's value goes on below it: the new key goes before it.
            return insertion(entry + lineBreak + indent, at: start, after: mapping.start, in: bytes, file: mapping.file)
        }
        return insertion(lineBreak + indent + entry, at: lineEnd, after: mapping.start, in: bytes, file: mapping.file)
    }

    /// The indentation of the first line after `offset` that is neither blank nor a comment.
    private static func nextContentIndent(after offset: Int, in bytes: [UInt8]) -> Int? {
        var index = offset
        while index < bytes.count {
            while index < bytes.count, isBreak(bytes[index]) { index += 1 }
            var indent = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                indent += 1
                index += 1
            }
            guard index < bytes.count else { return nil }
            if !isBreak(bytes[index]), bytes[index] != UInt8(ascii: "#") { return indent }
            while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
        }
        return nil
    }

    /// An empty edit at `offset`, its line and column counted from `origin` (at or before it).
    private static func insertion(
        _ text: String, at offset: Int, after origin: SourceLocation, in bytes: [UInt8], file: String
    ) -> Fix.Edit {
        var line = origin.line
        var column = origin.column
        var index = origin.offset
        while index < offset {
            let byte = bytes[index]
            if byte == 10 || (byte == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10)) {
                line += 1
                column = 1
            } else if byte != 13, byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        let place = SourceLocation(line: line, column: column, offset: offset)
        return Fix.Edit(span: SourceSpan(file: file, start: place, end: place), newText: text)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || isBreak(byte) }
}
