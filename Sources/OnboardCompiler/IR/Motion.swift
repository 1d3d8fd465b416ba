/// Timing curve of one animation.
public struct Animation: Sendable, Hashable {
    public enum Curve: String, Sendable, Hashable, CaseIterable, Codable {
        case linear, easeIn, easeOut, easeInOut, spring
    }

    public var curve: Curve
    /// Seconds; for a spring, its settling estimate when given.
    public var duration: Double?
    public var delay: Double?
    /// Spring response in seconds (SwiftUI's `response`).
    public var response: Double?
    public var dampingFraction: Double?
    public var span: SourceSpan
}

/// How one screen replaces the previous one.
public struct Transition: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case slide, push, opacity, scale, none
    }

    public var style: Style
    public var animation: Animation?
    public var span: SourceSpan
}

/// One element's entrance on a screen timeline (FloraFriend's staggered fade-ins).
public struct EntranceStep: Sendable, Hashable {
    public enum Effect: String, Sendable, Hashable, CaseIterable, Codable {
        case fadeIn = "fade-in"
        case slideUp = "slide-up"
        case moveUpFade = "move-up-fade"
        case scaleIn = "scale-in"
    }

    /// The element that enters: visual, title, subtitle, body, caption, a button slot, or an input id.
    public var element: String
    /// The element a spec writes for every input of a screen, each entering with the step's timing.
    public static let inputs = "inputs"
    public var effect: Effect
    /// Seconds after the screen appears.
    public var at: Double
    public var animation: Animation
    public var span: SourceSpan
}

/// Press feedback of a button.
public struct Feedback: Sendable, Hashable {
    public enum Haptic: String, Sendable, Hashable, CaseIterable, Codable {
        case none, light, medium, heavy, soft, rigid, selection, success, warning, error
    }

    public var scale: Double?
    public var animation: Animation?
    public var haptic: Haptic
    public var span: SourceSpan
}

/// What replaces motion when the user has asked the system to reduce it.
public struct ReducedMotion: Sendable, Hashable {
    public enum Entrance: String, Sendable, Hashable, CaseIterable, Codable {
        /// Everything is visible at once.
        case appear
        /// One short cross-fade of all elements together.
        case fade
    }

    public var transition: Transition?
    public var entrance: Entrance?
    public var feedbackScale: Double?
    public var progress: Animation?
}

/// App-wide motion: the declared duration scale that lint rules compare
/// against, and the reduced-motion defaults.
public struct Motion: Sendable, Hashable {
    /// Declared standard durations in seconds, by name (`feedback`, `transition`, …).
    public var scale: [String: Double]
    public var reducedMotion: ReducedMotion
}
