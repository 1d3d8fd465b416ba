/// Publishing diagnostics: a spec's check runs `debounce` after the last change to it
/// (a newer change cancels the waiting one), and its findings go to every file it read.
extension LanguageServer {
    func schedule(_ spec: String) {
        pending[spec]?.cancel()
        let delay = debounce
        pending[spec] = Task {
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self.publishScheduled(spec)
        }
    }

    private func publishScheduled(_ spec: String) {
        guard !Task.isCancelled else { return }
        pending[spec] = nil
        publish(spec)
    }

    func publish(_ spec: String) {
        for params in workspace.check(spec: spec) {
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: params))
        }
    }
}
