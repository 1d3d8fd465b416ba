/// A place in a document as LSP counts it: 0-based line, and 0-based character offset in
/// UTF-16 code units (the encoding every client supports; `Workspace/LineIndex` converts).
public struct Position: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// LSP's `Range`: `start` inclusive, `end` exclusive.
public struct TextRange: Sendable, Hashable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

public struct Location: Sendable, Hashable, Codable {
    public var uri: String
    public var range: TextRange

    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}
