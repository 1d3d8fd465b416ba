/// Effective motion values, with and without the user's reduce-motion setting.
///
/// Under reduced motion each value is the flow's declared alternative
/// (`reducedMotion`); where the flow declares none, OnboardKit's default:
/// a moving transition (slide, push, scale, unknown) becomes a cross-fade with
/// the same timing, a press scale becomes none (1), the progress animation is kept.
extension Flow {
    /// The transition with which `screen` appears: its own, else the flow's.
    public func transition(into screen: Screen, reduceMotion: Bool) -> TransitionSpec? {
        let declared = screen.transition ?? transition
        guard reduceMotion else { return declared }
        if let alternative = reducedMotion.transition { return alternative }
        guard var reduced = declared else { return nil }
        switch reduced.style {
        case .opacity, .none: break
        case .slide, .push, .scale, .unknown: reduced.style = .opacity
        }
        return reduced
    }

    /// A button's or input's feedback as it should play: under reduced motion the
    /// press scale is `reducedMotion.feedbackScale` (else none); haptics stay.
    public func feedback(_ feedback: Feedback, reduceMotion: Bool) -> Feedback {
        guard reduceMotion, feedback.scale != nil else { return feedback }
        var reduced = feedback
        reduced.scale = reducedMotion.feedbackScale ?? 1
        return reduced
    }

    /// How the progress indicator animates to a new value.
    public func progressAnimation(reduceMotion: Bool) -> AnimationSpec? {
        reduceMotion ? (reducedMotion.progress ?? progress?.animation) : progress?.animation
    }
}

extension FlowSession {
    /// The transition with which the current screen appears.
    public func transition(reduceMotion: Bool) -> TransitionSpec? {
        flow.transition(into: screen, reduceMotion: reduceMotion)
    }

    /// The effective feedback of the shown button of `slot`, if it has feedback.
    public func feedback(for slot: ButtonSlot, reduceMotion: Bool) -> Feedback? {
        buttons.first { $0.slot == slot }?.feedback.map { flow.feedback($0, reduceMotion: reduceMotion) }
    }

    /// The effective selection feedback of an input of the current screen.
    public func feedback(forInput inputID: String, reduceMotion: Bool) -> Feedback? {
        screen.input(id: inputID)?.feedback.map { flow.feedback($0, reduceMotion: reduceMotion) }
    }

    /// How the progress indicator animates to the current screen's value.
    public func progressAnimation(reduceMotion: Bool) -> AnimationSpec? {
        flow.progressAnimation(reduceMotion: reduceMotion)
    }
}
