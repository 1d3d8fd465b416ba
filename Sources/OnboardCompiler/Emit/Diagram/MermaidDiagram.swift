/// A flow diagram as a Mermaid flowchart, in a fenced block under a heading: GitHub renders
/// it in Markdown files, issues and pull-request comments. A swipe is a dotted arrow
/// (`-.->`, drawn dashed); an arrow through a branch is drawn with finer dots (`linkStyle`,
/// by the arrows' order in the chart).
enum MermaidDiagram {
    static func render(_ diagram: FlowDiagram) -> String {
        var lines = ["### \(diagram.name)", "", diagram.summary, "", "```mermaid", "flowchart TD"]
        for node in diagram.nodes {
            let text = node.lines.map(escape).joined(separator: "<br/>")
            lines.append(node.kind == .ending ? "  \(node.id)([\"\(text)\"])" : "  \(node.id)[\"\(text)\"]")
        }
        for edge in diagram.edges {
            let arrow = edge.isSwipe ? "-.->" : "-->"
            lines.append("  \(edge.from) \(arrow)|\"\(escape(edge.label))\"| \(edge.to)")
        }
        let endings = diagram.nodes.filter { $0.kind == .ending }.map(\.id)
        if !endings.isEmpty {
            lines += ["  classDef ending stroke-width:3px", "  class \(endings.joined(separator: ",")) ending"]
        }
        let conditional = diagram.edges.indices.filter { diagram.edges[$0].isConditional }
        if !conditional.isEmpty {
            lines.append("  linkStyle \(conditional.map(String.init).joined(separator: ",")) stroke-dasharray:1 4")
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid's entity codes for what would end a quoted label or start markup.
    static func escape(_ text: String) -> String {
        text.escaping(["\"": "#quot;", "<": "#lt;", ">": "#gt;", "#": "#35;", "&": "#amp;", "\n": " ", "\r\n": " "])
    }
}
