/// A flow diagram in Graphviz's DOT language (`dot -Tsvg` draws it): a swipe dashed, an
/// arrow through a branch dotted.
enum DOTDiagram {
    static func render(_ diagram: FlowDiagram) -> String {
        var lines = [
            "digraph \(quote(diagram.name)) {", "  label=\(quote(diagram.summary));", "  labelloc=t;",
            "  node [shape=box, style=rounded];",
        ]
        for node in diagram.nodes {
            let shape =
                switch node.kind {
                case .screen: ""
                case .state: ", style=\"rounded,dashed\""
                case .ending: ", shape=doubleoctagon"
                }
            lines.append("  \(node.id) [label=\(quote(node.lines.joined(separator: "\n")))\(shape)];")
        }
        for edge in diagram.edges {
            let style = edge.isSwipe ? ", style=dashed" : edge.isConditional ? ", style=dotted" : ""
            lines.append("  \(edge.from) -> \(edge.to) [label=\(quote(edge.label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: `"`, `\` and line breaks escaped.
    static func quote(_ text: String) -> String {
        "\"" + text.escaping(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r\n": "\\n", "\r": ""]) + "\""
    }
}
