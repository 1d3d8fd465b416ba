/// A position in a source file: 1-based line and column (columns count Unicode
/// scalars, as libyaml does) and the 0-based byte offset into the file.
///
/// Every node of a parsed tree holds two of these, so they are stored as three
/// `UInt32`s (12 bytes, not 24). The API is `Int`: values outside
/// `0...UInt32.max` are clamped when set (inputs are limited to a few MiB).
public struct SourceLocation: Sendable, Hashable, Comparable {
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32
    @usableFromInline var storedOffset: UInt32

    @inlinable
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    @inlinable
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    @inlinable
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    @inlinable
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The parser's own initialiser: the values are already in range.
    @inlinable
    init(rawLine line: UInt32, rawColumn column: UInt32, rawOffset offset: UInt32) {
        storedLine = line
        storedColumn = column
        storedOffset = offset
    }

    @inlinable
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedOffset < rhs.storedOffset
    }
}

/// Shows the three fields as `Int`s, so that `print`, `dump` and test failure
/// messages read `SourceLocation(line: 3, column: 5, offset: 42)` as they did
/// when the fields were stored as `Int`s.
extension SourceLocation: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["line": line, "column": column, "offset": offset], displayStyle: .struct)
    }
}

/// Written by hand so that the JSON keeps the keys and integer values it had
/// when the fields were `Int`s: `{"line": 3, "column": 5, "offset": 42}`.
extension SourceLocation: Codable {
    private enum CodingKeys: String, CodingKey {
        case line, column, offset
    }

    public init(from decoder: any Decoder) throws {
        // Any integer is accepted, as before; like `init(line:column:offset:)`,
        // values outside 0...UInt32.max are clamped.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            offset: try container.decode(Int.self, forKey: .offset))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(offset, forKey: .offset)
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
