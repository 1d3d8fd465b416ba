/// Writes imported translations into a translation file's YAML text without
/// disturbing anything else: comments, blank lines, key order and quoting of
/// untouched entries stay byte for byte.
///
/// Edits use the node spans of the parsed file: a changed text replaces only
/// its value scalar; `review: true` is added as a line of the entry's mapping
/// (a plain entry becomes `text:` + `review: true`) and removed as that line;
/// a new key is inserted after the nearest key before it in the spec's order,
/// indented like its neighbours.
struct TranslationEditor {
    struct Change: Hashable {
        var key: String
        /// The new ICU text; nil keeps the text as it is.
        var text: String?
        var review: Bool
    }

    private let text: TextBuffer
    private let strings: Node
    private let entries: [Node.Entry]
    private let isFlow: Bool
    /// Where the flow mapping's `{` is (after an anchor or a tag, `strings: &s { … }`).
    private let openingBrace: Int?

    /// Nil when the file does not parse or has no `strings:` mapping.
    init?(_ source: SourceFile) {
        guard let document = TreeBuilder.build(source, diagnostics: DiagnosticSink()),
              case .mapping(let root) = document.root.content,
              let strings = root.first(where: { $0.name == "strings" })?.value,
              case .mapping(let entries) = strings.content
        else { return nil }
        text = TextBuffer(source.bytes)
        self.strings = strings
        self.entries = entries
        // A block mapping's span starts at its first key; a flow mapping's at its anchor, tag or `{`.
        var offset = strings.start.offset
        while let byte = text.byte(at: offset), byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
            while let next = text.byte(at: offset), next != UInt8(ascii: " "), next != UInt8(ascii: "\n") { offset += 1 }
            while text.byte(at: offset) == UInt8(ascii: " ") { offset += 1 }
        }
        openingBrace = text.byte(at: offset) == UInt8(ascii: "{") ? offset : nil
        isFlow = openingBrace != nil || entries.isEmpty
    }

    /// The file with `changes` made; `order` is the spec's key order, for new keys.
    func applying(_ changes: [Change], order: [String]) -> [UInt8] {
        var edits: [TextEdit] = []
        var added: [Change] = []
        for change in changes {
            if let entry = entries.first(where: { $0.name == change.key }) {
                edits += self.edits(entry, change)
            } else {
                added.append(change)
            }
        }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = added.sorted { (position[$0.key] ?? .max) < (position[$1.key] ?? .max) }
        if entries.isEmpty, !sorted.isEmpty {
            // `strings: {}`: every new entry goes between the braces, in one edit.
            guard let brace = openingBrace else { return text.applying(edits) }
            let body = sorted.map(flowEntry).joined(separator: ", ")
            edits.append(TextEdit(range: brace..<strings.end.offset, replacement: "{ \(body) }"))
            return text.applying(edits)
        }
        for change in sorted {
            edits.append(insertion(change, position: position))
        }
        return text.applying(edits)
    }

    // MARK: Existing entries

    private func edits(_ entry: Node.Entry, _ change: Change) -> [TextEdit] {
        switch entry.value.content {
        case .scalar(let scalar):
            // An unchanged text moves into the mapping as written, unless it spans lines.
            let asWritten = entry.value.start.line == entry.value.end.line ? text.slice(entry.value) : nil
            let value = change.text.map { YAMLScalar.write($0, quoted: scalar.isQuoted) }
                ?? asWritten ?? YAMLScalar.write(scalar.text)
            guard change.review else {
                return change.text == nil ? [] : [replace(entry.value, with: value)]
            }
            if isFlow {
                return [replace(entry.value, with: "{ text: \(value), review: true }")]
            }
            let indent = String(repeating: " ", count: text.indentation(of: entry.key.start.offset) + step)
            let range = entry.key.end.offset..<text.scalarEnd(entry.value)
            return [TextEdit(range: range, replacement: ":\n\(indent)text: \(value)\n\(indent)review: true")]
        case .mapping(let fields):
            return mappingEdits(entry.value, fields, change)
        case .sequence:
            return []
        }
    }

    /// An entry written as `text:` and `review:`.
    private func mappingEdits(_ node: Node, _ fields: [Node.Entry], _ change: Change) -> [TextEdit] {
        guard let textField = fields.first(where: { $0.name == "text" }), let current = textField.value.scalar else { return [] }
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
                edits.append(TextEdit(range: end..<end, replacement: ", review: true"))
            } else {
                let indent = String(repeating: " ", count: text.indentation(of: textField.key.start.offset))
                edits.append(text.insertLine(indent + "review: true", after: textField.value))
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
            return TextEdit(range: text.lineStart(field.key.start.offset)..<text.endOfLine(after: field.value), replacement: "")
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

    /// A new entry after the nearest existing key before it in the spec's order.
    private func insertion(_ change: Change, position: [String: Int]) -> TextEdit {
        let rank = position[change.key] ?? .max
        let before = entries.filter { (position[$0.name] ?? .max) < rank }
            .max { position[$0.name]! < position[$1.name]! }
        let value = YAMLScalar.write(change.text ?? "")
        let key = YAMLScalar.write(change.key)
        if isFlow {
            let entry = flowEntry(change)
            if let before { return TextEdit(at: text.lastEnd(before.value), ", " + entry) }
            // `applying` handles an empty mapping; here there is a first entry.
            return TextEdit(at: entries[0].key.start.offset, entry + ", ")
        }
        let indent = String(repeating: " ", count: entries.first.map { text.indentation(of: $0.key.start.offset) } ?? 2)
        let nested = String(repeating: " ", count: step)
        var lines = ["\(indent)\(key): \(value)"]
        if change.review { lines = ["\(indent)\(key):", "\(indent)\(nested)text: \(value)", "\(indent)\(nested)review: true"] }
        if let before { return text.insertLine(lines.joined(separator: "\n"), after: before.value) }
        return TextEdit(at: text.lineStart(entries[0].key.start.offset), lines.joined(separator: "\n") + "\n")
    }

    /// `key: text`, or `key: { text: …, review: true }`, for a flow mapping.
    private func flowEntry(_ change: Change) -> String {
        let key = YAMLScalar.write(change.key), value = YAMLScalar.write(change.text ?? "")
        return change.review ? "\(key): { text: \(value), review: true }" : "\(key): \(value)"
    }

    /// How far the file indents a nested mapping: from an entry written with
    /// `text:`, else from `strings:` to its keys; two spaces when neither shows.
    private var step: Int {
        for entry in entries {
            if case .mapping(let fields) = entry.value.content, let first = fields.first,
               text.startsLine(first.key.start.offset) {
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
