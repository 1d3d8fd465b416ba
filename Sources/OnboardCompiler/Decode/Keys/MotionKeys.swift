/// `motion`, and the timing of transitions, entrances, feedback and progress.
extension MappingSchema {
    static let motion = MappingSchema(
        "motion", noun: "`motion`", summary: "App-wide motion settings.", docs: DocsTable("3.4 `motion`"),
        keys: [
            Key(
                "scale", .dictionary(keys: .text, values: .duration),
                #"the app's standard durations, by name (names are free). The timing checks compare the flows with them, and the bundle carries them"#
            ),
            Key(
                "reducedMotion", .mapping(.reducedMotion),
                #"what replaces motion for users who turned on "Reduce Motion"; every flow starts from these values"#),
        ])

    /// The timing of one movement; transitions, feedback and entrance steps take its keys too.
    static let animation = MappingSchema(
        "animation", noun: "an animation", summary: "The timing of one movement.", docs: DocsTable("3.23 Animation"),
        keys: [
            Key(
                "curve", .choice(Animation.Curve.self), default: .string(Animation.Curve.easeInOut.rawValue),
                #"how the speed changes over time"#),
            Key("duration", .duration, #"how long it takes (for a spring: about how long it takes to settle)"#),
            Key("delay", .duration, #"wait this long before starting"#),
            Key("response", .duration, #"springs only: how quickly the spring moves"#),
            Key(
                "dampingFraction", .number(0...1),
                #"springs only: how much it bounces (`1` = no bounce, lower = more bounce)"#),
        ])

    static let transition = MappingSchema(
        "transition", noun: "a transition", summary: "How one screen replaces the other.",
        docs: DocsTable("3.18 Transition"),
        keys: [
            Key(
                "style", .choice(Transition.Style.self), .required,
                #"the kind of transition: `slide`, `push`, `opacity` (a cross-fade), `scale` or `none`"#)
        ],
        includes: [.animation])

    static let entranceStep = MappingSchema(
        "entranceStep", noun: "an entrance step", summary: "One element of a screen coming in.",
        docs: DocsTable("3.17 Entrance step"),
        keys: [
            Key(
                "element", .text, .required,
                #"what comes in: `visual`, `title`, `subtitle`, `body`, `caption`, a button slot (`primary`…), an input's id, or `inputs` for every input"#
            ),
            Key(
                "effect", .choice(EntranceStep.Effect.self), default: .string(EntranceStep.Effect.fadeIn.rawValue),
                #"how it comes in: fading, sliding up, moving up while fading, or growing"#),
            Key("at", .duration, default: .int(0), #"when it starts, counted from the moment the screen appears"#),
        ],
        includes: [.animation], requiresAny: ["duration", "response"])

    static let feedback = MappingSchema(
        "feedback", noun: "button feedback", summary: "How a button (or an input) reacts when pressed.",
        docs: DocsTable("3.22 Feedback"),
        keys: [
            Key("scale", .number(0.5...1.5), #"the size while pressed (`0.96` shrinks it a little)"#),
            Key(
                "haptic", .choice(Feedback.Haptic.self), default: .string(Feedback.Haptic.none.rawValue),
                #"the vibration played"#),
        ],
        includes: [.animation])

    static let reducedMotion = MappingSchema(
        "reducedMotion", noun: "`reducedMotion`",
        summary: "What replaces motion for users who turned on \"Reduce Motion\".",
        docs: DocsTable("3.20 `reducedMotion`"),
        keys: [
            Key("transition", .mapping(.transition), #"the screen transition to use instead"#),
            Key("entrance", .choice(ReducedMotion.Entrance.self), #"what replaces the entrance steps"#),
            Key("feedbackScale", .number(0.5...1.5), #"the press scale to use instead (`1` = no size change)"#),
            Key("progress", .mapping(.animation), #"the progress indicator's animation to use instead"#),
        ])

    static let progress = MappingSchema(
        "progress", noun: "`progress`", summary: "The progress indicator shown on every screen of a flow.",
        docs: DocsTable("3.21 `progress`"),
        keys: [
            Key(
                "style", .choice(ProgressIndicator.Style.self), .required,
                #"a bar that fills smoothly, a bar in one segment per screen, or dots"#),
            Key("track", .either(.color, .list(.color)), #"the unfilled part; a list is a gradient, in that order"#),
            Key("fill", .either(.color, .list(.color)), #"the filled part (or the current dot); a list is a gradient"#),
            Key("height", .number(0...200), #"thickness in points (iOS) / dp (Android)"#),
            Key("cornerRadius", .number(0...200), #"corner rounding, in points / dp"#),
            Key(
                "shape", .choice(ProgressIndicator.Shape.self),
                #"`capsule`: the bar's ends are fully rounded whatever its height (no `cornerRadius` then); `rectangle`: square corners, or rounded by `cornerRadius`"#
            ),
            Key("animation", .mapping(.animation), #"how the indicator moves to the next step"#),
            Key("background", .boolean, default: .bool(false), #"page dots: show the dots on a background"#),
            Key(
                "position", .choice(ProgressIndicator.Position.self),
                default: .string(ProgressIndicator.Position.top.rawValue),
                #"whether the indicator sits at the top or the bottom of the screen"#),
            Key("padding", .number(0...200), #"inset from the screen edges, in points / dp"#),
        ])
}

extension Animation.Curve: Vocabulary {
    var meaning: String {
        switch self {
        case .linear: "the same speed throughout"
        case .easeIn: "starts slowly and speeds up"
        case .easeOut: "starts fast and slows down to a stop"
        case .easeInOut: "starts slowly, speeds up, and slows down to a stop"
        case .spring: "moves like a spring: `response` sets its speed, `dampingFraction` how much it bounces"
        }
    }
}

extension Transition.Style: Vocabulary {
    var meaning: String {
        switch self {
        case .slide: "the new screen slides in from the trailing edge over the old one"
        case .push: "the new screen pushes the old one out, as a navigation stack does"
        case .opacity: "the old screen fades out as the new one fades in"
        case .scale: "the new screen grows in from slightly smaller"
        case .none: "the new screen replaces the old one at once"
        }
    }
}

extension EntranceStep.Effect: Vocabulary {
    var meaning: String {
        switch self {
        case .fadeIn: "fades in where it stands"
        case .slideUp: "slides up into place from below"
        case .moveUpFade: "moves up a little while fading in"
        case .scaleIn: "grows in from slightly smaller while fading in"
        }
    }
}

extension Feedback.Haptic: Vocabulary {
    var meaning: String {
        switch self {
        case .none: "no vibration"
        case .light: "a light tap"
        case .medium: "a medium tap"
        case .heavy: "a heavy tap"
        case .soft: "a soft, dull tap"
        case .rigid: "a sharp, hard tap"
        case .selection: "the tick of a selection changing, as in a picker"
        case .success: "the pattern for a task that succeeded"
        case .warning: "the pattern for a warning"
        case .error: "the pattern for a task that failed"
        }
    }
}

extension ReducedMotion.Entrance: Vocabulary {
    var meaning: String {
        switch self {
        case .appear: "everything is visible at once"
        case .fade: "one short cross-fade of everything together"
        }
    }
}

extension ProgressIndicator.Style: Vocabulary {
    var meaning: String {
        switch self {
        case .continuousBar: "a bar that fills smoothly"
        case .segmentedBar: "a bar in one segment per screen"
        case .pageDots: "one dot per screen, the current one highlighted"
        }
    }
}

extension ProgressIndicator.Shape: Vocabulary {
    var meaning: String {
        switch self {
        case .capsule: "ends fully rounded, whatever the height"
        case .rectangle: "square corners, or rounded by `cornerRadius`"
        }
    }
}

extension ProgressIndicator.Position: Vocabulary {
    var meaning: String {
        switch self {
        case .top: "at the top of the screen, under the status bar"
        case .bottom: "at the bottom of the screen, above the buttons"
        }
    }
}
