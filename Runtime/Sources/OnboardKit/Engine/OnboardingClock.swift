import Foundation

/// Where a session reads the time: when a `resend-code` button's `cooldown` is over.
/// ``system`` in an app; a test or a conformance runner gives a clock it moves itself, so
/// that what a session shows never depends on how fast it runs.
///
/// Every clock equals every other: a session's value (what it shows) does not depend on
/// which clock it reads.
public struct OnboardingClock: Hashable, Sendable {
    private let read: @Sendable () -> Date

    /// A clock that reads the time from `now`.
    public init(_ now: @escaping @Sendable () -> Date) {
        read = now
    }

    /// The device's clock.
    public static let system = OnboardingClock { Date() }

    /// The time now.
    public var now: Date { read() }

    public static func == (lhs: OnboardingClock, rhs: OnboardingClock) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
