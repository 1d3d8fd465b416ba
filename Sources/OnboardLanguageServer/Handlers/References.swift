import OnboardCompiler

/// `textDocument/references`: every alias of an anchor; every place that names a screen,
/// state, dialog or plan; a text key's text in the spec and its entry in every translation file.
extension LanguageServer {
    func references(_ params: ReferenceParams) -> [Location] {
        let uri = params.textDocument.uri
        let declarations = params.context?.includeDeclaration ?? true
        guard let tree = workspace.tree(uri) else { return [] }
        let offset = tree.lines.byteOffset(of: params.position)
        if let anchor = anchor(at: offset, in: tree) {
            let uses = tree.document.aliases.filter { $0.anchorStart == anchor.start }
            return (declarations ? [tree.range(anchor.start, anchor.end)] : [])
                .map { Location(uri: uri, range: $0) }
                + uses.map { Location(uri: uri, range: tree.range($0.start, $0.end)) }
        }
        if workspace.fileKind(uri) == .spec {
            let references = SpecReferences(tree.document.root)
            if let site = references.site(at: offset) {
                return references.uses(of: site, includingDeclarations: declarations).map {
                    Location(uri: uri, range: tree.lines.range(from: $0.start, to: $0.end))
                }
            }
        }
        guard let keys = workspace.copyKeys(uri) else { return [] }
        let found = keys.keys(at: offset, in: DocumentURI.path(uri))
        // A text repeated through an alias is one place for all its keys; each key has its own translations.
        var sources: [CopyKeys.Place] = []
        for place in found.compactMap({ keys.source[$0] }) where !sources.contains(place) { sources.append(place) }
        let places = (declarations ? sources : []) + found.flatMap { keys.translations[$0] ?? [] }
        return places.compactMap(workspace.location)
    }

    /// The anchored node whose `&name` is at `offset`, or which an alias at `offset` repeats.
    private func anchor(at offset: Int, in tree: DocumentTree) -> (start: SourceLocation, end: SourceLocation)? {
        for alias in tree.document.aliases {
            let onAlias = alias.start.offset <= offset && offset <= alias.end.offset
            let anchorToken = alias.anchorStart.offset + 1 + alias.name.utf8.count
            let onAnchor = alias.anchorStart.offset <= offset && offset <= anchorToken
            if onAlias || onAnchor { return (alias.anchorStart, alias.anchorEnd) }
        }
        return nil
    }
}
