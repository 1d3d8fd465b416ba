import OnboardCompiler

/// `textDocument/definition`: from an alias (`*shared`) to its anchor; from a target,
/// `confirm:`, `pending:` or `plan:` to the screen, state, dialog or plan it names; from a
/// condition's `answer.`, `attribute.` or `experiment.` name to the input, attribute or
/// experiment; from a translation file's key, or an experiment variant's `texts:` key, to
/// the spec's text.
extension LanguageServer {
    func definition(_ params: TextDocumentPositionParams) -> [Location] {
        let uri = params.textDocument.uri
        guard let tree = workspace.tree(uri) else { return [] }
        let offset = tree.lines.byteOffset(of: params.position)
        if let alias = tree.document.aliases.first(where: { $0.start.offset <= offset && offset <= $0.end.offset }) {
            return [Location(uri: uri, range: tree.range(alias.anchorStart, alias.anchorEnd))]
        }
        if workspace.fileKind(uri) == .spec {
            let references = SpecReferences(tree.document.root)
            if let site = references.site(at: offset) {
                return references.declarations(of: site).map {
                    Location(uri: uri, range: tree.lines.range(from: $0.start, to: $0.end))
                }
            }
            // An experiment variant's `texts:` key names the spec's text it replaces.
            if let found = tree.node(at: params.position), found.isKey, found.steps.count == 6,
                found.steps[0] == .key("experiments"), found.steps[2] == .key("variants"),
                found.steps[4] == .key("texts"), case .key(let key) = found.steps[5]
            {
                return workspace.copyKeys(uri)?.source[key].flatMap(workspace.location).map { [$0] } ?? []
            }
        }
        guard workspace.fileKind(uri) == .translation, let keys = workspace.copyKeys(uri) else { return [] }
        let sources = keys.keys(at: offset, in: DocumentURI.path(uri)).compactMap { keys.source[$0] }
        return Array(Set(sources)).sorted { ($0.file, $0.start) < ($1.file, $1.start) }.compactMap(workspace.location)
    }
}
