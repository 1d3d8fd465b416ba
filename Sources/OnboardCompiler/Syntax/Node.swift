/// A YAML node with the place it was written. Scalars keep the exact text
/// they were written as: no YAML 1.1 implicit typing is applied (`no`, `on`,
/// `0123`, `~` stay text until the decoder types them against the schema).
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Entry])
    }

    public struct Scalar: Sendable, Hashable {
        public var text: String
        public var style: YAMLEvent.ScalarStyle
    }

    public struct Entry: Sendable {
        public var key: Node
        public var value: Node
        /// The key's text (keys are always scalars).
        public var name: String {
            if case .scalar(let scalar) = key.content { return scalar.text }
            return ""
        }
    }

    public var content: Content
    public var start: SourceLocation
    public var end: SourceLocation

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// An empty list where this node was written: what stays in a tree in place of a
    /// part taken out of it.
    var emptied: Node { Node(content: .sequence([]), start: start, end: end) }

    /// The kind of node, as a content writer would name it.
    public var kindName: String {
        switch content {
        case .scalar: "a value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One parsed spec file: its root node, where it came from, and where its aliases repeat
/// an anchored node.
public struct Document: Sendable {
    public var path: String
    public var root: Node
    /// Every alias, in document order.
    public var aliases: [AliasUse] = []

    public func span(_ node: Node) -> SourceSpan {
        SourceSpan(file: path, start: node.start, end: node.end)
    }

    /// Where `node`'s content is written: the anchored node's place when `node` is an alias
    /// (`*shared`), which has its own place but not its own keys. A problem with what a
    /// mapping holds, such as a missing key, is reported there, once for all its uses.
    public func contentSpan(_ node: Node) -> SourceSpan {
        guard let use = aliases.first(where: { $0.start == node.start && $0.end == node.end }) else {
            return span(node)
        }
        return SourceSpan(file: path, start: use.anchorStart, end: use.anchorEnd)
    }
}

/// An alias (`*shared`) and the anchored node (`&shared`) it repeats.
public struct AliasUse: Sendable, Hashable {
    public var name: String
    public var start: SourceLocation
    public var end: SourceLocation
    public var anchorStart: SourceLocation
    public var anchorEnd: SourceLocation
}
