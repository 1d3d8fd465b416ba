import BundleFormat

extension BundleEmitter {
    static func animation(_ animation: Animation) -> AnimationSpec {
        AnimationSpec(
            curve: AnimationCurve(rawValue: animation.curve.rawValue), duration: animation.duration,
            delay: animation.delay, response: animation.response,
            dampingFraction: animation.dampingFraction)
    }

    static func transition(_ transition: Transition) -> TransitionSpec {
        TransitionSpec(
            style: TransitionStyle(rawValue: transition.style.rawValue),
            animation: transition.animation.map(animation))
    }

    static func entrance(_ step: EntranceStep) -> BundleFormat.EntranceStep {
        BundleFormat.EntranceStep(
            element: step.element, effect: EntranceEffect(rawValue: step.effect.rawValue),
            at: step.at, animation: animation(step.animation))
    }

    static func feedback(_ feedback: Feedback) -> BundleFormat.Feedback {
        BundleFormat.Feedback(
            scale: feedback.scale, haptic: Haptic(rawValue: feedback.haptic.rawValue),
            animation: feedback.animation.map(animation))
    }

    static func reducedMotion(_ reduced: ReducedMotion) -> BundleFormat.ReducedMotion {
        let entrance: ReducedEntrance? = reduced.entrance.map { entrance in
            switch entrance {
            case .appear: .appear
            case .fade: .fade
            }
        }
        return BundleFormat.ReducedMotion(
            transition: reduced.transition.map(transition), entrance: entrance,
            feedbackScale: reduced.feedbackScale, progress: reduced.progress.map(animation))
    }

    static func progress(_ progress: ProgressIndicator, steps: Int) -> BundleFormat.ProgressIndicator {
        let style: ProgressStyle =
            switch progress.style {
            case .continuousBar: .continuousBar
            case .segmentedBar: .segmentedBar
            case .pageDots: .pageDots
            }
        let position: ProgressPosition =
            switch progress.position {
            case .top: .top
            case .bottom: .bottom
            }
        return BundleFormat.ProgressIndicator(
            style: style, steps: steps,
            track: progress.track.map { $0.colors.map(colorRef) }, fill: progress.fill.map { $0.colors.map(colorRef) },
            height: progress.height, cornerRadius: progress.cornerRadius,
            shape: progress.shape.map { ProgressShape(rawValue: $0.rawValue) },
            animation: progress.animation.map(animation),
            background: progress.background, position: position, padding: progress.padding)
    }
}
