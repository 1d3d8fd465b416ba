/// Compose's spring for an animation with `curve: spring` (`AndroidMapping.spring`).
public struct AndroidSpring: Codable, Hashable, Sendable {
    /// `spring(dampingRatio = …)`: the damping fraction (SwiftUI's default when absent).
    public var dampingRatio: Double
    /// `spring(stiffness = …)`: (2π / response)², SwiftUI's default response when absent.
    public var stiffness: Double

    public init(dampingRatio: Double, stiffness: Double) {
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
    }
}

/// A feedback's haptic on Android (`AndroidMapping.haptics`).
public struct AndroidFeedback: Codable, Hashable, Sendable {
    /// `HapticFeedbackConstants` names, best first: play the first the device's API level has.
    public var haptics: [String]

    public init(haptics: [String]) {
        self.haptics = haptics
    }
}

/// A text or button style's font on Android (`AndroidMapping.typography`, `.fontWeights`).
public struct AndroidText: Codable, Hashable, Sendable {
    /// The Material 3 typography role (`MaterialTheme.typography.headlineLarge`).
    public var typography: String?
    /// Compose's `FontWeight` (`SemiBold`).
    public var fontWeight: String?

    public init(typography: String? = nil, fontWeight: String? = nil) {
        self.typography = typography
        self.fontWeight = fontWeight
    }
}
