/// The longest way through a flow, as `business-max-screens` counts it: the most
/// distinct screens a user sees going forward from the first screen.
///
/// A path moves forward only: along an edge to a later screen of the flow (a button, an
/// outcome, a branch of a target chosen by conditions, a swipe). A state counts as its
/// screen, and back edges and edges to an earlier screen are left out, so the screens
/// and their forward edges are a DAG ordered by the flow and one pass over them in flow
/// order finds the longest path: linear in the screens and edges. A path starts at the
/// first screen and ends at the end of the flow or where no way leads further forward;
/// a screen no forward path reaches from the first screen is on none.
extension FlowGraph {
    /// The screens (their positions, in order) of the longest forward path within
    /// `screens`: for the whole flow, from the first screen; for a run of screens (a
    /// section), from whichever of them such a path enters first. Of paths as long,
    /// the one that ends at the earliest screen, through the earliest screens.
    func longestPath(within screens: Range<Int>? = nil) -> [Int] {
        let range = screens ?? flow.screens.indices
        let steps = forwardSteps()
        // Screens on some forward path from the first screen.
        var reached = [Bool](repeating: false, count: flow.screens.count)
        if start != nil { reached[0] = true }
        for screen in reached.indices where reached[screen] {
            for next in steps[screen] { reached[next] = true }
        }
        // The number of screens of the longest path within `range` that ends at each screen.
        var length = [Int](repeating: 0, count: flow.screens.count)
        var previous = [Int?](repeating: nil, count: flow.screens.count)
        for screen in range where reached[screen] {
            length[screen] = max(length[screen], 1)
            for next in steps[screen] where range.contains(next) && length[screen] + 1 > length[next] {
                length[next] = length[screen] + 1
                previous[next] = screen
            }
        }
        guard var last = range.max(by: { length[$0] < length[$1] || (length[$0] == length[$1] && $0 > $1) }),
            length[last] > 0
        else { return [] }
        var path = [last]
        while let before = previous[last] {
            path.append(before)
            last = before
        }
        return path.reversed()
    }

    /// For each screen, the most screens a user can still see after it going forward (the
    /// longest forward path from it, itself left out): what a screen reader's "of N" counts
    /// on in a flow whose users see different screens. 0 for a screen no step leads on from.
    func longestRemaining() -> [Int] {
        let steps = forwardSteps()
        var remaining = [Int](repeating: 0, count: flow.screens.count)
        for screen in flow.screens.indices.reversed() {
            remaining[screen] = steps[screen].map { remaining[$0] + 1 }.max() ?? 0
        }
        return remaining
    }

    /// For each screen, the later screens one step leads to from it or from one of its
    /// states, in flow order; only steps from nodes the user can reach count.
    private func forwardSteps() -> [[Int]] {
        var steps = [Set<Int>](repeating: [], count: flow.screens.count)
        for node in reachable() {
            for edge in edges[node] ?? [] {
                if case .node(let next) = edge.to, next.screen > node.screen { steps[node.screen].insert(next.screen) }
            }
        }
        return steps.map { $0.sorted() }
    }
}
