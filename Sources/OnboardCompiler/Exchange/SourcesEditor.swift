/// Writes source fingerprints under `sources:` of a translation file's text, the
/// way `TranslationEditor` writes `strings:`: a changed fingerprint replaces only
/// its value, a new one is inserted in the spec's key order, and a file without
/// `sources:` gets the block after its last top-level entry. Fingerprints are
/// always double-quoted (`"3f2a9c1e"`), so that no YAML reader takes one for a number.
struct SourcesEditor {
    private let text: TextBuffer
    /// Nil when the file has no `sources:` yet.
    private let sources: MappingText?
    private let root: Node
    /// How far `strings:` indents its keys: a new block indents them the same.
    private let indentation: Int

    /// Nil when `sources:` is there but not a mapping.
    init?(root: Node, in text: TextBuffer, indentation: Int) {
        guard case .mapping(let entries) = root.content else { return nil }
        self.text = text
        self.root = root
        self.indentation = indentation
        if let node = entries.first(where: { $0.name == "sources" })?.value {
            guard let sources = MappingText(node, in: text) else { return nil }
            self.sources = sources
        } else {
            sources = nil
        }
    }

    /// The edits that give each key of `fingerprints` its fingerprint.
    func edits(_ fingerprints: [(key: String, fingerprint: String)], position: [String: Int]) -> [TextEdit] {
        guard !fingerprints.isEmpty else { return [] }
        guard let sources else { return [newBlock(fingerprints, position: position)] }
        var edits: [TextEdit] = []
        var added: [MappingText.NewEntry] = []
        for (key, fingerprint) in fingerprints {
            if let entry = sources.entry(key) {
                guard entry.value.scalar?.text != fingerprint else { continue }
                edits.append(
                    TextEdit(
                        range: entry.value.start.offset..<text.lastEnd(entry.value),
                        replacement: Self.value(fingerprint)))
            } else {
                let line = Self.line(key, fingerprint)
                added.append(MappingText.NewEntry(key: key, flow: line, block: { [$0 + line] }))
            }
        }
        return edits + sources.insertions(added, position: position)
    }

    /// `sources:` with every fingerprint, after the last top-level entry (in a
    /// flow root, `, sources: { … }` after it).
    private func newBlock(_ fingerprints: [(key: String, fingerprint: String)], position: [String: Int]) -> TextEdit {
        let sorted = fingerprints.sorted { (position[$0.key] ?? .max) < (position[$1.key] ?? .max) }
        let lines = sorted.map { Self.line($0.key, $0.fingerprint) }
        guard case .mapping(let entries) = root.content, let last = entries.last else {
            return TextEdit(at: text.bytes.count, "sources:\n" + lines.map { "  \($0)\n" }.joined())
        }
        let end = MappingText(last.value, in: text)?.end ?? text.lastEnd(last.value)
        if text.byte(at: root.start.offset) == UInt8(ascii: "{") {
            return TextEdit(at: end, ", sources: { \(lines.joined(separator: ", ")) }")
        }
        let indent = String(repeating: " ", count: indentation)
        let block = (["sources:"] + lines.map { indent + $0 }).joined(separator: "\n")
        return text.insertLine(block, atLineEndOf: max(end - 1, 0))
    }

    /// `key: "3f2a9c1e"`, one entry of `sources:`.
    static func line(_ key: String, _ fingerprint: String) -> String {
        "\(YAMLScalar.write(key)): \(value(fingerprint))"
    }

    private static func value(_ fingerprint: String) -> String {
        YAMLScalar.write(fingerprint, quoted: true)
    }
}
