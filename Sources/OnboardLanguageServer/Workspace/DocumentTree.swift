import Foundation
import OnboardCompiler

/// An open document's YAML node tree, parsed by the compiler's own front end (no second
/// parser): what the outline, hover and go-to-definition read. Nil when the text does not
/// parse; its diagnostics then say why.
struct DocumentTree {
    let document: Document
    let lines: LineIndex

    init?(_ open: OpenDocument, path: String, limits: ParseLimits) {
        let source = SourceFile(path: path, bytes: open.bytes)
        guard let document = TreeBuilder.build(source, limits: limits, diagnostics: DiagnosticSink()) else {
            return nil
        }
        self.document = document
        lines = open.lines
    }

    /// What a node covers, in LSP's terms.
    func range(_ node: Node) -> TextRange { lines.range(from: node.start.offset, to: node.end.offset) }

    func range(_ start: SourceLocation, _ end: SourceLocation) -> TextRange {
        lines.range(from: start.offset, to: end.offset)
    }

    /// The innermost node at `position`, with the steps from the root to it, and whether it is a mapping's key.
    func node(at position: Position) -> (steps: [KeyDocs.Step], node: Node, isKey: Bool)? {
        let offset = lines.byteOffset(of: position)
        func covers(_ node: Node) -> Bool { node.start.offset <= offset && offset <= node.end.offset }
        guard covers(document.root) else { return nil }
        var steps: [KeyDocs.Step] = []
        var node = document.root
        descending: while true {
            switch node.content {
            case .scalar:
                return (steps, node, false)
            case .sequence(let items):
                guard let index = items.firstIndex(where: covers) else { return (steps, node, false) }
                steps.append(.index(index))
                node = items[index]
            case .mapping(let entries):
                for entry in entries {
                    if covers(entry.key) { return (steps + [.key(entry.name)], entry.key, true) }
                    if covers(entry.value) {
                        steps.append(.key(entry.name))
                        node = entry.value
                        continue descending
                    }
                }
                return (steps, node, false)
            }
        }
    }
}

extension Node {
    /// The value of the key `name` of a mapping.
    func value(_ name: String) -> Node? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.name == name }?.value
    }

    /// The entry of the key `name` of a mapping.
    func entry(_ name: String) -> Node.Entry? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.name == name }
    }

    var items: [Node] {
        guard case .sequence(let items) = content else { return [] }
        return items
    }

    var text: String? { scalar?.text }
}

extension Workspace {
    /// The tree of the open document at `uri`.
    func tree(_ uri: String) -> DocumentTree? {
        guard let document = document(uri) else { return nil }
        return DocumentTree(document, path: DocumentURI.path(uri), limits: options.limits)
    }

    /// Which kind of file the document at `uri` is.
    func fileKind(_ uri: String) -> KeyDocs.File {
        let path = DocumentURI.path(uri)
        if (path as NSString).lastPathComponent == ProjectConfig.fileName { return .config }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.hasSuffix(TranslationFiles.folderSuffix) ? .translation : .spec
    }
}
