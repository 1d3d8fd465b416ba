import Foundation

/// The key–value store that keeps completion flags between launches, and the user's
/// experiment assignments (``FlowEngine``: docs/client-guide.md, "Experiments").
/// ``UserDefaultsStore`` keeps them in `UserDefaults`; ``InMemoryOnboardingStore``
/// is for tests and previews.
///
/// Persistence is the store's promise: when ``set(_:forKey:)`` returns, the value is
/// kept, and a launch after the app was killed reads it. A flag that is lost shows a
/// finished onboarding again.
///
/// Not `Sendable`: `UserDefaults` is not `Sendable` on every platform. Use the
/// store (and the engine and drivers that hold it) from one actor, typically the main actor.
public protocol OnboardingStore {
    /// The Boolean stored under `key`; `false` when nothing is stored.
    func bool(forKey key: String) -> Bool
    /// Stores `value` under `key`, persistently, before it returns.
    func set(_ value: Bool, forKey key: String)
    /// The text stored under `key`; `nil` when none is.
    func string(forKey key: String) -> String?
    /// Stores the text `value` under `key`, persistently, before it returns.
    func set(_ value: String, forKey key: String)
}

/// Flags in `UserDefaults`, written through at once: `set` stores the value and asks
/// `UserDefaults` to write it out (`synchronize()`), so that the next process sees it
/// even when this one is killed right after. (Foundation on Linux writes nothing
/// until asked; on Apple platforms the call is cheap and harmless.)
public struct UserDefaultsStore: OnboardingStore {
    /// The defaults the flags live in.
    public let defaults: UserDefaults

    /// Flags in `defaults` (`.standard`, or an app group's suite shared with an extension).
    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func bool(forKey key: String) -> Bool {
        defaults.bool(forKey: key)
    }

    public func set(_ value: Bool, forKey key: String) {
        defaults.set(value, forKey: key)
        defaults.synchronize()
    }

    public func string(forKey key: String) -> String? {
        defaults.string(forKey: key)
    }

    public func set(_ value: String, forKey key: String) {
        defaults.set(value, forKey: key)
        defaults.synchronize()
    }
}

/// A store that keeps its values in memory: what a fresh install (or a
/// reinstall) starts with when empty. Thread-safe.
public final class InMemoryOnboardingStore: OnboardingStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Bool]
    private var texts: [String: String]

    /// A store holding `values` and `texts` (empty: a clean install).
    public init(_ values: [String: Bool] = [:], texts: [String: String] = [:]) {
        self.values = values
        self.texts = texts
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

    public func string(forKey key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return texts[key]
    }

    public func set(_ value: String, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        texts[key] = value
    }

    /// Every text stored, by key.
    public var textSnapshot: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }

    /// Every Boolean stored, by key.
    public var snapshot: [String: Bool] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
