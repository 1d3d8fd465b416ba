/// What the server reads of `initialize`: where the workspace is (the rest of the
/// client's capabilities change nothing it does).
public struct InitializeParams: Sendable, Codable {
    public struct WorkspaceFolder: Sendable, Codable {
        public var uri: String
        public var name: String?
    }

    public var processId: Int?
    public var rootUri: String?
    public var workspaceFolders: [WorkspaceFolder]?
}

public struct InitializeResult: Sendable, Codable {
    public struct ServerInfo: Sendable, Codable {
        public var name: String
        public var version: String?
    }

    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo
}

/// What the server does. Each handler in `Handlers/` adds its own entry here.
public struct ServerCapabilities: Sendable, Codable {
    public struct TextDocumentSync: Sendable, Codable {
        public var openClose: Bool
        /// 1: the whole text on every change; 2: only what changed.
        public var change: Int
        public var save: Bool
    }

    public var positionEncoding = "utf-16"
    public var textDocumentSync: TextDocumentSync
    public var documentSymbolProvider: Bool?
    public var hoverProvider: Bool?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var completionProvider: CompletionOptions?
    public var codeActionProvider: CodeActionOptions?

    /// What `textDocument/codeAction` offers: quick fixes only.
    public struct CodeActionOptions: Sendable, Codable {
        public var codeActionKinds: [String]
    }
}
