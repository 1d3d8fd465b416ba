import OnboardCompiler

/// Where the cursor is, for completion: the mapping a key is being written in, or the value
/// being written, and the word typed so far. Found in the compiler's node tree of the text
/// with the cursor's line made whole: the word at the cursor becomes a placeholder, followed
/// by `:` where a key is being written (`    acti` reads as `    \(placeholder):`, `to: ` as
/// `to: \(placeholder)`), so libyaml decides from the indentation which mapping the line
/// belongs to, as it will once the writer ends the line. When even that text does not parse
/// (a mistake elsewhere in the file), the path is read from the indentation of the lines
/// above (`IndentationPath`), and the spec's ids are not known.
struct CompletionSite {
    enum Place: Equatable {
        /// A key of the mapping at `steps`.
        case key
        /// The value at `steps`: a key's (the last step) or a list's item.
        case value
    }

    static let placeholder = "onboardc-completion-placeholder"

    var place: Place
    var steps: [KeyDocs.Step]
    /// The word typed before the cursor.
    var typed: String
    /// The bytes the word at the cursor covers: what an item replaces.
    var start: Int
    var end: Int
    /// The keys the mapping has already (a key's place).
    var written: Set<String> = []
    /// The root of the tree the site was found in; nil when it was read from the indentation.
    var root: Node?

    /// The cursor is right after a key's `:`: a value needs a space before it.
    var needsSpace = false

    init?(_ lines: LineIndex, offset: Int, path: String, file: KeyDocs.File, limits: ParseLimits) {
        let bytes = lines.bytes
        func isWord(_ byte: UInt8) -> Bool {
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        func isBreak(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }
        var lineStart = offset
        while lineStart > 0, !isBreak(bytes[lineStart - 1]) { lineStart -= 1 }
        start = offset
        while start > lineStart, isWord(bytes[start - 1]) { start -= 1 }
        end = offset
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        typed = String(decoding: bytes[start..<offset], as: UTF8.self)
        let head = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        let rest = bytes[end...].prefix { !isBreak($0) }
        let trimmed = head.drop { $0 == " " }
        let lastMark = head.last { $0 != " " }
        let isItem = trimmed.hasSuffix("- ") && trimmed.allSatisfy { $0 == "-" || $0 == " " }
        let inFlow = Self.innermostOpen(head)
        if trimmed.hasPrefix("#") {
            return nil  // A comment.
        } else if trimmed.isEmpty || isItem || inFlow == "{" && (lastMark == "{" || lastMark == ",") {
            place = .key
        } else if lastMark == ":" || inFlow == "[" && (lastMark == "[" || lastMark == ",") {
            place = .value
        } else {
            return nil  // Inside text: nothing to offer.
        }
        // The line made whole: a key gets its colon unless one follows already; in a flow mapping none is needed.
        let needsColon = place == .key && (trimmed.isEmpty || isItem)
        needsSpace = head.hasSuffix(":")
        var repaired = Array(bytes[..<start]) + Array(((needsSpace ? " " : "") + Self.placeholder).utf8)
        if needsColon, rest.first(where: { $0 != 32 }) != UInt8(ascii: ":") { repaired += Array(": ".utf8) }
        repaired += bytes[end...]
        let open = OpenDocument(uri: path, version: 0, text: String(decoding: repaired, as: UTF8.self))
        if let tree = DocumentTree(open, path: path, limits: limits),
            let found = tree.node(at: tree.lines.position(ofByte: start + (needsSpace ? 2 : 1))),
            found.node.text == Self.placeholder
        {
            root = tree.document.root
            steps = found.isKey ? Array(found.steps.dropLast()) : found.steps
            if found.isKey, case .mapping(let entries)? = root?.node(at: steps)?.content {
                written = Set(entries.map(\.name)).subtracting([Self.placeholder])
            }
        } else {
            let indentation = IndentationPath(bytes, lineStart: lineStart, head: head)
            steps = indentation.steps
            written = place == .key ? indentation.siblings : []
        }
        // `- ` in a list of values (a section's `screens`) starts a value, not a key.
        if place == .key, isItem, case .index? = steps.last, KeyDocs.keys(ofMappingAt: steps, in: file).isEmpty {
            place = .value
            written = []
        }
    }
}

extension CompletionSite {
    /// The innermost `{` or `[` of `text` not closed in it (outside quotes), if any.
    static func innermostOpen(_ text: String) -> Character? {
        var open: [Character] = []
        var quote: Character?
        for character in text {
            if let current = quote {
                if character == current { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{" || character == "[" {
                open.append(character)
            } else if character == "}" || character == "]" {
                _ = open.popLast()
            }
        }
        return open.last
    }
}

extension Node {
    /// The node `steps` lead to from this one.
    func node(at steps: [KeyDocs.Step]) -> Node? {
        var node = self
        for step in steps {
            switch step {
            case .key(let name):
                guard let value = node.value(name) else { return nil }
                node = value
            case .index(let index):
                let items = node.items
                guard items.indices.contains(index) else { return nil }
                node = items[index]
            }
        }
        return node
    }
}
