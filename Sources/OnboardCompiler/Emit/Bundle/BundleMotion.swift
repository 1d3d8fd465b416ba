extension BundleEmitter {
    static func animation(_ animation: Animation) -> JSONValue {
        .object([
            "curve": .string(animation.curve.rawValue),
            "duration": animation.duration.map(JSONValue.double),
            "delay": animation.delay.map(JSONValue.double),
            "response": animation.response.map(JSONValue.double),
            "dampingFraction": animation.dampingFraction.map(JSONValue.double),
        ])
    }

    static func transition(_ transition: Transition) -> JSONValue {
        .object(["style": .string(transition.style.rawValue), "animation": transition.animation.map(animation)])
    }

    static func entrance(_ step: EntranceStep) -> JSONValue {
        .object([
            "element": .string(step.element),
            "effect": .string(step.effect.rawValue),
            "at": .double(step.at),
            "animation": animation(step.animation),
        ])
    }

    static func feedback(_ feedback: Feedback) -> JSONValue {
        .object([
            "scale": feedback.scale.map(JSONValue.double),
            "haptic": .string(feedback.haptic.rawValue),
            "animation": feedback.animation.map(animation),
        ])
    }

    static func reducedMotion(_ reduced: ReducedMotion) -> JSONValue {
        .object([
            "transition": reduced.transition.map(transition),
            "entrance": reduced.entrance.map { .string($0.rawValue) },
            "feedbackScale": reduced.feedbackScale.map(JSONValue.double),
            "progress": reduced.progress.map(animation),
        ])
    }

    static func progress(_ progress: ProgressIndicator, steps: Int) -> JSONValue {
        func fill(_ fill: Fill) -> JSONValue { .array(fill.colors.map(colorRef)) }
        return .object([
            "style": .string(progress.style.rawValue),
            "steps": .int(steps),
            "track": progress.track.map(fill),
            "fill": progress.fill.map(fill),
            "height": progress.height.map(JSONValue.double),
            "cornerRadius": progress.cornerRadius.map(JSONValue.double),
            "shape": progress.shape.map { .string($0.rawValue) },
            "animation": progress.animation.map(animation),
            "background": .bool(progress.background),
            "position": .string(progress.position.rawValue),
            "padding": progress.padding.map(JSONValue.double),
        ])
    }
}
