import Foundation

/// The key–value store that keeps completion flags between launches.
/// `UserDefaults` satisfies it; ``InMemoryOnboardingStore`` is for tests and previews.
///
/// Not `Sendable`: `UserDefaults` is not `Sendable` on every platform. Use the
/// store (and the engine and drivers that hold it) from one actor, typically the main actor.
public protocol OnboardingStore {
    /// The Boolean stored under `key`; `false` when nothing is stored.
    func bool(forKey key: String) -> Bool
    /// Stores `value` under `key`.
    func set(_ value: Bool, forKey key: String)
}

extension UserDefaults: OnboardingStore {}

/// A store that keeps its values in memory: what a fresh install (or a
/// reinstall) starts with when empty. Thread-safe.
public final class InMemoryOnboardingStore: OnboardingStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Bool]

    /// A store holding `values` (empty: a clean install).
    public init(_ values: [String: Bool] = [:]) {
        self.values = values
    }

    /// The Boolean stored under `key`; `false` when nothing is stored.
    public func bool(forKey key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return values[key] ?? false
    }

    /// Stores `value` under `key`.
    public func set(_ value: Bool, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }

    /// Everything stored, by key.
    public var snapshot: [String: Bool] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
