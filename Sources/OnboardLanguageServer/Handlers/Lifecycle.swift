import OnboardCompiler

/// `initialize`, `shutdown` (and `exit`, in `LanguageServer.handle`): what the server
/// offers, and its states.
extension LanguageServer {
    func initialize(_ message: Message) throws(ResponseError) -> InitializeResult {
        guard state == .uninitialized else { throw .invalidRequest("the server is initialized already") }
        _ = try message.params(InitializeParams.self)
        state = .running
        var capabilities = ServerCapabilities(
            textDocumentSync: .init(openClose: true, change: 2, save: true), documentSymbolProvider: true,
            hoverProvider: true, definitionProvider: true, referencesProvider: true)
        capabilities.codeActionProvider = .init(codeActionKinds: ["quickfix"])
        capabilities.completionProvider = CompletionOptions(triggerCharacters: Self.completionTriggers)
        return InitializeResult(
            capabilities: capabilities, serverInfo: .init(name: "onboardc", version: OnboardCompilerVersion.current))
    }

    func shutdown() {
        state = .shuttingDown
        for task in pending.values { task.cancel() }
        pending = [:]
    }
}
