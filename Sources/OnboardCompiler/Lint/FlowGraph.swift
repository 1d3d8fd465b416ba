/// The navigation graph of one flow: a node per screen and per in-screen
/// state, an edge for every way a button, outcome or swipe moves the user.
/// Flow rules ask it what is reachable and what can reach the end.
struct FlowGraph {
    struct Node: Hashable, Sendable {
        var screen: Int
        /// nil: the screen itself; otherwise one of its states.
        var state: String?
    }

    /// Where an edge leads: a node, or the end of the flow.
    enum Destination: Hashable {
        case node(Node)
        case end
    }

    struct Edge {
        var from: Node
        var to: Destination
        var button: Button
        /// The target as written, for pointing at it.
        var target: Target?
    }

    let flow: Flow
    private(set) var edges: [Node: [Edge]] = [:]

    init(_ flow: Flow) {
        self.flow = flow
        for (index, screen) in flow.screens.enumerated() {
            let base = Node(screen: index, state: nil)
            add(screen.content, from: base)
            for state in screen.states { add(state.content, from: Node(screen: index, state: state.id)) }
            if let pending = screen.content.buttons.compactMap(\.action.pending).first {
                _ = pending  // a pending state is reached by its action; its way out is the outcomes
            }
        }
    }

    var start: Node? { flow.screens.isEmpty ? nil : Node(screen: 0, state: nil) }

    var nodes: [Node] {
        flow.screens.enumerated().flatMap { index, screen in
            [Node(screen: index, state: nil)] + screen.states.map { Node(screen: index, state: $0.id) }
        }
    }

    func screen(_ node: Node) -> Screen { flow.screens[node.screen] }

    /// Every node the user can reach from the first screen.
    func reachable() -> Set<Node> {
        guard let start else { return [] }
        var seen: Set<Node> = [start]
        var queue = [start]
        while let node = queue.popLast() {
            for edge in edges[node] ?? [] {
                if case .node(let next) = edge.to, seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen
    }

    /// Every node from which some path reaches the end of the flow.
    func canFinish() -> Set<Node> {
        var result = Set<Node>()
        var changed = true
        while changed {
            changed = false
            for node in nodes where !result.contains(node) {
                let finishes = (edges[node] ?? []).contains { edge in
                    switch edge.to {
                    case .end: true
                    case .node(let next): result.contains(next)
                    }
                }
                if finishes { result.insert(node); changed = true }
            }
        }
        return result
    }

    private mutating func add(_ content: ScreenContent, from node: Node) {
        for button in content.buttons {
            for (target, destination) in destinations(of: button.action, from: node) {
                edges[node, default: []].append(Edge(from: node, to: destination, button: button, target: target))
            }
        }
        let screen = flow.screens[node.screen]
        if node.state == nil, screen.swipe ?? flow.swipe {
            if let next = resolve(.next, from: node) { edges[node, default: []].append(swipe(node, next, content)) }
            if let back = resolve(.back, from: node) { edges[node, default: []].append(swipe(node, back, content)) }
        }
    }

    private func swipe(_ node: Node, _ to: Destination, _ content: ScreenContent) -> Edge {
        let placeholder = content.buttons.first ?? Button(
            slot: .primary, label: nil, icon: nil, accessibilityLabel: nil,
            action: Action(kind: .next, confirm: nil, pending: nil, span: flow.span), feedback: nil, placement: nil,
            span: flow.span)
        return Edge(from: node, to: to, button: placeholder, target: nil)
    }

    /// The targets an action can lead to; a pending state counts as reachable too.
    private func destinations(of action: Action, from node: Node) -> [(Target?, Destination)] {
        var out: [(Target?, Destination)] = []
        func add(_ target: Target) {
            if let destination = resolve(target.kind, from: node) { out.append((target, destination)) }
        }
        switch action.kind {
        case .next: if let d = resolve(.next, from: node) { out.append((nil, d)) }
        case .back: if let d = resolve(.back, from: node) { out.append((nil, d)) }
        case .complete: out.append((nil, .end))
        case .goTo(let target), .skip(let target): add(target)
        case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes):
            outcomes.forEach { add($0.target) }
        case .openSettings(let then): if let then { add(then) }
        }
        if let pending = action.pending {
            out.append((nil, .node(Node(screen: node.screen, state: pending))))
        }
        return out
    }

    /// A target seen from `node`; nil when it leads nowhere (`back` on the first screen).
    func resolve(_ kind: Target.Kind, from node: Node) -> Destination? {
        switch kind {
        case .next:
            return node.screen + 1 < flow.screens.count ? .node(Node(screen: node.screen + 1, state: nil)) : .end
        case .back:
            return node.screen > 0 ? .node(Node(screen: node.screen - 1, state: nil)) : nil
        case .complete: return .end
        case .stay: return .node(node)
        case .screen(let id):
            return flow.screens.firstIndex { $0.id == id }.map { .node(Node(screen: $0, state: nil)) }
        case .state(let screen, let state):
            return flow.screens.firstIndex { $0.id == screen }.map { .node(Node(screen: $0, state: state)) }
        }
    }
}
