public struct TextDocumentIdentifier: Sendable, Hashable, Codable {
    public var uri: String
}

public struct TextDocumentItem: Sendable, Hashable, Codable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct VersionedTextDocumentIdentifier: Sendable, Hashable, Codable {
    public var uri: String
    public var version: Int
}

public struct DidOpenTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentItem
}

/// A change: the whole text (no `range`), or `text` in place of `range` (incremental sync).
public struct TextDocumentContentChangeEvent: Sendable, Hashable, Codable {
    public var range: TextRange?
    public var text: String

    public init(range: TextRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidChangeTextDocumentParams: Sendable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

/// A place the client asks about (`hover`, `definition`, `references`).
public struct TextDocumentPositionParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct ReferenceParams: Sendable, Codable {
    public struct Context: Sendable, Codable {
        public var includeDeclaration: Bool
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct DocumentSymbolParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}
