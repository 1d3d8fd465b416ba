/// The business and tone rules a flow must follow; lint rules read them.
/// Set per app and overridden per flow (each key independently).
public struct Policy: Sendable, Hashable {
    public enum Permission: String, Sendable, Hashable, CaseIterable, Codable {
        case allowed, forbidden
    }

    public enum Contractions: String, Sendable, Hashable, CaseIterable, Codable {
        case prefer, avoid, any
    }

    public struct Substitution: Sendable, Hashable {
        public var word: String
        public var use: String?
    }

    public var maxScreens: Int?
    public var permissionPrompts: Permission = .allowed
    public var accountCreation: Permission = .allowed
    public var alwaysSkippable = false
    public var skipConfirmation = false
    public var announceScreenPosition = false
    public var headlineWords: ClosedRange<Int>?
    public var bodyWords: ClosedRange<Int>?
    public var voice: String?
    public var avoid: [Substitution] = []
    public var contractions: Contractions = .any
    /// Seconds: longest screen-to-screen transition.
    public var maxTransition: Double?
    /// Seconds: latest moment the primary action may become visible and tappable.
    public var maxPrimaryActionDelay: Double?
    /// Seconds: longest time from the final action to the main app.
    public var maxCompletionDelay: Double?

    public init() {}
}
