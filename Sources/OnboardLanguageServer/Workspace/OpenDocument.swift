/// A document the client has open: its text as the editor holds it, saved or not.
public struct OpenDocument: Sendable {
    public var uri: String
    public var version: Int
    public private(set) var lines: LineIndex

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        lines = LineIndex(text)
    }

    public var bytes: [UInt8] { lines.bytes }

    /// Applies changes in order: a change without a range is the whole new text.
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int) {
        for change in changes {
            guard let range = change.range else {
                lines = LineIndex(change.text)
                continue
            }
            let start = lines.byteOffset(of: range.start)
            let end = max(start, lines.byteOffset(of: range.end))
            var bytes = lines.bytes
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            lines = LineIndex(bytes)
        }
        self.version = version
    }
}
