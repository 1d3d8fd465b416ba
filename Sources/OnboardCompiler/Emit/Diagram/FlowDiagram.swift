/// One flow as a diagram (`onboardc graph`): each screen and in-screen state a node, each
/// way the user moves between them (a button, a request's or purchase's outcome, a swipe) a
/// labelled edge, and each way the flow ends (complete, skip, dismiss) a terminal node.
/// A target chosen by conditions is an edge per branch, labelled with its condition
/// (`primary “Continue” when answer.goal == "sleep"`) or `otherwise` for its fallback.
/// A flow's audience is in its summary; a text an experiment's variant shows instead of
/// the spec's is a line of its own on the node that shows it (`benefit: “Calmer evenings”`);
/// so are a screen's checkboxes ticked at first and the consents it asks (`CheckboxLines`).
/// Built from the flow graph the flow rules use, so the diagram shows what they check; the
/// preview's flow map draws it too.
public struct FlowDiagram: Sendable, Hashable {
    public struct Node: Sendable, Hashable {
        public enum Kind: Sendable, Hashable { case screen, state, ending }
        /// An identifier safe in every diagram language: `n0`, `n0_denied`, `finish_skip` (never starting with `end`, a Mermaid keyword).
        public var id: String
        /// The lines of the node's label: id and role, the title as written, then each text
        /// a variant shows instead of the spec's.
        public var lines: [String]
        public var kind: Kind
        /// The screen the node is, or whose state it is; nil for an ending.
        public var screen: String?
        /// The in-screen state the node is.
        public var state: String?
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var label: String
        /// A swipe, not a button.
        public var isSwipe: Bool
        /// Taken through a branch of a target chosen by conditions (its fallback too): the
        /// label ends with `when CONDITION` or `otherwise`.
        public var isConditional: Bool
    }

    /// `app / flow`.
    public var name: String
    /// What starts the flow, for whom, and what it records: "first launch, for users where
    /// attribute.isReturning; sets hasOnboarded on complete, skip".
    public var summary: String
    public var nodes: [Node]
    public var edges: [Edge]

    /// `experiments`: the spec's, whose variants' texts the nodes show.
    public init(_ flow: Flow, app: String, experiments: [Experiment]) {
        let graph = FlowGraph(flow)
        name = "\(app) / \(flow.id)"
        summary = Self.summary(of: flow)
        func id(_ node: FlowGraph.Node) -> String {
            "n\(node.screen)" + (node.state.map { "_" + Self.safe($0) } ?? "")
        }
        let variants = VariantLines(flow, experiments: experiments)
        var nodes = graph.nodes.map { node -> Node in
            let screen = graph.screen(node)
            let title = graph.content(node).title?.text
            let head =
                node.state.map { state in
                    "\(screen.id) / \(state) (\(screen.states.first { $0.id == state }?.kind.rawValue ?? "state"))"
                } ?? "\(screen.id) (\(screen.role.rawValue))"
            // A screen or state shown only when a condition holds says so; the graph has the edges
            // past the screen, and to the screen shown in the state's place, too.
            let condition = node.state.map { state in screen.states.first { $0.id == state }?.when } ?? screen.when
            let when = condition.map { "only when " + ConditionText.text($0) }
            let offering = node.state == nil ? Self.offering(screen.paywall) : nil
            let checkboxes = node.state == nil ? CheckboxLines.line(screen) : nil
            return Node(
                id: id(node),
                lines: [head] + [when, title, offering, checkboxes].compactMap { $0 }
                    + variants.lines(screen: screen.id, state: node.state),
                kind: node.state == nil ? .screen : .state, screen: screen.id, state: node.state)
        }
        var edges: [Edge] = []
        var endings: [Completion.Event] = []
        for node in graph.nodes {
            for edge in graph.edges[node] ?? [] where !Self.skipsItsPendingState(edge, from: node) {
                let to: String
                switch edge.to {
                case .node(let next): to = id(next)
                case .end:
                    let event = edge.button.map(FlowGraph.endingEvent) ?? .complete
                    if !endings.contains(event) { endings.append(event) }
                    to = "finish_\(event.rawValue)"
                }
                let route = edge.button.flatMap { button in edge.target.flatMap { Self.route(to: $0, of: button) } }
                let passing = edge.passed.map { flow.screens[$0].id }.joined(separator: ", ")
                let label =
                    (edge.button.map { Self.label($0, route: route) } ?? "swipe")
                    + (edge.underAge.map { " under \($0)" } ?? "") + (passing.isEmpty ? "" : " past \(passing)")
                let made = Edge(
                    from: id(node), to: to, label: label, isSwipe: edge.button == nil,
                    isConditional: route?.condition != nil || !edge.passed.isEmpty || edge.underAge != nil)
                if !edges.contains(made) { edges.append(made) }
            }
        }
        for event in endings {
            let flag = flow.completion.flag.flatMap {
                flow.completion.setOn.contains(event) ? "sets \($0)" : "sets no flag"
            }
            nodes.append(
                Node(
                    id: "finish_\(event.rawValue)", lines: ["end: \(event.rawValue)"] + [flag].compactMap { $0 },
                    kind: .ending, screen: nil, state: nil))
        }
        self.nodes = nodes
        self.edges = edges
    }

    /// Whether `edge` is an action's result drawn straight from the node whose button runs
    /// it, though the user always sees its pending state first: the flow graph has both (a
    /// rule asks what the results lead to from either), the diagram only the way it happens.
    /// `offering winback when attribute.isReturning, else default` for a paywall whose
    /// offering is chosen by conditions; nil for any other screen.
    private static func offering(_ paywall: Paywall?) -> String? {
        guard let paywall, !paywall.offeringBranches.isEmpty else { return nil }
        let branches = paywall.offeringBranches.map { "\($0.offering) when \(ConditionText.text($0.condition))" }
        return "offering " + branches.joined(separator: ", ") + ", else \(paywall.offering)"
    }

    private static func skipsItsPendingState(_ edge: FlowGraph.Edge, from node: FlowGraph.Node) -> Bool {
        guard let pending = edge.button?.action.pending, node.state != pending else { return false }
        return edge.to != .node(FlowGraph.Node(screen: node.screen, state: pending))
    }

    /// How a button's action reaches one of its targets (a leaf, as the flow graph follows it):
    /// through which outcome, if any, and which branch (`when …`, `otherwise`), if chosen by conditions.
    struct Route: Hashable {
        var outcome: String?
        var condition: String?
    }

    /// `primary “Get started”`, `primary: denied`, `close`; `(asks “sure” first)` when a dialog
    /// asks first; then the branch: `when answer.goal == "sleep"`, `otherwise`.
    static func label(_ button: Button, route: Route?) -> String {
        var text =
            route?.outcome.map { "\(button.slot.rawValue): \($0)" }
            ?? button.slot.rawValue + (button.label.map { " “\($0.text)”" } ?? "")
        text += button.action.confirm.map { " (asks “\($0)” first)" } ?? ""
        return text + (route?.condition.map { " " + $0 } ?? "")
    }

    /// Where `leaf` is written in `button`'s action; nil when it is not (a result of its pending state).
    static func route(to leaf: Target, of button: Button) -> Route? {
        let written: [(outcome: String?, target: Target)] =
            switch button.action.kind {
            case .goTo(let target), .skip(let target): [(nil, target)]
            case .requestPermission(_, let outcomes), .purchase(_, let outcomes), .restore(let outcomes),
                .resendCode(_, let outcomes), .pickFile(_, let outcomes):
                outcomes.map { ($0.result, $0.target) }
            case .openSettings(let then): then.map { [(nil, $0)] } ?? []
            case .next, .back, .complete: []
            }
        // A biometrics result the action does not map follows `denied`: its edge names them too.
        var unmapped: [String] = []
        if case .requestPermission(.biometrics, let outcomes) = button.action.kind {
            unmapped = ["unavailable", "not-enrolled"].filter { result in !outcomes.contains { $0.result == result } }
        }
        let named = written.map { outcome, target in
            (
                outcome == "denied" && !unmapped.isEmpty ? ([outcome!] + unmapped).joined(separator: ", ") : outcome,
                target
            )
        }
        for (outcome, target) in named {
            if target.branches.isEmpty {
                if target == leaf { return Route(outcome: outcome) }
            } else if let branch = target.branches.first(where: { $0.target == leaf }) {
                return Route(outcome: outcome, condition: "when " + ConditionText.text(branch.condition))
            } else if Target(kind: target.kind, span: target.span) == leaf {
                return Route(outcome: outcome, condition: "otherwise")
            }
        }
        return nil
    }

    private static func summary(of flow: Flow) -> String {
        var trigger =
            switch flow.trigger {
            case .firstLaunch: "first launch"
            case .settings: "opened from Settings"
            case .event(let event): "on event \(event)"
            }
        if let audience = flow.audience { trigger += ", for users where " + ConditionText.text(audience) }
        guard let flag = flow.completion.flag else { return trigger + "; sets no flag" }
        return trigger + "; sets \(flag) on " + flow.completion.setOn.map(\.rawValue).joined(separator: ", ")
    }

    /// Letters, digits and `_` only.
    private static func safe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
