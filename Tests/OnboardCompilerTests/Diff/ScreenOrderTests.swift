import Testing
@testable import OnboardCompiler

/// `FlowComparison.moved`: the screens outside a longest common subsequence of the two orders.
@Suite struct ScreenOrderTests {
    /// The length of a longest common subsequence, the plain quadratic way.
    static func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var row = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    @Test func examples() {
        #expect(FlowComparison.moved(["a", "b", "c"], ["a", "b", "c"]).isEmpty)
        #expect(FlowComparison.moved(["a", "b", "c"], ["b", "c", "a"]) == ["a"])
        #expect(FlowComparison.moved(["a", "b", "c", "d"], ["d", "c", "b", "a"]).count == 3)
        #expect(FlowComparison.moved(["a", "b", "c", "d"], ["a", "c", "b", "d"]).count == 1)
    }

    /// On random orders: as few screens moved as any common subsequence allows, and the
    /// screens kept are in the same order on both sides.
    @Test func keepsALongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 3, 5, 8, 13, 40] {
            for _ in 0..<25 {
                let old = (0..<size).map { "s\($0)" }
                let new = old.shuffled(using: &generator)
                let moved = FlowComparison.moved(old, new)
                let kept = new.filter { !moved.contains($0) }
                #expect(kept.count == Self.lcsLength(old, new), "\(old) → \(new)")
                #expect(kept == old.filter(kept.contains), "\(old) → \(new)")
            }
        }
    }

    /// 12,000 screens in reverse order: linear memory, no quadratic table.
    @Test func longFlowsAreCheap() {
        let old = (0..<12_000).map { "s\($0)" }
        #expect(FlowComparison.moved(old, old.reversed()).count == 11_999)
    }
}
