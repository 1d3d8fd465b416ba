/// `onboardc graph`: every flow of a spec as a diagram, in one of the formats.
public enum FlowDiagrams {
    public enum Format: String, Sendable, CaseIterable {
        /// Mermaid flowcharts in fenced blocks, for Markdown and pull-request comments.
        case mermaid
        /// Graphviz DOT, one `digraph` per flow.
        case dot
    }

    /// The flows of `spec` (only `flow` when given) in `format`, in spec order; nil when the
    /// spec has no flow of that id.
    public static func render(_ spec: Spec, format: Format, flow: String? = nil) -> String? {
        let flows = spec.flows.filter { flow == nil || $0.id == flow }
        guard !flows.isEmpty || flow == nil else { return nil }
        return flows.map { flow in
            let diagram = FlowDiagram(flow, app: spec.app.id, experiments: spec.experiments)
            return switch format {
            case .mermaid: MermaidDiagram.render(diagram)
            case .dot: DOTDiagram.render(diagram)
            }
        }.joined(separator: "\n")
    }
}
