/// `didOpen`, `didChange`, `didClose`, `didSave`: the workspace follows the editor's
/// buffers (incremental sync), and each change has its specs checked again.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        workspace.open(params.textDocument)
        // Opening is not typing: its findings are published at once.
        for spec in workspace.specs(affectedBy: params.textDocument.uri) { publish(spec) }
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        workspace.change(params)
        for spec in workspace.specs(affectedBy: params.textDocument.uri) { schedule(spec) }
    }

    func didSave(_ params: DidSaveTextDocumentParams) {
        // The saved text is the buffer's, which was checked; a file another spec reads may have changed on disk.
        for spec in workspace.specs(affectedBy: params.textDocument.uri) { schedule(spec) }
    }

    func didClose(_ params: DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        let specs = workspace.specs(affectedBy: uri)
        workspace.close(uri)
        send(
            OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(
                    uri: uri, version: nil, diagnostics: [])))
        // What is still open is checked against the file on disk now, not the closed buffer.
        for spec in specs where workspace.isOpen(path: spec) { schedule(spec) }
    }
}
