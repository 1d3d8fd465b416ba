import OnboardCompiler

/// The language server: takes framed messages in order (`receive`), answers requests and
/// sends notifications through `send`, and keeps the open documents in a `Workspace`. The
/// protocol layer (`Protocol/`) only reads and writes messages; what each method does is
/// in `Handlers/`, one file per capability, and this file only dispatches to them.
public actor LanguageServer {
    enum State { case uninitialized, running, shuttingDown }

    /// The delay after a change before its spec is checked: a writer's burst of keystrokes
    /// costs one check, the last. docs/performance.md, "Language server", has the measurements.
    public static let defaultDebounce = Duration.milliseconds(10)

    var state = State.uninitialized
    var workspace: Workspace
    let debounce: Duration
    let send: @Sendable ([UInt8]) -> Void
    /// Checks waiting out their debounce delay, by spec path.
    var pending: [String: Task<Void, Never>] = [:]

    public init(
        options: WorkspaceOptions = WorkspaceOptions(), debounce: Duration = defaultDebounce,
        send: @escaping @Sendable ([UInt8]) -> Void
    ) {
        workspace = Workspace(options: options)
        self.debounce = debounce
        self.send = send
    }

    /// Handles one frame; the process's exit status once `exit` arrives, else nil.
    public func receive(_ frame: MessageFraming.Frame) -> Int32? {
        switch frame {
        case .failure(let problem):
            send(OutgoingMessage.error(nil, .parseError("bad message framing: \(problem)")))
            return nil
        case .message(let content):
            switch Message.decode(content) {
            case .failure(let error):
                send(OutgoingMessage.error(nil, error))
                return nil
            case .success(let message):
                return handle(message)
            }
        }
    }

    public func handle(_ message: Message) -> Int32? {
        switch message.kind {
        case .request(let id, let method):
            do throws(ResponseError) {
                send(try respond(to: method, message, id: id))
            } catch {
                send(OutgoingMessage.error(id, error))
            }
        case .notification(let method):
            if method == "exit" { return state == .shuttingDown ? 0 : 1 }
            guard state == .running else { return nil }
            // A notification has no answer: one that cannot be handled is dropped.
            try? notify(method, message)
        case .response:
            break  // The server sends no requests.
        }
        return nil
    }

    /// Waits until every check waiting out its delay has published (for tests and benchmarks).
    public func settle() async {
        while let (spec, task) = pending.first {
            await task.value
            if pending[spec] == task { pending[spec] = nil }
        }
    }

    private func respond(to method: String, _ message: Message, id: RequestID) throws(ResponseError) -> [UInt8] {
        if method == "initialize" { return OutgoingMessage.response(id, result: try initialize(message)) }
        switch state {
        case .uninitialized: throw .serverNotInitialized
        case .shuttingDown: throw .shutDown
        case .running: break
        }
        switch method {
        case "shutdown":
            shutdown()
            return OutgoingMessage.nullResponse(id)
        case "textDocument/documentSymbol":
            return OutgoingMessage.response(id, result: documentSymbols(try message.params(DocumentSymbolParams.self)))
        case "textDocument/hover":
            return OutgoingMessage.response(id, result: hover(try message.params(TextDocumentPositionParams.self)))
        case "textDocument/definition":
            return OutgoingMessage.response(id, result: definition(try message.params(TextDocumentPositionParams.self)))
        case "textDocument/references":
            return OutgoingMessage.response(id, result: references(try message.params(ReferenceParams.self)))
        case "textDocument/codeAction":
            return OutgoingMessage.response(id, result: codeActions(try message.params(CodeActionParams.self)))
        case "textDocument/completion":
            return OutgoingMessage.response(id, result: completion(try message.params(CompletionParams.self)))
        default:
            throw .methodNotFound(method)
        }
    }

    private func notify(_ method: String, _ message: Message) throws(ResponseError) {
        switch method {
        case "textDocument/didOpen": didOpen(try message.params(DidOpenTextDocumentParams.self))
        case "textDocument/didChange": didChange(try message.params(DidChangeTextDocumentParams.self))
        case "textDocument/didClose": didClose(try message.params(DidCloseTextDocumentParams.self))
        case "textDocument/didSave": didSave(try message.params(DidSaveTextDocumentParams.self))
        default: break  // `initialized`, `$/cancelRequest`, `$/setTrace` and the rest change nothing here.
        }
    }
}
