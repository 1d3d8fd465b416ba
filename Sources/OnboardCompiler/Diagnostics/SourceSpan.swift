/// A position in a source file: 1-based line and column (columns count Unicode
/// scalars, as libyaml does) and the 0-based byte offset into the file.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// The region of a file that a node, key or value covers: `start` inclusive, `end` exclusive.
public struct SourceSpan: Sendable, Hashable, Codable {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// A zero-width span at the start of a file, for problems that concern the file as a whole.
    public static func file(_ path: String) -> SourceSpan {
        let origin = SourceLocation(line: 1, column: 1, offset: 0)
        return SourceSpan(file: path, start: origin, end: origin)
    }
}
