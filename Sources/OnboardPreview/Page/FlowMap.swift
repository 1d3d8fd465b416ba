import OnboardCompiler

/// A flow's map as an SVG arc diagram, drawn from the compiler's `FlowDiagram` (the
/// graph `onboardc graph` prints and the flow rules check): the screens and states in
/// flow order down a column, then the endings; a move forward arcs on the right, a move
/// back on the left, each with its label. Each screen or state links to its frame.
enum FlowMap {
    private static let rowHeight = 52.0
    private static let boxHeight = 36.0
    private static let boxWidth = 230.0

    static func svg(_ diagram: FlowDiagram, flow: String) -> String {
        let row = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1.id, $0) })
        let edges = merged(diagram.edges)
        // The wider an arc spans, the further it bows out; each side sizes to its widest arc and label.
        func bow(_ edge: FlowDiagram.Edge) -> Double {
            let span = abs(Double((row[edge.to] ?? 0) - (row[edge.from] ?? 0)))
            return min(24 + 22 * span, 260)
        }
        let back = edges.filter { (row[$0.to] ?? 0) <= (row[$0.from] ?? 0) }
        let forward = edges.filter { (row[$0.to] ?? 0) > (row[$0.from] ?? 0) }
        func room(_ edges: [FlowDiagram.Edge]) -> Double {
            edges.map { bow($0) * 0.75 + 8 + Double($0.label.count) * 6.6 }.max() ?? 0
        }
        let left = max(room(back), 20)
        let width = left + boxWidth + max(room(forward), 20)
        func y(_ id: String) -> Double { Double(row[id] ?? 0) * rowHeight + 4 + boxHeight / 2 }

        var svg = ""
        var height = Double(diagram.nodes.count) * rowHeight + 8
        // Labels already placed, as (x range, baseline): a label that would overlap one moves down a line.
        var placed: [(ClosedRange<Double>, Double)] = []
        for edge in edges {
            let isForward = (row[edge.to] ?? 0) > (row[edge.from] ?? 0)
            let x = isForward ? left + boxWidth : left
            let d = isForward ? bow(edge) : -bow(edge)
            let (from, to) = (y(edge.from), y(edge.to) + (edge.from == edge.to ? 10 : 0))
            let labelX = x + d * 0.75 + (isForward ? 6 : -6)
            let extent = Double(edge.label.count) * 6.6
            let xs = isForward ? labelX...(labelX + extent) : (labelX - extent)...labelX
            var labelY = (from + to) / 2 + 4
            while placed.contains(where: { $0.0.overlaps(xs) && abs($0.1 - labelY) < 14 }) { labelY += 14 }
            placed.append((xs, labelY))
            height = max(height, labelY + 8)
            svg +=
                "<g class=\"edge\(edge.isSwipe ? " swipe" : "")\" data-from=\"\(HTML.escape(edge.from))\" data-to=\"\(HTML.escape(edge.to))\">"
            svg +=
                "<path d=\"M\(f(x)),\(f(from)) C\(f(x + d)),\(f(from)) \(f(x + d)),\(f(to)) \(f(x)),\(f(to))\""
                + " marker-end=\"url(#arrow-\(HTML.escape(flow)))\"/>"
            svg +=
                "<text x=\"\(f(labelX))\" y=\"\(f(labelY))\" text-anchor=\"\(isForward ? "start" : "end")\">"
                + HTML.escape(edge.label) + "</text></g>"
        }
        for node in diagram.nodes {
            let top = y(node.id) - boxHeight / 2
            let frame = node.screen.map { Frame.id(flow: flow, screen: $0, state: node.state) }
            var box =
                "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(boxWidth))\" height=\"\(f(boxHeight))\" rx=\"\(node.kind == .ending ? 18 : 6)\"/>"
            for (index, line) in node.lines.prefix(2).enumerated() {
                box +=
                    "<text x=\"\(f(left + 8))\" y=\"\(f(top + 15 + Double(index) * 14))\" class=\"line\(index)\">"
                    + HTML.escape(Self.clipped(line)) + "</text>"
            }
            let kind =
                switch node.kind {
                case .screen: "screen";
                case .state: "state";
                case .ending: "ending"
                }
            let attributes = HTML.attributes(["class": "node \(kind)", "data-node": node.id, "data-frame": frame])
            if let frame {
                svg +=
                    "<a href=\"#\(HTML.escape(Frame.anchor(frame)))\"\(attributes)><title>\(HTML.escape(node.lines.joined(separator: "\n")))</title>\(box)</a>"
            } else {
                svg += "<g\(attributes)>\(box)</g>"
            }
        }
        var head =
            "<svg class=\"flow-map\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\""
            + " viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTML.escape("Flow map of " + diagram.name))\">"
        head +=
            "<defs><marker id=\"arrow-\(HTML.escape(flow))\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" markerWidth=\"7\""
            + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L8,4 L0,8 z\"/></marker></defs>"
        return head + svg + "</svg>"
    }

    /// One arc per pair of nodes: the ways from one to the other, labelled together
    /// (`primary “Next” · swipe`); a swipe only when every way is one.
    private static func merged(_ edges: [FlowDiagram.Edge]) -> [FlowDiagram.Edge] {
        var out: [FlowDiagram.Edge] = []
        for edge in edges {
            if let index = out.firstIndex(where: { $0.from == edge.from && $0.to == edge.to }) {
                out[index].label += " · " + edge.label
                out[index].isSwipe = out[index].isSwipe && edge.isSwipe
            } else {
                out.append(edge)
            }
        }
        return out
    }

    /// A label line that fits the box.
    private static func clipped(_ line: String) -> String {
        line.count <= 34 ? line : String(line.prefix(33)) + "…"
    }

    private static func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
