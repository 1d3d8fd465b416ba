/// One element's entrance on a screen's timeline.
public struct EntranceStep: Codable, Hashable, Sendable {
    /// `visual`, `title`, `subtitle`, `body`, `caption`, a button slot, an input id,
    /// `features` or `plans`.
    public var element: String
    /// How the element enters.
    public var effect: EntranceEffect
    /// Seconds after the screen appears.
    public var at: Double
    /// The entrance's timing.
    public var animation: AnimationSpec

    /// An entrance step with these values.
    public init(element: String, effect: EntranceEffect, at: Double, animation: AnimationSpec) {
        self.element = element
        self.effect = effect
        self.at = at
        self.animation = animation
    }
}

/// How an element enters. Open: an unknown effect is `unknown` (appear without animation).
public enum EntranceEffect: OpenVocabulary {
    case fadeIn, slideUp, moveUpFade, scaleIn
    case unknown(String)

    public static let knownValues: [EntranceEffect] = [.fadeIn, .slideUp, .moveUpFade, .scaleIn]

    public var rawValue: String {
        switch self {
        case .fadeIn: "fade-in"
        case .slideUp: "slide-up"
        case .moveUpFade: "move-up-fade"
        case .scaleIn: "scale-in"
        case .unknown(let raw): raw
        }
    }
}

/// The alternatives a flow declares for users who ask the system to reduce motion.
public struct ReducedMotion: Codable, Hashable, Sendable {
    /// Replaces the screen transition.
    public var transition: TransitionSpec?
    /// Replaces every entrance timeline.
    public var entrance: ReducedEntrance?
    /// Replaces every press scale (1: no scale).
    public var feedbackScale: Double?
    /// Replaces the progress indicator's animation.
    public var progress: AnimationSpec?

    /// Reduced-motion alternatives with these values.
    public init(
        transition: TransitionSpec? = nil, entrance: ReducedEntrance? = nil,
        feedbackScale: Double? = nil, progress: AnimationSpec? = nil
    ) {
        self.transition = transition
        self.entrance = entrance
        self.feedbackScale = feedbackScale
        self.progress = progress
    }
}

/// What replaces an entrance timeline under reduced motion.
public enum ReducedEntrance: String, Codable, Hashable, Sendable {
    /// Everything is visible at once.
    case appear
    /// One short cross-fade of all elements together.
    case fade
}
