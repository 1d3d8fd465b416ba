/// An entry of the document's outline (`textDocument/documentSymbol`).
public struct DocumentSymbol: Sendable, Hashable, Codable {
    /// LSP's symbol kinds that the outline uses.
    public enum Kind: Int, Sendable, Hashable, Codable {
        case module = 2, namespace = 3, `class` = 5, property = 7, field = 8, `enum` = 10, function = 12
        case variable = 13, constant = 14, string = 15, key = 20, enumMember = 22, event = 24
    }

    public var name: String
    public var detail: String?
    public var kind: Kind
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [DocumentSymbol]?
}

/// `textDocument/hover`'s answer.
public struct Hover: Sendable, Hashable, Codable {
    public struct MarkupContent: Sendable, Hashable, Codable {
        public var kind = "markdown"
        public var value: String
    }

    public var contents: MarkupContent
    public var range: TextRange?
}
