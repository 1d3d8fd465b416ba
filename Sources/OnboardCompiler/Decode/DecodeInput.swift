/// What every part of the decoder reads: the document, the sink its problems go
/// to, and where each item's `id` is written (so that a duplicate id is reported at
/// the id, not at its item). One per file decoded; the parts share it.
final class DecodeInput {
    private(set) var document: Document
    let sink: DiagnosticSink
    /// Where each item's `id` value is written, by the offset of the item's mapping.
    fileprivate var idSpans: [Int: SourceSpan] = [:]
    /// The keys each mapping schema was asked for, when set: how the tests check
    /// that the decoder reads every key its schemas declare.
    var keysRead: KeysRead?

    init(document: Document, sink: DiagnosticSink) {
        self.document = document
        self.sink = sink
    }

    /// The document's root, which the document no longer holds (an empty node in its
    /// place): the caller that holds the only reference can let parts of the tree go as
    /// soon as they are decoded.
    func takeRoot() -> Node {
        let root = document.root
        document.root = root.emptied
        return root
    }
}

/// Every key the decoder asked a `MappingReader` for, by schema name, and those
/// of them that were written.
final class KeysRead {
    private(set) var read: [String: Set<String>] = [:]
    private(set) var written: [String: Set<String>] = [:]

    func note(_ schema: String, _ key: String, written isWritten: Bool) {
        read[schema, default: []].insert(key)
        if isWritten { written[schema, default: []].insert(key) }
    }
}

/// A part of the decoder: it reads nodes of `input` into IR values, reporting
/// problems as it goes. Each part (`SpecDecoder`, `FlowDecoder`, `ScreenDecoder`, …)
/// is made with what it needs (the palette, the flow's ids) and returns what it
/// made; the scalar readers (`ScalarDecoding.swift`) are shared by all of them.
protocol NodeDecoding {
    var input: DecodeInput { get }
}

extension NodeDecoding {
    var sink: DiagnosticSink { input.sink }

    func span(_ node: Node) -> SourceSpan { input.document.span(node) }

    /// The `id` of a list item (a flow, screen, state, …), remembering where it
    /// is written so that problems with it point at the id itself.
    func itemID(_ map: MappingReader) -> String? {
        guard let node = map.required("id") else { return nil }
        input.idSpans[map.node.start.offset] = span(node)
        return identifier(node)
    }

    /// Where the id of the item whose mapping starts at `item` is written.
    func idSpan(of item: SourceSpan) -> SourceSpan {
        input.idSpans[item.start.offset] ?? item
    }

    /// Reports ids that appear twice in one scope, pointing at the second id in the file.
    func checkUniqueIDs(_ items: [(String, SourceSpan)], what: String) {
        var seen: [String: SourceSpan] = [:]
        let ids = items.map { (id: $0.0, place: idSpan(of: $0.1)) }
        for (id, place) in ids.sorted(by: { $0.place.start.offset < $1.place.start.offset }) {
            if let first = seen[id] {
                sink.emit(.duplicateID(id, what: what, at: place, first: first))
            } else {
                seen[id] = place
            }
        }
    }

    /// Copy: text, or a mapping with the text, a comment for translators, and what
    /// a platform shows instead (`ios:`, `android:`).
    func copy(_ node: Node, key: String) -> Copy? {
        if node.scalar != nil {
            return string(node).map {
                Copy(
                    key: key, text: $0, comment: nil, span: span(node),
                    message: message($0, at: span(node)))
            }
        }
        guard let map = MappingReader(node, .copy, decoder: self) else { return nil }
        defer { map.finish() }
        let comment = map["comment"].flatMap(string)
        let variants = App.Platform.allCases.compactMap { platform -> Copy? in
            guard let variantNode = map[platform.rawValue], let text = string(variantNode) else { return nil }
            return Copy(
                key: Copy.variantKey(key, for: platform), text: text, comment: comment, span: span(variantNode),
                message: message(text, at: span(variantNode)), platform: platform)
        }
        guard let textNode = map.required("text"), let text = string(textNode) else { return nil }
        return Copy(
            key: key, text: text, comment: comment, span: span(textNode),
            message: message(text, at: span(textNode)), variants: variants)
    }
}
