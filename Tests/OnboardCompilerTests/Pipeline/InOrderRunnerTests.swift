import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct InOrderRunnerTests {
    /// Tasks that finish out of order (later ones are quicker) are handed back in order,
    /// and never more than `window` are ahead of the consumer.
    @Test(arguments: [1, 3, 8])
    func handsResultsBackInOrderWithinTheWindow(window: Int) {
        let count = 40
        let running = Counter()
        var seen: [Int] = []
        InOrderRunner.run(
            count, window: window,
            { index in
                running.add(1)
                usleep(UInt32((count - index) % 7) * 300)
                return index
            }
        ) { index, value in
            #expect(index == value)
            #expect(
                running.value - seen.count <= window + 1, "the result just handed back, and at most `window` after it")
            seen.append(value)
        }
        #expect(seen == Array(0..<count))
    }

    @Test func nothingToRun() {
        var called = false
        InOrderRunner.run(0, { $0 }) { _, _ in called = true }
        #expect(!called)
    }
}

/// A count several threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ amount: Int) { lock.withLock { count += amount } }
}
