/// The timing of one animation, in seconds.
public struct AnimationSpec: Codable, Hashable, Sendable {
    /// The timing curve.
    public var curve: AnimationCurve { didSet { android = Self.android(self) } }
    /// Seconds; for a spring, its settling estimate when given.
    public var duration: Double?
    /// Seconds before the animation starts.
    public var delay: Double?
    /// Spring response (SwiftUI's `response`).
    public var response: Double? { didSet { android = Self.android(self) } }
    /// Spring damping (SwiftUI's `dampingFraction`).
    public var dampingFraction: Double? { didSet { android = Self.android(self) } }
    /// A spring's Compose equivalent (`AndroidMapping.spring`); nil for other curves.
    public private(set) var android: AndroidSpring?

    /// An animation with these values (for previews and tests).
    public init(
        curve: AnimationCurve, duration: Double? = nil, delay: Double? = nil,
        response: Double? = nil, dampingFraction: Double? = nil
    ) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
        self.response = response
        self.dampingFraction = dampingFraction
        android = Self.android(self)
    }

    /// `android` is derived, not read: a bundle from before it has the same meaning.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            curve: try container.decode(AnimationCurve.self, forKey: .curve),
            duration: try container.decodeIfPresent(Double.self, forKey: .duration),
            delay: try container.decodeIfPresent(Double.self, forKey: .delay),
            response: try container.decodeIfPresent(Double.self, forKey: .response),
            dampingFraction: try container.decodeIfPresent(Double.self, forKey: .dampingFraction))
    }

    private static func android(_ animation: AnimationSpec) -> AndroidSpring? {
        animation.curve == .spring
            ? AndroidMapping.spring(response: animation.response, dampingFraction: animation.dampingFraction) : nil
    }
}

/// An animation curve. Open: an unknown curve is `unknown` (use the platform default).
public enum AnimationCurve: OpenVocabulary {
    case linear, easeIn, easeOut, easeInOut, spring
    case unknown(String)

    public static let knownValues: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .spring]

    public var rawValue: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .spring: "spring"
        case .unknown(let raw): raw
        }
    }
}

/// How one screen replaces another.
public struct TransitionSpec: Codable, Hashable, Sendable {
    /// How the screens move.
    public var style: TransitionStyle
    /// Its timing; absent: the platform default.
    public var animation: AnimationSpec?

    /// A transition with this style and timing.
    public init(style: TransitionStyle, animation: AnimationSpec? = nil) {
        self.style = style
        self.animation = animation
    }
}

/// A screen transition style. Open: an unknown style is `unknown` (use the platform default).
public enum TransitionStyle: OpenVocabulary {
    case slide, push, opacity, scale, none
    case unknown(String)

    public static let knownValues: [TransitionStyle] = [.slide, .push, .opacity, .scale, .none]

    public var rawValue: String {
        switch self {
        case .slide: "slide"
        case .push: "push"
        case .opacity: "opacity"
        case .scale: "scale"
        case .none: "none"
        case .unknown(let raw): raw
        }
    }
}

/// The app's declared standard durations, in seconds, by name (`feedback`, `transition`, …).
public struct Motion: Codable, Hashable, Sendable {
    /// Duration name → seconds.
    public var scale: [String: Double]

    /// A motion scale with these durations.
    public init(scale: [String: Double] = [:]) {
        self.scale = scale
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scale = try container.decodeIfPresent([String: Double].self, forKey: .scale) ?? [:]
    }
}
