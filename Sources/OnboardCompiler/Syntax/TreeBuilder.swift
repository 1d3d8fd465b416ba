/// Builds a `Document` from parse events and enforces the spec format's YAML
/// profile: one document, string keys that are unique by value, no tags, no
/// merge keys, and aliases only within a node budget.
public enum TreeBuilder {
    public static func build(
        _ source: SourceFile, limits: ParseLimits = .default, diagnostics: DiagnosticSink
    ) -> Document? {
        var state = State(path: source.path, limits: limits)
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
        return Document(path: source.path, root: root)
    }

    private struct Anchor {
        let node: Node
        let size: Int
    }

    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var anchor: String?
        var start: SourceLocation
        /// Where the last child ends: a block collection ends there, not where
        /// libyaml's end event is (the next token, past blank lines and comments).
        var lastChildEnd: SourceLocation?
        var items: [Node] = []
        var entries: [Node.Entry] = []
        var pendingKey: Node?
        /// The key names of `entries`, in order, for the duplicate check.
        var names: [String] = []
        /// Name → first index in `names`, built once a mapping has more than
        /// `linearKeyLimit` keys so that a mapping with many keys stays O(n).
        var index: [String: Int]?
        var size = 1
    }

    /// Up to this many keys, duplicates are found by a linear scan of `names`.
    private static let linearKeyLimit = 16

    private struct State: YAMLEventHandler {
        let path: String
        let limits: ParseLimits
        var stack: [Frame] = []
        var anchors: [String: Anchor] = [:]
        var openAnchors: Set<String> = []
        var aliasNodes = 0
        var documents = 0
        var root: Node?
        var problems: [Diagnostic] = []
        var fatal = false

        init(path: String, limits: ParseLimits) {
            self.path = path
            self.limits = limits
        }

        func span(_ start: SourceLocation, _ end: SourceLocation) -> SourceSpan {
            SourceSpan(file: path, start: start, end: end)
        }

        mutating func stop(_ diagnostic: Diagnostic) -> Bool {
            problems.append(diagnostic)
            fatal = true
            return false
        }

        mutating func handle(_ event: consuming YAMLEvent) -> Bool {
            switch event.kind {
            case .streamStart, .streamEnd, .documentEnd:
                return true
            case .documentStart:
                documents += 1
                if documents > 1 { return stop(.secondDocument(at: span(event.start, event.end))) }
                return true
            case .sequenceStart(let anchor, let tag, let flow), .mappingStart(let anchor, let tag, let flow):
                if let tag { return stop(.tagRejected(tag, at: span(event.start, event.end))) }
                if let anchor { openAnchors.insert(anchor) }
                var isMapping = false
                if case .mappingStart = event.kind { isMapping = true }
                stack.append(Frame(isMapping: isMapping, isFlow: flow, anchor: anchor, start: event.start))
                return true
            case .sequenceEnd, .mappingEnd:
                let frame = stack.removeLast()
                let content: Node.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
                let end = frame.isFlow ? event.end : frame.lastChildEnd ?? event.end
                let node = Node(content: content, start: frame.start, end: end)
                return add(node, size: frame.size, anchor: frame.anchor)
            case .scalar(let value, let anchor, let tag, let style):
                if let tag { return stop(.tagRejected(tag, at: span(event.start, event.end))) }
                let node = Node(content: .scalar(.init(text: value, style: style)), start: event.start, end: event.end)
                return add(node, size: 1, anchor: anchor)
            case .alias(let name):
                let here = span(event.start, event.end)
                if openAnchors.contains(name) { return stop(.recursiveAlias(name, at: here)) }
                guard let anchor = anchors[name] else { return stop(.undefinedAlias(name, at: here)) }
                aliasNodes += anchor.size
                if aliasNodes > limits.maxAliasNodes {
                    return stop(.aliasBudget(limit: limits.maxAliasNodes, at: here))
                }
                var node = anchor.node
                node.start = event.start
                node.end = event.end
                return add(node, size: anchor.size, anchor: nil, isAlias: true)
            }
        }

        /// Attaches a finished node to its parent (or makes it the root).
        mutating func add(_ node: Node, size: Int, anchor: String?, isAlias: Bool = false) -> Bool {
            if let anchor {
                openAnchors.remove(anchor)
                anchors[anchor] = Anchor(node: node, size: size)
            }
            guard !stack.isEmpty else {
                root = node
                return true
            }
            let top = stack.count - 1
            stack[top].size += size
            stack[top].lastChildEnd = node.end
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return true
            }
            guard let key = stack[top].pendingKey else {
                return acceptKey(node, isAlias: isAlias, top: top)
            }
            stack[top].pendingKey = nil
            stack[top].entries.append(Node.Entry(key: key, value: node))
            return true
        }

        mutating func acceptKey(_ key: Node, isAlias: Bool, top: Int) -> Bool {
            guard case .scalar(let scalar) = key.content else {
                return stop(.nonStringKey(key.kindName, at: span(key.start, key.end)))
            }
            if scalar.style == .plain {
                switch scalar.text {
                case "", "~", "null", "Null", "NULL": return stop(.nullKey(at: span(key.start, key.end)))
                case "<<": return stop(.mergeKey(at: span(key.start, key.end)))
                default: break
                }
            }
            let name = scalar.text
            if let first = firstIndex(of: name, top: top) {
                let firstKey = stack[top].entries[first].key
                problems.append(.duplicateKey(name, at: span(key.start, key.end),
                                              first: span(firstKey.start, firstKey.end)))
            }
            let position = stack[top].names.count
            stack[top].names.append(name)
            if stack[top].index != nil {
                if stack[top].index![name] == nil { stack[top].index![name] = position }
            } else if position == TreeBuilder.linearKeyLimit {
                var index: [String: Int] = [:]
                index.reserveCapacity(2 * position)
                for (i, known) in stack[top].names.enumerated() where index[known] == nil { index[known] = i }
                stack[top].index = index
            }
            stack[top].pendingKey = key
            return true
        }

        /// Where `name` is first used as a key in the mapping at `top`, if it is.
        func firstIndex(of name: String, top: Int) -> Int? {
            if let index = stack[top].index { return index[name] }
            return stack[top].names.firstIndex(of: name)
        }
    }
}

extension Diagnostic {
    static func emptyDocument(file: String) -> Diagnostic {
        .error("yaml-empty", "the file holds no YAML document", at: .file(file),
               help: "a spec starts with `version: 1` and an `app:` mapping")
    }

    static func secondDocument(at span: SourceSpan) -> Diagnostic {
        .error("yaml-multiple-documents", "a spec file holds exactly one YAML document; this starts a second one",
               at: span, help: "put each app in its own file and remove this `---`")
    }

    static func tagRejected(_ tag: String, at span: SourceSpan) -> Diagnostic {
        // libyaml hands over `!!x` resolved; show it the way it was written.
        let core = "tag:yaml.org,2002:"
        let written = tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
        return .error("yaml-tag", "YAML tags are not allowed in specs (found `\(written)`); tags are never acted on",
                      at: span, help: "remove the tag; write the value itself")
    }

    static func recursiveAlias(_ name: String, at span: SourceSpan) -> Diagnostic {
        .error("yaml-recursive-alias", "alias `*\(name)` refers to the node that contains it",
               at: span, help: "an anchored node cannot include itself")
    }

    static func undefinedAlias(_ name: String, at span: SourceSpan) -> Diagnostic {
        .error("yaml-undefined-alias", "alias `*\(name)` has no anchor `&\(name)` before it",
               at: span, help: "define `&\(name)` on a node above this line, or write the value here")
    }

    static func aliasBudget(limit: Int, at span: SourceSpan) -> Diagnostic {
        .error("yaml-alias-budget",
               "aliases expand to more than \(limit) nodes (the alias budget); this looks like an alias bomb",
               at: span, help: "use fewer aliases, or raise the limit with --max-alias-nodes")
    }

    static func nonStringKey(_ kind: String, at span: SourceSpan) -> Diagnostic {
        .error("yaml-non-string-key", "a key must be a string, not \(kind)", at: span,
               help: "write the key as plain text, for example `title:`")
    }

    static func nullKey(at span: SourceSpan) -> Diagnostic {
        .error("yaml-null-key", "a key must be a string, not null or empty", at: span,
               help: "give the key a name, or quote it if you mean the text")
    }

    static func mergeKey(at span: SourceSpan) -> Diagnostic {
        .error("yaml-merge-key", "YAML merge keys (`<<`) are not supported", at: span,
               help: "use an alias for a whole value (`title: *shared`) or write the keys out")
    }

    static func duplicateKey(_ name: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        .error("yaml-duplicate-key", "duplicate key `\(name)` in this mapping", at: span,
               notes: [Note("`\(name)` is first defined here", at: first)],
               help: "remove one of the two, or rename it")
    }
}
