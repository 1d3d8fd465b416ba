/// `textDocument/codeAction`: the range the client asks about, and what it knows of it.
public struct CodeActionParams: Sendable, Codable {
    public struct Context: Sendable, Codable {
        /// The client's diagnostics in the range. The server checks the spec again instead of
        /// trusting these (they may be older than the text), so only their presence is read.
        public var diagnostics: [ContextDiagnostic]
        /// The kinds the client wants; nil: any.
        public var only: [String]?
    }

    /// The part of a client's diagnostic the server reads: any diagnostic decodes, another
    /// server's with a numeric code or none too.
    public struct ContextDiagnostic: Sendable, Codable {
        public var range: TextRange
    }

    public var textDocument: TextDocumentIdentifier
    public var range: TextRange
    public var context: Context
}

/// A quick fix: the edit, and the diagnostics it resolves.
public struct CodeAction: Sendable, Hashable, Codable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

/// Edits by document URI.
public struct WorkspaceEdit: Sendable, Hashable, Codable {
    public var changes: [String: [TextEdit]]
}

public struct TextEdit: Sendable, Hashable, Codable {
    public var range: TextRange
    public var newText: String
}
