/// Writes imported translations into a translation file's YAML text without
/// disturbing anything else: comments, blank lines, key order and quoting of
/// untouched entries stay byte for byte.
///
/// Edits use the node spans of the parsed file: a changed text replaces only
/// its value scalar; `review: true` is added as a line of the entry's mapping
/// (a plain entry becomes `text:` + `review: true`) and removed as that line;
/// a new key is inserted after the nearest key before it in the spec's order,
/// indented like its neighbours (`MappingText`). A change's source fingerprint
/// goes under `sources:` the same way (`SourcesEditor`).
struct TranslationEditor {
    struct Change: Hashable {
        var key: String
        /// The new ICU text; nil keeps the text as it is.
        var text: String?
        var review: Bool
        /// The fingerprint of the source text the translation is made from, written
        /// under `sources:`; nil keeps the fingerprint the file has (or none).
        var source: String? = nil

        /// How the entry is written (`TranslationEntryText`): a change that keeps the text writes it empty.
        var entryText: TranslationEntryText {
            TranslationEntryText(key: YAMLScalar.write(key), value: YAMLScalar.write(text ?? ""), review: review)
        }
    }

    private let text: TextBuffer
    private let strings: MappingText
    private var entries: [Node.Entry] { strings.entries }
    private var isFlow: Bool { strings.isFlow }
    /// `sources:`, the fingerprints (`SourcesEditor`).
    private let sources: SourcesEditor

    /// The editor of `source`, whose node tree is `tree`; nil when the file has no
    /// `strings:` mapping, or has a `sources:` that is not a mapping.
    init?(_ source: SourceFile, tree document: Document) {
        guard case .mapping(let root) = document.root.content,
            let node = root.first(where: { $0.name == "strings" })?.value
        else { return nil }
        text = TextBuffer(source.bytes)
        guard let strings = MappingText(node, in: text),
            let sources = SourcesEditor(root: document.root, in: text, indentation: strings.indentation)
        else { return nil }
        self.strings = strings
        self.sources = sources
    }

    /// The file with `changes` made; `order` is the spec's key order, for new keys.
    func applying(_ changes: [Change], order: [String]) -> [UInt8] {
        var edits: [TextEdit] = []
        var added: [MappingText.NewEntry] = []
        for change in changes {
            if let entry = strings.entry(change.key) {
                edits += self.edits(entry, change)
            } else {
                added.append(newEntry(change))
            }
        }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        edits += strings.insertions(added, position: position)
        edits += sources.edits(
            changes.compactMap { change in change.source.map { (change.key, $0) } },
            position: position)
        return text.applying(edits)
    }

    // MARK: Existing entries

    private func edits(_ entry: Node.Entry, _ change: Change) -> [TextEdit] {
        switch entry.value.content {
        case .scalar(let scalar):
            // An unchanged text moves into the mapping as written, unless it spans lines.
            let asWritten = entry.value.start.line == entry.value.end.line ? text.slice(entry.value) : nil
            let value =
                change.text.map { YAMLScalar.write($0, quoted: scalar.isQuoted) }
                ?? asWritten ?? YAMLScalar.write(scalar.text)
            guard change.review else {
                return change.text == nil ? [] : [replace(entry.value, with: value)]
            }
            let written = TranslationEntryText(key: "", value: value, review: true)
            if isFlow {
                return [replace(entry.value, with: written.flowValue)]
            }
            let indent = String(repeating: " ", count: text.indentation(of: entry.key.start.offset) + step)
            let range = entry.key.end.offset..<text.scalarEnd(entry.value)
            let lines = written.fields(indent: indent)
            return [TextEdit(range: range, replacement: ":\n" + lines.joined(separator: "\n"))]
        case .mapping(let fields):
            return mappingEdits(entry.value, fields, change)
        case .sequence:
            return []
        }
    }

    /// An entry written as `text:` and `review:`.
    private func mappingEdits(_ node: Node, _ fields: [Node.Entry], _ change: Change) -> [TextEdit] {
        guard let textField = fields.first(where: { $0.name == "text" }), let current = textField.value.scalar else {
            return []
        }
        var edits: [TextEdit] = []
        if let newText = change.text {
            edits.append(replace(textField.value, with: YAMLScalar.write(newText, quoted: current.isQuoted)))
        }
        let reviewIndex = fields.firstIndex { $0.name == "review" }
        let reviewed = reviewIndex.flatMap { fields[$0].value.scalar?.text } == "true"
        guard change.review != reviewed else { return edits }
        let flow = text.byte(at: node.start.offset) == UInt8(ascii: "{")
        if change.review {
            if let reviewIndex {
                edits.append(replace(fields[reviewIndex].value, with: "true"))
            } else if flow {
                let end = text.lastEnd(fields.last!.value)
                edits.append(TextEdit(range: end..<end, replacement: ", " + TranslationEntryText.reviewField))
            } else {
                let indent = String(repeating: " ", count: text.indentation(of: textField.key.start.offset))
                edits.append(text.insertLine(indent + TranslationEntryText.reviewField, after: textField.value))
            }
        } else if let reviewIndex {
            edits.append(removal(of: reviewIndex, in: fields, flow: flow))
        }
        return edits
    }

    /// Removes field `index`: its whole line in a block mapping, the field and a comma in a flow one.
    private func removal(of index: Int, in fields: [Node.Entry], flow: Bool) -> TextEdit {
        let field = fields[index]
        if !flow, text.startsLine(field.key.start.offset) {
            return TextEdit(
                range: text.lineStart(field.key.start.offset)..<text.endOfLine(after: field.value), replacement: "")
        }
        if index + 1 < fields.count {
            return TextEdit(range: field.key.start.offset..<fields[index + 1].key.start.offset, replacement: "")
        }
        return TextEdit(range: text.lastEnd(fields[index - 1].value)..<text.lastEnd(field.value), replacement: "")
    }

    private func replace(_ node: Node, with replacement: String) -> TextEdit {
        TextEdit(range: node.start.offset..<text.scalarEnd(node), replacement: replacement)
    }

    // MARK: New entries

    /// `key: text`, or `key:` with `text:` and `review: true` nested (`{ text: …, review: true }` in a flow mapping).
    private func newEntry(_ change: Change) -> MappingText.NewEntry {
        let written = change.entryText
        let nested = String(repeating: " ", count: step)
        return MappingText.NewEntry(
            key: change.key, flow: written.flow, block: { written.block(indent: $0, step: nested) })
    }

    /// How far the file indents a nested mapping: from an entry written with
    /// `text:`, else from `strings:` to its keys; two spaces when neither shows.
    private var step: Int {
        for entry in entries {
            if case .mapping(let fields) = entry.value.content, let first = fields.first,
                text.startsLine(first.key.start.offset)
            {
                let step = text.indentation(of: first.key.start.offset) - text.indentation(of: entry.key.start.offset)
                if step > 0 { return step }
            }
        }
        if let first = entries.first, text.startsLine(first.key.start.offset) {
            let step = text.indentation(of: first.key.start.offset)
            if step > 0 { return step }
        }
        return 2
    }
}

extension Node.Scalar {
    /// Written in quotes: a new text keeps the writer's choice of quoting.
    var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }
}
