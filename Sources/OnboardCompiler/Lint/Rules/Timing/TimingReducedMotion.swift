/// Every kind of motion a flow uses has a reduced-motion alternative.
struct TimingReducedMotion: LintRule {
    static let description = RuleDescription(
        id: "timing-reduced-motion",
        category: .timing,
        severity: .warning,
        summary: "Every kind of motion a flow uses has a reduced-motion alternative.",
        rationale: """
            People who turn on "Reduce Motion" can feel sick from sliding and scaling movement; the \
            app must know what to show them instead. Growth's story (seed 003) requires that \
            "animations respect user's reduced motion settings" and to "Provide fallback for users with \
            motion sensitivity". A flow (with the app's `motion.reducedMotion` it starts from) needs \
            `reducedMotion.transition` when it declares an animated screen transition, \
            `reducedMotion.entrance` when a screen has entrance steps, `reducedMotion.feedbackScale` \
            when a button or input shrinks or grows on press (a feedback `scale` other than 1), and \
            `reducedMotion.progress` when its progress indicator animates. Each missing alternative is \
            reported once per flow, at the first motion that needs it.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                motion:
                  reducedMotion: { transition: { style: opacity }, entrance: appear, feedbackScale: 1 }
                flows:
                  - id: intro
                    trigger: settings
                    transition: { style: slide, duration: 0.3 }
                    screens:
                      - id: a
                        role: welcome
                        title: Welcome
                        primary: { label: Next, feedback: { scale: 0.95 } }
                        entrance:
                          - { element: title, at: 0s, duration: 0.3s }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    transition: ⟦{ style: slide, duration: 0.3 }
                    screens:
                      - id: a
                        role: welcome
                        primary: { label: Next, feedback: ⟦{ scale: 0.95 } }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    progress: { style: continuous-bar, animation: ⟦{ curve: easeInOut, duration: 0.3s } }
                    screens:
                      - id: a
                        role: welcome
                        title: Welcome
                        primary: { label: Done, action: complete }
                        entrance:
                          - ⟦{ element: title, effect: fade-in, at: 0s, duration: 2s }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.flows.flatMap { check($0, context) }
    }

    /// The fix that writes `key: value` in the flow's `reducedMotion`, or the mapping with it in the flow.
    private func adding(_ key: String, _ value: String, to flow: Flow, _ context: LintContext) -> [Fix] {
        let title = "Add `reducedMotion.\(key)` to flow `\(flow.id)`"
        if let own = flow.reducedMotionSpan { return context.adding("\(key): \(value)", to: own, title: title) }
        return context.adding("reducedMotion: { \(key): \(value) }", to: flow.span, title: title)
    }

    private func check(_ flow: Flow, _ context: LintContext) -> [Finding] {
        let reduced = flow.reducedMotion
        let base = "\(SpecPath.flow(flow)).reducedMotion"
        var findings: [Finding] = []

        let transitions = ([flow.transition] + flow.screens.map(\.transition)).compactMap { $0 }
            .filter { $0.style != .none }
        if reduced.transition == nil, let first = transitions.first {
            findings.append(
                Finding(
                    "flow `\(flow.id)` slides or fades between screens but has no reduced-motion transition",
                    at: first.span, path: "\(base).transition",
                    help: "add `reducedMotion: { transition: { style: opacity } }` to the flow "
                        + "(or `transition:` under `motion.reducedMotion` for every flow)",
                    fixes: adding("transition", "{ style: opacity }", to: flow, context)))
        }

        // A screen whose own entrance or one of whose states' has steps.
        func steps(_ screen: Screen) -> [EntranceStep] { screen.entrance + screen.states.flatMap(\.entrance) }
        let animated = flow.screens.filter { !steps($0).isEmpty }
        if reduced.entrance == nil, let first = animated.first, let step = steps(first).first {
            let others = animated.dropFirst().map { "`\($0.id)`" }
            findings.append(
                Finding(
                    "screen `\(first.id)` brings its elements in one by one, but flow `\(flow.id)` "
                        + "says nothing about what reduced motion shows instead",
                    at: step.span, path: "\(base).entrance",
                    notes: others.isEmpty ? [] : [.init("entrance steps also on " + others.joined(separator: ", "))],
                    help: "add `reducedMotion: { entrance: appear }` (everything at once) or `fade` to the flow "
                        + "(or under `motion.reducedMotion`)",
                    fixes: adding("entrance", "appear", to: flow, context)))
        }

        let scaled = TimingMotion.feedbacks(of: flow).filter { ($0.feedback.scale ?? 1) != 1 }
        if reduced.feedbackScale == nil, let first = scaled.first {
            findings.append(
                Finding(
                    "\(first.name) changes size when pressed, but flow `\(flow.id)` gives no reduced-motion "
                        + "`feedbackScale`",
                    at: first.feedback.span, path: "\(base).feedbackScale",
                    help: "add `reducedMotion: { feedbackScale: 1 }` (no size change) to the flow "
                        + "(or under `motion.reducedMotion`)",
                    fixes: adding("feedbackScale", "1", to: flow, context)))
        }

        if reduced.progress == nil, let animation = flow.progress?.animation {
            findings.append(
                Finding(
                    "the progress indicator of flow `\(flow.id)` animates, but there is no reduced-motion "
                        + "progress animation",
                    at: animation.span, path: "\(base).progress",
                    help: "add `reducedMotion: { progress: { curve: linear, duration: 0.1 } }` (a short, plain "
                        + "movement) to the flow (or under `motion.reducedMotion`)",
                    fixes: adding("progress", "{ curve: linear, duration: 0.1 }", to: flow, context)))
        }
        return findings
    }
}
