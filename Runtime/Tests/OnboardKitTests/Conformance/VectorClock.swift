import Foundation
import OnboardKit

/// The clock a flow vector's session reads: it starts at a fixed time and moves only by a
/// step's `wait` (docs/conformance.md), so a `cooldown` ends when the vector says.
final class VectorClock: @unchecked Sendable {
    /// Where every vector's clock starts: 2026-01-01T00:00:00Z (any fixed time would do).
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    private let lock = NSLock()
    private var now = VectorClock.start

    /// The clock as sessions read it.
    var clock: OnboardingClock {
        OnboardingClock { [self] in lock.withLock { now } }
    }

    /// Moves the clock on by `seconds`.
    func advance(by seconds: Int) {
        lock.withLock { now += TimeInterval(seconds) }
    }
}
