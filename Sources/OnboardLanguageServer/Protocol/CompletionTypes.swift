/// `textDocument/completion`'s request and answer.
public struct CompletionParams: Sendable, Codable {
    public struct Context: Sendable, Codable {
        /// 1: typed or asked for; 2: a trigger character; 3: the list was incomplete.
        public var triggerKind: Int
        public var triggerCharacter: String?
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct CompletionItem: Sendable, Hashable, Codable {
    /// LSP's completion item kinds that completion uses.
    public enum Kind: Int, Sendable, Hashable, Codable {
        case text = 1, field = 5, value = 12, `enum` = 13, keyword = 14, reference = 18, enumMember = 20
    }

    public struct TextEdit: Sendable, Hashable, Codable {
        public var range: TextRange
        public var newText: String
    }

    public var label: String
    public var kind: Kind
    public var detail: String?
    public var documentation: Hover.MarkupContent?
    /// The order the client lists the items in (it sorts by this, then by label).
    public var sortText: String?
    /// What replaces the word typed so far.
    public var textEdit: TextEdit?
}

public struct CompletionList: Sendable, Hashable, Codable {
    /// More items match than were sent: the client asks again as the writer types on.
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

/// What the server offers to complete.
public struct CompletionOptions: Sendable, Codable {
    public var triggerCharacters: [String]
}
