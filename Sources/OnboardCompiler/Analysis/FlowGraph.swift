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
        /// The button that moves the user; nil for a swipe.
        var button: Button?
        /// The target as written, for pointing at it.
        var target: Target?
        /// The screens shown only when a condition holds that the move passes on its way
        /// (by position, in the order passed); empty for a move that passes none.
        var passed: [Int] = []
        /// The minimum age of the date field whose `underAge` the move is: the primary button
        /// taken while the date is under it. Nil for every other move.
        var underAge: Int? = nil
    }

    let flow: Flow
    /// Every way out of every node: buttons, outcomes, swipes, and the results
    /// of an action that shows a pending state while it runs.
    private(set) var edges: [Node: [Edge]] = [:]
    /// Each screen, then its states, in the order of the flow.
    let nodes: [Node]

    init(_ flow: Flow) {
        self.flow = flow
        // By index: enumerating the screens would copy each one (and retain all it holds).
        nodes = flow.screens.indices.flatMap { index in
            [Node(screen: index, state: nil)] + flow.screens[index].states.map { Node(screen: index, state: $0.id) }
        }
        for node in nodes {
            let content = content(node)
            for button in content.buttons { add(button, from: node) }
            if node.state == nil, let primary = content.buttons.first(where: { $0.slot == .primary }) {
                // The primary button leads to a date field's `underAge` while the date is under the age.
                for input in screen(node).inputs {
                    guard let target = input.date?.underAge, let to = resolve(target.kind, from: node) else { continue }
                    connect(
                        Edge(from: node, to: to, button: primary, target: target, underAge: input.date?.minimumAge))
                }
            }
            if node.state == nil, screen(node).swipe ?? flow.swipe {
                for kind in [Target.Kind.next, .back] {
                    // A swipe never ends a flow (OnboardKit offers no swipe forward on the last
                    // screen): only a button does, so a last screen with only a swipe is a dead end.
                    if let to = resolve(kind, from: node), to != .end {
                        connect(Edge(from: node, to: to))
                    }
                }
            }
        }
    }

    var start: Node? { flow.screens.isEmpty ? nil : Node(screen: 0, state: nil) }

    func screen(_ node: Node) -> Screen { flow.screens[node.screen] }

    /// What a node shows: its screen's content, or the content of its state.
    func content(_ node: Node) -> ScreenContent {
        let screen = self.screen(node)
        guard let id = node.state else { return screen.content }
        return screen.states.first { $0.id == id }?.content ?? screen.content
    }

    /// Every node the user can reach from the first screen.
    func reachable() -> Set<Node> {
        start.map { reachable(from: $0) } ?? []
    }

    /// Every node the user can reach from `start`, itself included.
    func reachable(from start: Node) -> Set<Node> {
        var seen: Set<Node> = [start]
        var queue = [start]
        while let node = queue.popLast() {
            for edge in edges[node] ?? [] {
                if case .node(let next) = edge.to, seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen
    }

    /// Every node from which some path reaches the end of the flow, leaving
    /// out the edges `excluded` accepts (for example: the "allowed" answers).
    func canFinish(without excluded: (Edge) -> Bool = { _ in false }) -> Set<Node> {
        var result = Set<Node>()
        var changed = true
        while changed {
            changed = false
            for node in nodes where !result.contains(node) {
                let finishes = (edges[node] ?? []).contains { edge in
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

    /// Adds `edge`, and where it leads to a screen shown only when a condition holds
    /// (`when:`), an edge of the same button past it: to the next screen on in the direction
    /// of the move, past each conditional one in turn, or to the end of the flow. Where it
    /// leads to such a state, an edge to its screen's own content, shown in its place.
    private mutating func connect(_ edge: Edge) {
        edges[edge.from, default: []].append(edge)
        guard case .node(let to) = edge.to else { return }
        if let state = to.state {
            // `stay` shows what is shown: only a move to the state asks its condition.
            guard edge.target?.kind != .stay,
                flow.screens[to.screen].states.first(where: { $0.id == state })?.when != nil
            else { return }
            var instead = edge
            instead.to = .node(Node(screen: to.screen, state: nil))
            edges[edge.from, default: []].append(instead)
            return
        }
        guard to.screen != edge.from.screen else { return }
        let step = to.screen > edge.from.screen ? 1 : -1
        var index = to.screen
        while flow.screens.indices.contains(index), flow.screens[index].when != nil {
            index += step
            let past: Destination =
                flow.screens.indices.contains(index) ? .node(Node(screen: index, state: nil)) : .end
            guard past != .end || step > 0 else { break }
            var passing = edge
            passing.to = past
            passing.passed = Array(stride(from: to.screen, to: index, by: step))
            edges[edge.from, default: []].append(passing)
        }
    }

    /// A button's edges; a pending state is shown while its action runs, and
    /// the action's results lead on from there.
    private mutating func add(_ button: Button, from node: Node) {
        let targets = targets(of: button, from: node)
        for (target, to) in targets {
            connect(Edge(from: node, to: to, button: button, target: target))
        }
        guard let pending = button.action.pending else { return }
        let shown = Node(screen: node.screen, state: pending)
        connect(Edge(from: node, to: .node(shown), button: button))
        for (target, to) in targets where to != .node(shown) {
            connect(Edge(from: shown, to: to, button: button, target: target))
        }
    }

    /// Where a button's action leads from `node` (its pending state aside),
    /// with the target as written where there is one.
    func targets(of button: Button, from node: Node) -> [(target: Target?, to: Destination)] {
        var out: [(target: Target?, to: Destination)] = []
        func add(_ target: Target?, _ kind: Target.Kind) {
            if let destination = resolve(kind, from: node) { out.append((target, destination)) }
        }
        switch button.action.kind {
        case .next: add(nil, .next)
        case .back: add(nil, .back)
        case .complete: out.append((nil, .end))
        default: button.action.kind.writtenTargets.forEach { add($0, $0.kind) }
        }
        return out
    }

    /// A target seen from `node`; nil when it leads nowhere (`back` on the first screen).
    func resolve(_ kind: Target.Kind, from node: Node) -> Destination? {
        switch flow.resolve(kind, fromScreen: node.screen) {
        case .screen(let index)?: .node(Node(screen: index, state: nil))
        case .state(let screen, let state)?: .node(Node(screen: screen, state: state))
        case .end?: .end
        case .stay?: .node(node)
        case nil: nil
        }
    }
}
