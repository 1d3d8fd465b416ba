/// How the elements of a screen appear.
public enum EntrancePlan: Hashable, Sendable {
    /// Everything is visible at once, without animation.
    case appear
    /// Everything fades in together, once.
    case fade(AnimationSpec)
    /// The listed elements start hidden and each enters at its step's `at` with its
    /// effect and animation (an `unknown` effect: appear at `at` without animation).
    /// Elements not listed are visible at once.
    case timeline([EntranceStep])

    /// The cross-fade used for `entrance: fade` under reduced motion.
    public static let reducedFade = AnimationSpec(curve: .easeInOut, duration: 0.2)
}

extension Flow {
    /// The entrance of `screen`. Under reduced motion, the flow's
    /// `reducedMotion.entrance` (`appear` when it declares none).
    public func entrance(of screen: Screen, reduceMotion: Bool) -> EntrancePlan {
        if reduceMotion {
            switch reducedMotion.entrance ?? .appear {
            case .appear: return .appear
            case .fade: return .fade(EntrancePlan.reducedFade)
            }
        }
        return screen.entrance.isEmpty ? .appear : .timeline(screen.entrance)
    }
}

extension FlowSession {
    /// The entrance of the current screen (see ``Flow/entrance(of:reduceMotion:)``).
    public func entrance(reduceMotion: Bool) -> EntrancePlan {
        flow.entrance(of: screen, reduceMotion: reduceMotion)
    }
}
