import OnboardCompiler

/// `textDocument/documentSymbol`: a spec's outline — each flow with its screens (and their
/// states and plans) and dialogs; a translation file's string keys. Nothing for a document
/// that does not parse (its diagnostics say why).
extension LanguageServer {
    func documentSymbols(_ params: DocumentSymbolParams) -> [DocumentSymbol] {
        let uri = params.textDocument.uri
        guard let tree = workspace.tree(uri) else { return [] }
        let root = tree.document.root
        switch workspace.fileKind(uri) {
        case .spec:
            return (root.value("flows")?.items ?? []).compactMap { flow in
                let screens = (flow.value("screens")?.items ?? []).compactMap { screen in
                    let states = (screen.value("states")?.items ?? []).compactMap {
                        symbol($0, "state", .enumMember, tree)
                    }
                    let plans = (screen.value("paywall")?.value("plans")?.items ?? []).compactMap {
                        symbol($0, "plan", .constant, tree)
                    }
                    return symbol(
                        screen, screen.value("role")?.text ?? "screen", .class, tree, children: states + plans)
                }
                let dialogs = (flow.value("dialogs")?.items ?? []).compactMap { symbol($0, "dialog", .event, tree) }
                let trigger = flow.value("trigger")?.text.map { "flow, " + $0 } ?? "flow"
                return symbol(flow, trigger, .module, tree, children: screens + dialogs)
            }
        case .translation:
            guard case .mapping(let entries)? = root.value("strings")?.content else { return [] }
            return entries.map { entry in
                DocumentSymbol(
                    name: entry.name, detail: entry.value.text, kind: .string,
                    range: tree.range(entry.key.start, entry.value.end), selectionRange: tree.range(entry.key),
                    children: nil)
            }
        case .config:
            return []
        }
    }

    /// A symbol for the mapping `node`, named by its `id`; nil when it has none (the decoder reports that).
    private func symbol(
        _ node: Node, _ detail: String, _ kind: DocumentSymbol.Kind, _ tree: DocumentTree,
        children: [DocumentSymbol] = []
    ) -> DocumentSymbol? {
        guard let id = node.value("id"), let name = id.text, !name.isEmpty else { return nil }
        return DocumentSymbol(
            name: name, detail: detail, kind: kind, range: tree.range(node), selectionRange: tree.range(id),
            children: children.isEmpty ? nil : children)
    }
}
