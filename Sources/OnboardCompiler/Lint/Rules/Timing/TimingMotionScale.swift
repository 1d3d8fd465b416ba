/// Animation durations use the app's declared motion scale.
struct TimingMotionScale: LintRule {
    static let tolerance = RuleParameter.number(
        "tolerance", default: 0.001, "seconds a duration may differ from the scale")

    static let description = RuleDescription(
        id: "timing-motion-scale",
        category: .timing,
        severity: .warning,
        summary: "Feedback, transition, progress and entrance durations equal the app's `motion.scale`.",
        rationale: """
            Motion feels coherent when the same kind of movement always takes the same time. Growth's \
            story (seed 003) says "Keep animation durations consistent (0.1s for button feedback, 0.3s \
            for larger transitions)", which its spec declares as `motion.scale`. Where the scale names \
            `feedback`, every button and input feedback `duration` must equal it; `transition`: every \
            screen transition (the flow's, each screen's and the reduced-motion one); `progress`: the \
            progress indicator's animation and its reduced-motion one; `entrance`: every entrance step. \
            Only a written `duration` is compared: a spring given by its `response` alone has no \
            length to compare (Growth's checkbox spring of 0.3 s response is a selection animation, \
            not a 0.1 s press).
            """,
        parameters: [
            Self.tolerance.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                motion:
                  scale: { feedback: 0.1, transition: 0.3 }
                flows:
                  - id: intro
                    trigger: settings
                    transition: { style: slide, curve: easeInOut, duration: 0.3 }
                    screens:
                      - id: a
                        role: welcome
                        primary: { label: Next, feedback: { scale: 0.95, duration: 0.1 } }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                motion:
                  scale: { feedback: 0.1, transition: 0.3 }
                flows:
                  - id: intro
                    trigger: settings
                    transition: ⟦{ style: slide, curve: easeInOut, duration: 0.25 }
                    screens:
                      - id: a
                        role: welcome
                        primary: { label: Next, feedback: ⟦{ scale: 0.95, duration: 0.2 } }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let tolerance = context[Self.tolerance]
        let scale = spec.motion.scale
        var findings: [Finding] = []
        func compare(_ animation: Animation?, _ kind: String, at span: SourceSpan, path: String, name: String) {
            guard let expected = scale[kind], let duration = animation?.duration,
                abs(duration - expected) > tolerance
            else { return }
            findings.append(
                Finding(
                    "\(name) takes \(TimingMotion.seconds(duration)), but the app's motion scale says "
                        + "\(kind) takes \(TimingMotion.seconds(expected))",
                    at: span, path: path,
                    help: "use `duration: \(TimingMotion.seconds(expected).dropLast(2))` (`motion.scale.\(kind)`), "
                        + "or change the scale if all \(kind) animations should change"))
        }
        for flow in spec.flows {
            for site in TimingMotion.feedbacks(of: flow) {
                compare(
                    site.feedback.animation, "feedback", at: site.feedback.span, path: site.path,
                    name: "the feedback of \(site.name)")
            }
            for site in TimingMotion.transitions(of: flow) {
                compare(
                    site.transition.animation, "transition", at: site.transition.span, path: site.path,
                    name: site.name)
            }
            if let progress = flow.progress, let animation = progress.animation {
                compare(
                    animation, "progress", at: animation.span, path: "\(SpecPath.flow(flow)).progress.animation",
                    name: "the progress animation")
            }
            if let animation = flow.reducedMotion.progress {
                compare(
                    animation, "progress", at: animation.span,
                    path: "\(SpecPath.flow(flow)).reducedMotion.progress", name: "the reduced-motion progress animation"
                )
            }
            for screen in flow.screens {
                for step in screen.entrance {
                    compare(
                        step.animation, "entrance", at: step.span,
                        path: "\(SpecPath.screen(flow, screen)).entrance[\(step.element)]",
                        name: "the entrance of `\(step.element)` on screen `\(screen.id)`")
                }
                for state in screen.states {
                    for step in state.entrance {
                        compare(
                            step.animation, "entrance", at: step.span,
                            path: "\(SpecPath.state(flow, screen, state)).entrance[\(step.element)]",
                            name: "the entrance of `\(step.element)` in state `\(state.id)` of screen `\(screen.id)`")
                    }
                }
            }
        }
        return RepeatedFindings.mergedByPlace(RepeatedFindings.removed(from: findings))
    }
}
