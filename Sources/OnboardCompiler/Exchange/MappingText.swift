/// One YAML mapping of a file being edited (`strings:` or `sources:` of a
/// translation file): its entries, whether it is written as a flow mapping
/// (`{ … }`), and where a new entry goes so that the mapping keeps the spec's
/// key order, indented like its neighbours.
struct MappingText {
    /// A new entry, written as the mapping is: `flow` inside braces, or the lines
    /// of `block` at the indentation it is given.
    struct NewEntry {
        var key: String
        var flow: String
        var block: (_ indent: String) -> [String]
    }

    let text: TextBuffer
    let node: Node
    let entries: [Node.Entry]
    let isFlow: Bool
    /// Where the flow mapping's `{` is (after an anchor or a tag, `strings: &s { … }`).
    private let openingBrace: Int?

    /// Nil when `node` is not a mapping.
    init?(_ node: Node, in text: TextBuffer) {
        guard case .mapping(let entries) = node.content else { return nil }
        self.text = text
        self.node = node
        self.entries = entries
        // A block mapping's span starts at its first key; a flow mapping's at its anchor, tag or `{`.
        var offset = node.start.offset
        while let byte = text.byte(at: offset), byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
            while let next = text.byte(at: offset), next != UInt8(ascii: " "), next != UInt8(ascii: "\n") {
                offset += 1
            }
            while text.byte(at: offset) == UInt8(ascii: " ") { offset += 1 }
        }
        openingBrace = text.byte(at: offset) == UInt8(ascii: "{") ? offset : nil
        isFlow = openingBrace != nil || entries.isEmpty
    }

    /// Where the mapping's text ends: after its `}` when it is written in braces, else
    /// after its last value (a block mapping's span can run on over comments).
    var end: Int {
        openingBrace != nil ? node.end.offset : text.lastEnd(node)
    }

    func entry(_ key: String) -> Node.Entry? {
        entries.first { $0.name == key }
    }

    /// How far the keys are indented (two spaces when no key starts a line).
    var indentation: Int {
        entries.first.map { text.indentation(of: $0.key.start.offset) } ?? 2
    }

    /// The edits that add `new` (keys the mapping does not have), each after the
    /// nearest key before it in `position`'s order.
    func insertions(_ new: [NewEntry], position: [String: Int]) -> [TextEdit] {
        let sorted = new.sorted { (position[$0.key] ?? .max) < (position[$1.key] ?? .max) }
        guard !sorted.isEmpty else { return [] }
        if entries.isEmpty {
            // `{}`: every new entry goes between the braces, in one edit.
            guard let brace = openingBrace else { return [] }
            let body = sorted.map(\.flow).joined(separator: ", ")
            return [TextEdit(range: brace..<node.end.offset, replacement: "{ \(body) }")]
        }
        return sorted.map { insertion($0, position: position) }
    }

    private func insertion(_ entry: NewEntry, position: [String: Int]) -> TextEdit {
        let rank = position[entry.key] ?? .max
        let before = entries.filter { (position[$0.name] ?? .max) < rank }
            .max { position[$0.name]! < position[$1.name]! }
        if isFlow {
            if let before { return TextEdit(at: text.lastEnd(before.value), ", " + entry.flow) }
            return TextEdit(at: entries[0].key.start.offset, entry.flow + ", ")
        }
        let lines = entry.block(String(repeating: " ", count: indentation)).joined(separator: "\n")
        if let before { return text.insertLine(lines, after: before.value) }
        return TextEdit(at: text.lineStart(entries[0].key.start.offset), lines + "\n")
    }
}
