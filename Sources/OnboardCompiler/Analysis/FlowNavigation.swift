/// What the flow and business rules ask the navigation graph besides
/// reachability: what a node shows, where one button leads, and which nodes
/// can still reach the end when some ways are closed.
extension FlowGraph {
    /// The node's path in the spec (`flows[f].screens[s]` or `….states[t]`).
    func path(_ node: Node) -> String {
        let screen = self.screen(node)
        if let id = node.state, let state = screen.states.first(where: { $0.id == id }) {
            return SpecPath.state(flow, screen, state)
        }
        return SpecPath.screen(flow, screen)
    }

    /// Whether some button (or the results of a pending action) leads away from the node.
    func hasExit(_ node: Node) -> Bool {
        (edges[node] ?? []).contains { $0.to != .node(node) }
    }

    /// Whether `node` is a state that no button or result leads out of: one problem
    /// (`flow-state-no-exit`'s), which the rules about what leads into it leave to that rule.
    func isTrap(_ node: Node) -> Bool {
        node.state != nil && !hasExit(node)
    }

    /// The moves from elsewhere that lead into `node`, in the order of the flow.
    func entries(into node: Node) -> [Edge] {
        nodes.flatMap { from in (edges[from] ?? []).filter { $0.to == .node(node) && from != node } }
    }

    /// Whether a destination is further on than `node`: a later screen, or the end.
    func isForward(_ destination: Destination, from node: Node) -> Bool {
        switch destination {
        case .end: true
        case .node(let next): next.screen > node.screen
        }
    }
}

extension SpecPath {
    /// A target's path under its button: `….primary.to`, `….primary.on.denied`, `….primary.then`.
    static func target(_ buttonPath: String, _ button: Button, _ target: Target) -> String {
        switch button.action.kind {
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes),
            .resendCode(_, let outcomes), .pickFile(_, let outcomes):
            if let outcome = outcomes.first(where: { $0.target == target }) {
                return "\(buttonPath).on.\(outcome.result)"
            }
            return "\(buttonPath).on"
        case .openSettings: return "\(buttonPath).then"
        default: return "\(buttonPath).to"
        }
    }

    static func outcome(_ buttonPath: String, _ outcome: Outcome) -> String { "\(buttonPath).on.\(outcome.result)" }
}

extension FlowGraph.Destination {
    /// How a writer names the place: `the end of the flow`, `screen `x``, `state `y` of screen `x``.
    func described(in graph: FlowGraph) -> String {
        switch self {
        case .end: return "the end of the flow"
        case .node(let node):
            let screen = graph.screen(node).id
            return node.state.map { "state `\($0)` of screen `\(screen)`" } ?? "screen `\(screen)`"
        }
    }
}
