import BundleFormat

/// How the user can leave a flow: each button that ends it, and which `completion.setOn`
/// event that ending is. The classification is BundleFormat's
/// `CompletionEvent(endingBy:route:)`, the one OnboardKit ends a session with.
extension FlowGraph {
    /// One way to the end of the flow: a button of a node, and the event it ends with.
    struct Ending {
        var node: Node
        var button: Button
        var event: Completion.Event
    }

    /// The ending event of a button whose action leads to the end of the flow.
    static func endingEvent(of button: Button) -> Completion.Event {
        let route: EndingRoute =
            switch button.action.kind {
            case .skip: .skipping
            case .next, .back, .complete, .goTo: .completing
            case .requestPermission, .purchase, .restore, .openSettings, .resendCode, .pickFile: .answer
            }
        return CompletionEvent(endingBy: button.slot.bundleSlot, route: route)
    }

    /// Every button that ends the flow from one of `nodes` (all nodes when nil), in
    /// flow order, each once (a pending action's results lead on from its pending
    /// state too, and a request may reach the end through several answers).
    func endings(from nodes: Set<Node>? = nil) -> [Ending] {
        var seen = Set<Button>()
        var out: [Ending] = []
        for node in self.nodes where nodes?.contains(node) ?? true {
            for edge in edges[node] ?? [] where edge.to == .end {
                guard let button = edge.button, seen.insert(button).inserted else { continue }
                out.append(Ending(node: node, button: button, event: Self.endingEvent(of: button)))
            }
        }
        return out
    }
}
