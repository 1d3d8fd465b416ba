/// Where a flow refuses a user. Someone under a date field's age limit, or stopped by an error
/// whose every way out ends the flow, has not been onboarded: such an ending must not set the
/// completion flag (`minors-dead-end-flag`), so `flow-flag-ending` does not ask that it does.
extension FlowGraph {
    /// The targets of the date fields' `underAge`: where a user under the age limit is shown.
    func underAgeTargets() -> Set<Node> {
        Set(
            nodes.flatMap { edges[$0] ?? [] }.compactMap { edge -> Node? in
                guard edge.underAge != nil, case .node(let node) = edge.to else { return nil }
                return node
            })
    }

    /// The refusing dead ends, in flow order: an error state or an `underAge` target whose
    /// every way out ends the flow.
    func refusals() -> [Node] {
        let underAge = underAgeTargets()
        return nodes.filter { node in
            let isError = node.state.flatMap { id in screen(node).states.first { $0.id == id } }?.kind == .error
            guard isError || underAge.contains(node) else { return false }
            let out = edges[node] ?? []
            return !out.isEmpty && out.allSatisfy { $0.to == .end }
        }
    }
}
