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
    /// The entrance of `screen`, or of its `state` when one is shown in its place (timed from
    /// the moment it replaces what was shown). Under reduced motion, the flow's
    /// `reducedMotion.entrance` (`appear` when it declares none).
    public func entrance(of screen: Screen, state: ScreenState? = nil, reduceMotion: Bool) -> EntrancePlan {
        if reduceMotion {
            switch reducedMotion.entrance ?? .appear {
            case .appear: return .appear
            case .fade: return .fade(EntrancePlan.reducedFade)
            }
        }
        let steps = state?.entrance ?? screen.entrance
        return steps.isEmpty ? .appear : .timeline(steps)
    }
}

extension FlowSession {
    /// The entrance of what is shown now: the current screen, or its state (see
    /// ``Flow/entrance(of:state:reduceMotion:)``).
    public func entrance(reduceMotion: Bool) -> EntrancePlan {
        flow.entrance(of: screen, state: state, reduceMotion: reduceMotion)
    }
}
