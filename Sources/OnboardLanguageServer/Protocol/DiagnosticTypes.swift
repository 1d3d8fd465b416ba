/// `textDocument/publishDiagnostics`: every finding in one document, replacing those sent before.
public struct PublishDiagnosticsParams: Sendable, Hashable, Codable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

/// One diagnostic as LSP shows it. (Named apart from the compiler's `Diagnostic`, which it is made from.)
public struct LSPDiagnostic: Sendable, Hashable, Codable {
    /// 1 error, 2 warning, 3 information, 4 hint.
    public enum Severity: Int, Sendable, Hashable, Codable {
        case error = 1, warning, information, hint
    }

    public struct CodeDescription: Sendable, Hashable, Codable {
        public var href: String
    }

    public struct RelatedInformation: Sendable, Hashable, Codable {
        public var location: Location
        public var message: String
    }

    public var range: TextRange
    public var severity: Severity
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    public var message: String
    public var relatedInformation: [RelatedInformation]?
}
