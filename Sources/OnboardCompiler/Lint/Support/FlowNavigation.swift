/// What the flow and business rules ask the navigation graph besides
/// reachability: what a node shows, where one button leads, and which nodes
/// can still reach the end when some ways are closed.
extension FlowGraph {
    /// What a node shows: its screen's content, or the content of its state.
    func content(_ node: Node) -> ScreenContent {
        let screen = self.screen(node)
        guard let id = node.state else { return screen.content }
        return screen.states.first { $0.id == id }?.content ?? screen.content
    }

    /// The node's path in the spec (`flows[f].screens[s]` or `….states[t]`).
    func path(_ node: Node) -> String {
        let screen = self.screen(node)
        if let id = node.state, let state = screen.states.first(where: { $0.id == id }) {
            return SpecPath.state(flow, screen, state)
        }
        return SpecPath.screen(flow, screen)
    }

    /// Where a button's action leads from `node` (its `pending` state aside),
    /// with the target as written where there is one.
    func targets(of button: Button, from node: Node) -> [(target: Target?, to: Destination)] {
        var out: [(target: Target?, to: Destination)] = []
        func add(_ target: Target) {
            if let destination = resolve(target.kind, from: node) { out.append((target, destination)) }
        }
        switch button.action.kind {
        case .next: if let d = resolve(.next, from: node) { out.append((nil, d)) }
        case .back: if let d = resolve(.back, from: node) { out.append((nil, d)) }
        case .complete: out.append((nil, .end))
        case .goTo(let target), .skip(let target): add(target)
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes):
            outcomes.forEach { add($0.target) }
        case .openSettings(let then): if let then { add(then) }
        }
        return out
    }

    /// The ways out of `pending` states: while an action runs its pending state
    /// shows, and the action's results lead on from there.
    func pendingEdges() -> [Node: [Edge]] {
        var out: [Node: [Edge]] = [:]
        for node in nodes {
            for button in content(node).buttons {
                guard let pending = button.action.pending else { continue }
                let shown = Node(screen: node.screen, state: pending)
                for (target, destination) in targets(of: button, from: node) where destination != .node(shown) {
                    out[shown, default: []].append(Edge(from: shown, to: destination, button: button, target: target))
                }
            }
        }
        return out
    }

    /// Every way out of every node: the graph's edges and the pending states' results.
    func allEdges() -> [Node: [Edge]] {
        edges.merging(pendingEdges()) { $0 + $1 }
    }

    /// Whether some button (or the results of a pending action) leads away from the node.
    func hasExit(_ node: Node, in all: [Node: [Edge]]) -> Bool {
        (all[node] ?? []).contains { $0.to != .node(node) }
    }

    /// Every node from which some path reaches the end, as `canFinish()`, but
    /// also through pending states, and without the edges `excluded` accepts.
    func nodesReachingEnd(without excluded: (Edge) -> Bool = { _ in false }) -> Set<Node> {
        let all = allEdges()
        var result = Set<Node>()
        var changed = true
        while changed {
            changed = false
            for node in nodes where !result.contains(node) {
                let finishes = (all[node] ?? []).contains { edge in
                    guard !excluded(edge) else { return false }
                    switch edge.to {
                    case .end: return true
                    case .node(let next): return result.contains(next)
                    }
                }
                if finishes { result.insert(node); changed = true }
            }
        }
        return result
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
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes):
            if let outcome = outcomes.first(where: { $0.target == target }) { return "\(buttonPath).on.\(outcome.result)" }
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

extension Button {
    /// The targets written on the button: `to`, `then`, and each outcome's.
    var writtenTargets: [Target] {
        switch action.kind {
        case .goTo(let target), .skip(let target): [target]
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes): outcomes.map(\.target)
        case .openSettings(let then): [then].compactMap { $0 }
        case .next, .back, .complete: []
        }
    }
}
