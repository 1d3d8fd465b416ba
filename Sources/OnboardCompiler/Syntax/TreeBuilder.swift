/// Builds a `Document` from parse events and enforces the spec format's YAML
/// profile: one document, string keys that are unique by value, no tags, no
/// merge keys, and aliases only within a node budget.
///
/// How it stays cheap (see docs/performance.md): the children of every open
/// collection wait on one shared stack of nodes and are moved, not copied,
/// into an array of exactly the right size when the collection ends; frames
/// are plain values without references, mutated in place; duplicate keys are
/// found by a linear scan of the waiting keys until a mapping has more than
/// `linearKeyLimit` of them; and a `SourceSpan` (which holds the path) is made
/// only when a diagnostic is.
public enum TreeBuilder {
    public static func build(
        _ source: SourceFile, limits: ParseLimits = .default, diagnostics: DiagnosticSink
    ) -> Document? {
        var state = State(path: source.path, limits: limits)
        defer { state.nodes.release() }
        let stop = EventParser.parse(source, limits: limits, handler: &state)
        // Problems found before a syntax error (duplicate keys) are reported too.
        diagnostics.emit(contentsOf: state.problems)
        if let stop {
            diagnostics.emit(stop)
            return nil
        }
        if state.fatal { return nil }
        guard let root = state.root else {
            diagnostics.emit(.emptyDocument(file: source.path))
            return nil
        }
        return Document(path: source.path, root: root, aliases: state.aliasUses)
    }

    /// Up to this many keys, duplicates are found by a linear scan of the
    /// mapping's keys; past it, through a name → position index.
    static let linearKeyLimit = 16

    private struct Anchor {
        let node: Node
        let size: Int
    }

    /// An open sequence or mapping. No references: pushing, popping and
    /// updating one copies a few words and touches no reference counts.
    private struct Frame {
        var start: SourceLocation
        /// Where the last child ends (valid once `hasChild`): a block collection
        /// ends there, not where libyaml's end event is (the next token, past
        /// blank lines and comments).
        var lastChildEnd: SourceLocation
        /// Where this frame's children start on the node stack. A mapping's
        /// children alternate key, value; an odd count means a key waits for its value.
        var base: Int
        /// Nodes in this collection, itself included, as the alias budget counts them.
        var size = 1
        /// Position of this mapping's key index in `State.keyIndexes`, or -1.
        var keyIndex = -1
        var isMapping: Bool
        var isFlow: Bool
        /// Whether the collection has an anchor, kept on `State.frameAnchors`.
        var hasAnchor: Bool
        var hasChild = false
    }

    /// The children of all open collections, in document order, in one buffer
    /// that is allocated once per file. A finished collection's children are
    /// moved out of it into their own exactly sized array.
    private struct NodeStack {
        private var storage: UnsafeMutablePointer<Node>
        private var capacity: Int
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            storage = .allocate(capacity: self.capacity)
        }

        /// Destroys whatever is left (parsing stopped early) and frees the buffer.
        mutating func release() {
            storage.deinitialize(count: count)
            storage.deallocate()
            count = 0
            capacity = 0
        }

        @inline(__always)
        mutating func push(_ node: consuming Node) {
            if count == capacity { grow() }
            (storage + count).initialize(to: node)
            count += 1
        }

        private mutating func grow() {
            let larger = UnsafeMutablePointer<Node>.allocate(capacity: 2 * capacity)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }

        /// Where the node at `position` starts and ends.
        func bounds(at position: Int) -> (start: SourceLocation, end: SourceLocation) {
            (storage[position].start, storage[position].end)
        }

        /// The text of the scalar at `position` (a key that passed `acceptKey`).
        @inline(__always)
        func keyName(at position: Int) -> String {
            if case .scalar(let scalar) = storage[position].content { return scalar.text }
            return ""
        }

        /// Moves the nodes from `start` to the top into a new array of exactly that size.
        mutating func popNodes(from start: Int) -> [Node] {
            let moved = count - start
            if moved == 0 { return [] }
            let source = storage + start
            count = start
            // `reserveCapacity` and `append` are specialised for `Node`;
            // `Array(unsafeUninitializedCapacity:)` would look up the
            // storage class's metadata at run time on every call.
            var nodes: [Node] = []
            nodes.reserveCapacity(moved)
            for position in 0..<moved {
                nodes.append((source + position).move())
            }
            return nodes
        }

        /// Moves the key, value pairs from `start` to the top into a new array of exactly that size.
        mutating func popEntries(from start: Int) -> [Node.Entry] {
            let pairs = (count - start) / 2
            if (count - start) % 2 == 1 {
                // A key without a value; libyaml always ends a mapping with the value.
                count -= 1
                (storage + count).deinitialize(count: 1)
            }
            if pairs == 0 { return [] }
            let source = storage + start
            count = start
            var entries: [Node.Entry] = []
            entries.reserveCapacity(pairs)
            for pair in 0..<pairs {
                entries.append(Node.Entry(key: (source + 2 * pair).move(), value: (source + 2 * pair + 1).move()))
            }
            return entries
        }
    }

    private struct State: YAMLEventHandler {
        let path: String
        let limits: ParseLimits
        var nodes = NodeStack(capacity: 256)
        var frames: [Frame] = []
        /// The anchors of open frames that have one, innermost last.
        var frameAnchors: [String] = []
        /// Name → position (in pairs) of a large mapping's keys, innermost last.
        var keyIndexes: [[String: Int]] = []
        var anchors: [String: Anchor] = [:]
        var openAnchors: Set<String> = []
        var aliasNodes = 0
        var aliasUses: [AliasUse] = []
        var documents = 0
        var root: Node?
        var problems: [Diagnostic] = []
        var fatal = false

        init(path: String, limits: ParseLimits) {
            self.path = path
            self.limits = limits
            frames.reserveCapacity(16)
        }

        func span(_ start: SourceLocation, _ end: SourceLocation) -> SourceSpan {
            SourceSpan(file: path, start: start, end: end)
        }

        mutating func stop(_ diagnostic: Diagnostic) -> Bool {
            problems.append(diagnostic)
            fatal = true
            return false
        }

        @inline(__always)
        mutating func handle(_ event: consuming YAMLEvent) -> Bool {
            let (kind, start, end) = event.split()
            switch consume kind {
            case .scalar(let value, let anchor, let tag, let style):
                if let tag { return stop(.tagRejected(tag, at: span(start, end))) }
                let node = Node(content: .scalar(.init(text: value, style: style)), start: start, end: end)
                if let anchor { remember(node, size: 1, as: anchor) }
                return add(node, size: 1)
            case .mappingStart(let anchor, let tag, let flow):
                return open(isMapping: true, anchor: anchor, tag: tag, flow: flow, start, end)
            case .sequenceStart(let anchor, let tag, let flow):
                return open(isMapping: false, anchor: anchor, tag: tag, flow: flow, start, end)
            case .sequenceEnd, .mappingEnd:
                return close(end)
            case .alias(let name):
                return alias(name, start, end)
            case .streamStart, .streamEnd, .documentEnd:
                return true
            case .documentStart:
                documents += 1
                if documents > 1 { return stop(.secondDocument(at: span(start, end))) }
                return true
            }
        }

        mutating func open(
            isMapping: Bool, anchor: String?, tag: String?, flow: Bool, _ start: SourceLocation, _ end: SourceLocation
        ) -> Bool {
            if let tag { return stop(.tagRejected(tag, at: span(start, end))) }
            if let anchor {
                openAnchors.insert(anchor)
                frameAnchors.append(anchor)
            }
            frames.append(
                Frame(
                    start: start, lastChildEnd: start, base: nodes.count,
                    isMapping: isMapping, isFlow: flow, hasAnchor: anchor != nil))
            return true
        }

        mutating func close(_ eventEnd: SourceLocation) -> Bool {
            let frame = frames.removeLast()
            let content: Node.Content
            if frame.isMapping {
                content = .mapping(nodes.popEntries(from: frame.base))
                if frame.keyIndex >= 0 { keyIndexes.removeLast() }
            } else {
                content = .sequence(nodes.popNodes(from: frame.base))
            }
            let end = frame.isFlow || !frame.hasChild ? eventEnd : frame.lastChildEnd
            let node = Node(content: content, start: frame.start, end: end)
            if frame.hasAnchor { remember(node, size: frame.size, as: frameAnchors.removeLast()) }
            return add(node, size: frame.size)
        }

        mutating func alias(_ name: String, _ start: SourceLocation, _ end: SourceLocation) -> Bool {
            if openAnchors.contains(name) { return stop(.recursiveAlias(name, at: span(start, end))) }
            guard let anchor = anchors[name] else { return stop(.undefinedAlias(name, at: span(start, end))) }
            aliasNodes += anchor.size
            if aliasNodes > limits.maxAliasNodes {
                return stop(.aliasBudget(limit: limits.maxAliasNodes, at: span(start, end)))
            }
            var node = anchor.node
            aliasUses.append(
                AliasUse(name: name, start: start, end: end, anchorStart: node.start, anchorEnd: node.end))
            node.start = start
            node.end = end
            return add(node, size: anchor.size)
        }

        /// Records a finished anchored node for later aliases.
        mutating func remember(_ node: Node, size: Int, as anchor: String) {
            openAnchors.remove(anchor)
            anchors[anchor] = Anchor(node: node, size: size)
        }

        /// Attaches a finished node to its parent (or makes it the root).
        @inline(__always)
        mutating func add(_ node: consuming Node, size: Int) -> Bool {
            let top = frames.count - 1
            guard top >= 0 else {
                root = node
                return true
            }
            let isKey = frames.withUnsafeMutableBufferPointer { frames in
                frames[top].size += size
                frames[top].lastChildEnd = node.end
                frames[top].hasChild = true
                return frames[top].isMapping && (nodes.count - frames[top].base) % 2 == 0
            }
            if isKey && !acceptKey(node, top: top) { return false }
            nodes.push(node)
            return true
        }

        /// Checks a mapping key before it goes on the node stack.
        mutating func acceptKey(_ key: borrowing Node, top: Int) -> Bool {
            guard case .scalar(let scalar) = key.content else {
                return stop(.nonStringKey(key.kindName, at: span(key.start, key.end)))
            }
            let name = scalar.text
            if scalar.style == .plain && name.utf8.count <= 4 {
                switch name {
                case "", "~", "null", "Null", "NULL": return stop(.nullKey(at: span(key.start, key.end)))
                case "<<": return stop(.mergeKey(at: span(key.start, key.end)))
                default: break
                }
            }
            let base = frames[top].base
            let keys = (nodes.count - base) / 2
            var first: Int?
            if frames[top].keyIndex >= 0 {
                let index = frames[top].keyIndex
                first = keyIndexes[index][name]
                if first == nil { keyIndexes[index][name] = keys }
            } else {
                var position = base
                while position < nodes.count {
                    if nodes.keyName(at: position) == name {
                        first = (position - base) / 2
                        break
                    }
                    position += 2
                }
                if keys == TreeBuilder.linearKeyLimit { buildKeyIndex(top: top, adding: name, first: first) }
            }
            if let first {
                let firstKey = nodes.bounds(at: base + 2 * first)
                problems.append(
                    .duplicateKey(
                        name, at: span(key.start, key.end),
                        first: span(firstKey.start, firstKey.end)))
            }
            return true
        }

        /// Indexes a mapping's keys once it has `linearKeyLimit` of them, so
        /// that a mapping with many keys costs O(n), not O(n²).
        mutating func buildKeyIndex(top: Int, adding name: String, first: Int?) {
            let base = frames[top].base
            let keys = (nodes.count - base) / 2
            var index: [String: Int] = [:]
            index.reserveCapacity(4 * keys)
            for key in 0..<keys {
                let known = nodes.keyName(at: base + 2 * key)
                if index[known] == nil { index[known] = key }
            }
            if first == nil { index[name] = keys }
            frames[top].keyIndex = keyIndexes.count
            keyIndexes.append(index)
        }
    }
}

extension Diagnostic {
    static func emptyDocument(file: String) -> Diagnostic {
        Diagnostic(
            .yamlEmpty, "the file holds no YAML document", at: .file(file),
            help: "a spec starts with `version: 1` and an `app:` mapping")
    }

    static func secondDocument(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlMultipleDocuments, "a spec file holds exactly one YAML document; this starts a second one",
            at: span, help: "put each app in its own file and remove this `---`")
    }

    static func tagRejected(_ tag: String, at span: SourceSpan) -> Diagnostic {
        // libyaml hands over `!!x` resolved; show it the way it was written.
        let core = "tag:yaml.org,2002:"
        let written = tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
        return Diagnostic(
            .yamlTag, "YAML tags are not allowed in specs (found `\(written)`); tags are never acted on",
            at: span, help: "remove the tag; write the value itself")
    }

    static func recursiveAlias(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlRecursiveAlias, "alias `*\(name)` refers to the node that contains it",
            at: span, help: "an anchored node cannot include itself")
    }

    static func undefinedAlias(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlUndefinedAlias, "alias `*\(name)` has no anchor `&\(name)` before it",
            at: span, help: "define `&\(name)` on a node above this line, or write the value here")
    }

    static func aliasBudget(limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlAliasBudget,
            "aliases expand to more than \(limit) nodes (the alias budget); this looks like an alias bomb",
            at: span, help: "use fewer aliases, or raise the limit with --max-alias-nodes")
    }

    static func nonStringKey(_ kind: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlNonStringKey, "a key must be a string, not \(kind)", at: span,
            help: "write the key as plain text, for example `title:`")
    }

    static func nullKey(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlNullKey, "a key must be a string, not null or empty", at: span,
            help: "give the key a name, or quote it if you mean the text")
    }

    static func mergeKey(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlMergeKey, "YAML merge keys (`<<`) are not supported", at: span,
            help: "use an alias for a whole value (`title: *shared`) or write the keys out")
    }

    static func duplicateKey(_ name: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlDuplicateKey, "duplicate key `\(name)` in this mapping", at: span,
            notes: [Note("`\(name)` is first defined here", at: first)],
            help: "remove one of the two, or rename it")
    }
}
