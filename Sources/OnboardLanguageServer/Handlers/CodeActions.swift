import OnboardCompiler

/// `textDocument/codeAction`: a quick fix for each fix of each diagnostic in the range. The
/// fixes are the compiler's (`Diagnostic.fixes`, which `lint --format json` and SARIF carry
/// too); the document's specs are checked again, so that the edits fit the text as it is now.
extension LanguageServer {
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        if let only = params.context.only, !only.contains(where: { "quickfix".hasPrefix($0) }) { return [] }
        return workspace.quickFixes(in: params.textDocument.uri, range: params.range)
    }
}

extension Workspace {
    /// The quick fixes of the diagnostics in `uri` whose range meets `range`, in document order.
    public func quickFixes(in uri: String, range: TextRange) -> [CodeAction] {
        let path = DocumentURI.path(uri)
        var seen = Set<Diagnostic>()
        var actions: [CodeAction] = []
        for spec in specs(affectedBy: uri) {
            guard let (found, sources) = findings(spec: spec) else { continue }
            let lines = sources.mapValues { LineIndex($0.bytes) }
            let fixable = found.filter { $0.span.file == path && !$0.fixes.isEmpty }
                .sorted { $0.span.start.offset < $1.span.start.offset }
            // A configuration that several specs share reports its findings in each check: once here.
            for diagnostic in fixable where seen.insert(diagnostic).inserted {
                let converted = convert(diagnostic, lines: lines)
                guard converted.range.start <= range.end, range.start <= converted.range.end else { continue }
                for fix in diagnostic.fixes {
                    let changes = Dictionary(grouping: fix.edits) { self.uri($0.span.file) }.mapValues { edits in
                        edits.map { TextEdit(range: self.range($0.span, lines: lines), newText: $0.newText) }
                    }
                    actions.append(
                        CodeAction(
                            title: fix.title, kind: "quickfix", diagnostics: [converted],
                            isPreferred: fix.isPreferred && diagnostic.fixes.count == 1 ? true : nil,
                            edit: WorkspaceEdit(changes: changes)))
                }
            }
        }
        return actions
    }
}
