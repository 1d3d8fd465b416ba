import OnboardCompiler

/// A flow's map as an SVG arc diagram, drawn from the compiler's `FlowDiagram` (the
/// graph `onboardc graph` prints and the flow rules check): the screens and states in
/// flow order down a column, then the endings; a move forward arcs on the right, a move
/// back on the left. Every label sits beside its arc, on a line of its own on its side,
/// so no two labels and no label and box overlap; a box's lines are wrapped, never cut,
/// and a title is drawn in each locale, in its direction (the page's script shows the
/// chosen locale's). Each screen or state links to its frame.
enum FlowMap {
    private static let lineHeight = 14.0
    private static let boxWidth = 250.0
    private static let gap = 16.0
    /// The height of one label's line: two labels on one side are at least this far apart.
    private static let labelLine = 15.0

    /// `titles`: per node id, its title as written and as each locale shows it (`FlowMapText.titles`).
    static func svg(
        _ diagram: FlowDiagram, flow: String,
        titles: [String: (written: String, titles: [FlowMapText.Title])] = [:]
    ) -> String {
        let row = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1.id, $0) })
        let boxes = diagram.nodes.map { box($0, title: titles[$0.id]) }
        var tops: [Double] = []
        var top = 4.0
        for box in boxes {
            tops.append(top)
            top += box.height + gap
        }
        func y(_ id: String) -> Double { row[id].map { tops[$0] + boxes[$0].height / 2 } ?? 0 }
        let edges = merged(diagram.edges)
        func span(_ edge: FlowDiagram.Edge) -> Int { abs((row[edge.to] ?? 0) - (row[edge.from] ?? 0)) }
        func isForward(_ edge: FlowDiagram.Edge) -> Bool { (row[edge.to] ?? 0) > (row[edge.from] ?? 0) }
        // The wider an arc spans, the further it bows out; each side sizes to its widest arc and label.
        func bow(_ edge: FlowDiagram.Edge) -> Double { min(24 + 22 * Double(span(edge)), 260) }
        func room(_ edges: [FlowDiagram.Edge]) -> Double {
            edges.map { bow($0) * 0.75 + 10 + FlowMapText.width($0.label[...], size: 11) }.max() ?? 0
        }
        let left = max(room(edges.filter { !isForward($0) }), 20)
        var width = left + boxWidth + max(room(edges.filter(isForward)), 20)

        var paths = ""
        var labels = ""
        var height = top
        // Labels already placed on each side (forward: true), by baseline. The shortest arcs
        // choose first: they have the least room; each label takes the free line nearest
        // the middle of its arc.
        var placed: [Bool: [Double]] = [:]
        for edge in edges.sorted(by: { span($0) < span($1) }) {
            let forward = isForward(edge)
            let x = forward ? left + boxWidth : left
            let d = forward ? bow(edge) : -bow(edge)
            let (from, to) = (y(edge.from), y(edge.to) + (edge.from == edge.to ? 10 : 0))
            let labelX = x + d * 0.75 + (forward ? 6 : -6)
            let labelY = freeLine(near: (from + to) / 2 + 4, taken: placed[forward] ?? [])
            placed[forward, default: []].append(labelY)
            height = max(height, labelY + 8)
            width = max(width, forward ? labelX + FlowMapText.width(edge.label[...], size: 11) + 4 : width)
            let ends = HTML.attributes(["data-from": edge.from, "data-to": edge.to])
            paths +=
                "<g class=\"edge\(edge.isSwipe ? " swipe" : "")\"\(ends)><path d=\"M\(f(x)),\(f(from))"
                + " C\(f(x + d)),\(f(from)) \(f(x + d)),\(f(to)) \(f(x)),\(f(to))\""
                + " marker-end=\"url(#arrow-\(HTML.escape(flow)))\"/></g>"
            labels +=
                "<text class=\"edge-label\"\(ends) x=\"\(f(labelX))\" y=\"\(f(labelY))\" direction=\"ltr\""
                + " text-anchor=\"\(forward ? "start" : "end")\">\(HTML.escape(edge.label))</text>"
        }
        var nodes = ""
        for (index, node) in diagram.nodes.enumerated() {
            nodes += self.node(node, box: boxes[index], top: tops[index], left: left, flow: flow)
        }
        var head =
            "<svg class=\"flow-map\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\""
            + " viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTML.escape("Flow map of " + diagram.name))\">"
        head +=
            "<defs><marker id=\"arrow-\(HTML.escape(flow))\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" markerWidth=\"7\""
            + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L8,4 L0,8 z\"/></marker></defs>"
        return head + paths + nodes + labels + "</svg>"
    }

    /// The baseline nearest `middle` at least a label's line from every baseline `taken`.
    private static func freeLine(near middle: Double, taken: [Double]) -> Double {
        for step in 0..<2000 {
            for candidate in [middle + Double(step) * 3, middle - Double(step) * 3] where candidate >= 12 {
                if !taken.contains(where: { abs($0 - candidate) < labelLine }) { return candidate }
            }
        }
        return middle
    }

    /// What a box holds: its lines, each wrapped (`title`: the written title's place, drawn
    /// per locale), and its height.
    private struct Box {
        enum Line {
            case text(String, bold: Bool)
            case title([FlowMapText.Title])
        }
        var lines: [Line]
        var height: Double
    }

    private static func box(_ node: FlowDiagram.Node, title: (written: String, titles: [FlowMapText.Title])?) -> Box {
        var lines: [Box.Line] = []
        var count = 0
        var titleDrawn = false
        for (index, line) in node.lines.enumerated() {
            if index > 0, !titleDrawn, let title, line == title.written, !title.titles.isEmpty {
                titleDrawn = true
                lines.append(.title(title.titles))
                count += title.titles.map(\.lines.count).max() ?? 1
                continue
            }
            for wrapped in FlowMapText.wrapped(line, bold: index == 0) {
                lines.append(.text(wrapped, bold: index == 0))
                count += 1
            }
        }
        return Box(lines: lines, height: Double(count) * lineHeight + 10)
    }

    private static func node(_ node: FlowDiagram.Node, box: Box, top: Double, left: Double, flow: String) -> String {
        let frame = node.screen.map { Frame.id(flow: flow, screen: $0, state: node.state) }
        var svg =
            "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(boxWidth))\" height=\"\(f(box.height))\" rx=\"\(node.kind == .ending ? 18 : 6)\"/>"
        var baseline = top + 16
        func text(_ line: String, _ className: String, rightToLeft: Bool = false, at y: Double) -> String {
            let x = rightToLeft ? left + boxWidth - 8 : left + 8
            return
                "<text x=\"\(f(x))\" y=\"\(f(y))\" class=\"\(className)\" direction=\"\(rightToLeft ? "rtl" : "ltr")\""
                + " unicode-bidi=\"embed\">\(HTML.escape(line))</text>"
        }
        for line in box.lines {
            switch line {
            case .text(let line, let bold):
                svg += text(line, bold ? "line0" : "line", at: baseline)
                baseline += lineHeight
            case .title(let titles):
                for (index, title) in titles.enumerated() {
                    svg += "<g class=\"title\" data-locales=\"\(HTML.escape(title.locales.joined(separator: " ")))\""
                    svg += index == 0 ? ">" : " display=\"none\">"
                    for (number, line) in title.lines.enumerated() {
                        svg += text(
                            line, "line", rightToLeft: title.isRightToLeft, at: baseline + Double(number) * lineHeight)
                    }
                    svg += "</g>"
                }
                baseline += Double(titles.map(\.lines.count).max() ?? 1) * lineHeight
            }
        }
        let kind =
            switch node.kind {
            case .screen: "screen"
            case .state: "state"
            case .ending: "ending"
            }
        let attributes = HTML.attributes(["class": "node \(kind)", "data-node": node.id, "data-frame": frame])
        guard let frame else { return "<g\(attributes)>\(svg)</g>" }
        return
            "<a href=\"#\(HTML.escape(Frame.anchor(frame)))\"\(attributes)><title>\(HTML.escape(node.lines.joined(separator: "\n")))</title>\(svg)</a>"
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

    private static func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
