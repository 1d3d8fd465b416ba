import OnboardCompiler

/// `textDocument/hover`: on a key, what it means (from the key tables the decoder, the JSON
/// Schemas and docs/spec-format.md share: `KeyDocs`); on a value chosen from a closed list,
/// what that value means, and the list. Nothing elsewhere.
extension LanguageServer {
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        let uri = params.textDocument.uri
        guard let tree = workspace.tree(uri), let found = tree.node(at: params.position) else { return nil }
        var steps = found.steps
        if !found.isKey {
            // A value: the docs of its key, when the value is a word of a closed list.
            guard found.node.scalar != nil else { return nil }
            while case .index? = steps.last { steps.removeLast() }
        }
        guard let docs = KeyDocs.key(at: steps, in: workspace.fileKind(uri)) else { return nil }
        let text: String
        if found.isKey {
            text = docs.markdown
        } else {
            guard !docs.choices.isEmpty, let value = found.node.text else { return nil }
            let listed = docs.choices.map { "`\($0.value)`" }.joined(separator: ", ")
            let list = "`\(docs.key)` of \(docs.mapping): one of \(listed)"
            if let meaning = docs.meaning(of: value) {
                text = "**`\(value)`**: \(meaning)\n\n\(list)"
            } else {
                text = "`\(value)` is not one of the values of \(list).\n\n\(docs.description)"
            }
        }
        return Hover(contents: .init(value: text), range: tree.range(found.node))
    }
}
