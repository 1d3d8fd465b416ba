/// Press or selection feedback of a button or an input.
public struct Feedback: Codable, Hashable, Sendable {
    /// The scale while pressed (0.95: shrink a little); absent: no scale effect.
    public var scale: Double?
    /// The haptic to play; `none` when absent.
    public var haptic: Haptic { didSet { android = AndroidMapping.feedback(haptic) } }
    /// The timing of the scale or selection animation.
    public var animation: AnimationSpec?
    /// The haptic on Android (`AndroidMapping.haptics`); nil when it plays none.
    public private(set) var android: AndroidFeedback?

    /// Feedback with these values.
    public init(scale: Double? = nil, haptic: Haptic = .none, animation: AnimationSpec? = nil) {
        self.scale = scale
        self.haptic = haptic
        self.animation = animation
        android = AndroidMapping.feedback(haptic)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scale = try container.decodeIfPresent(Double.self, forKey: .scale)
        haptic = try container.decodeIfPresent(Haptic.self, forKey: .haptic) ?? .none
        animation = try container.decodeIfPresent(AnimationSpec.self, forKey: .animation)
        android = AndroidMapping.feedback(haptic)
    }
}

/// A haptic. Open: an unknown haptic is `unknown` (play none).
public enum Haptic: OpenVocabulary {
    case none, light, medium, heavy, soft, rigid, selection, success, warning, error
    case unknown(String)

    public static let knownValues: [Haptic] = [
        .none, .light, .medium, .heavy, .soft, .rigid, .selection, .success, .warning, .error,
    ]

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        case .soft: "soft"
        case .rigid: "rigid"
        case .selection: "selection"
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        case .unknown(let raw): raw
        }
    }
}
