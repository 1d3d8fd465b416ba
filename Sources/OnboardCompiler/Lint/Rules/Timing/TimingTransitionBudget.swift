/// Every screen-to-screen transition fits the flow's time limit.
struct TimingTransitionBudget: LintRule {
    static let maxDuration = RuleParameter.number(
        "maxDuration", default: 0.5, "seconds; the limit for flows whose policy sets no `timing.maxTransition`")

    static let description = RuleDescription(
        id: "timing-transition-budget",
        category: .timing,
        severity: .warning,
        summary: "Every screen transition is at most as long as the flow's `timing.maxTransition`.",
        rationale: """
            A slow transition makes every step of the onboarding feel sluggish, and a user who taps \
            again before it ends lands somewhere unexpected. VegyScan's use case (seed 004) asks for \
            "< 0.3s per transition". A transition lasts its `duration` plus its `delay`; a spring \
            without a `duration` counts its `response`. The flow's transition, each screen's own and \
            the reduced-motion one are all checked. A transition that leaves its timing to the app \
            (no `duration` or `response`), and `style: none`, are not checked. When the policy sets no \
            `timing.maxTransition`, the parameter `maxDuration` is the limit.
            """,
        parameters: [
            Self.maxDuration.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  timing: { maxTransition: 0.3 }
                flows:
                  - id: intro
                    trigger: settings
                    transition: { style: slide, curve: easeInOut, duration: 0.25 }
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - { id: b, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  timing: { maxTransition: 0.3 }
                flows:
                  - id: intro
                    trigger: settings
                    transition: ⟦{ style: slide, duration: 0.3, delay: 0.1 }
                    screens:
                      - { id: a, role: welcome, primary: Next }
                      - id: b
                        role: completion
                        transition: ⟦{ style: push, curve: spring, response: 0.5 }
                        primary: { label: Done, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    transition: ⟦{ style: opacity, duration: 0.8 }
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let fallback = context[Self.maxDuration]
        var findings: [Finding] = []
        for flow in spec.flows {
            for site in TimingMotion.transitions(of: flow) where site.transition.style != .none {
                // A transition shown on several screens meets the strictest of their limits.
                let index = site.screens.min {
                    (flow.policy(at: $0).maxTransition ?? fallback) < (flow.policy(at: $1).maxTransition ?? fallback)
                }
                let set = flow.policy(atScreen: index).maxTransition
                let limit = set ?? fallback
                let policy = flow.policySource(of: "timing.maxTransition", at: index)
                let source = policy.limitSource(isSet: set != nil)
                guard let animation = site.transition.animation, let length = TimingMotion.length(animation),
                    length > limit + 1e-9
                else { continue }
                var parts = TimingMotion.seconds(length)
                if let delay = animation.delay, delay > 0 {
                    parts += " (including a \(TimingMotion.seconds(delay)) delay)"
                }
                findings.append(
                    Finding(
                        "\(site.name) takes \(parts); \(source) \(TimingMotion.seconds(limit))",
                        at: site.transition.span, path: site.path,
                        notes: (animation.duration == nil
                            ? [.init("a spring without `duration` is counted by its `response`")] : [])
                            + policy.sectionNotes("timing.maxTransition: \(TimingMotion.seconds(limit))"),
                        help:
                            "shorten its `duration` (or `delay`) so the transition ends within \(TimingMotion.seconds(limit))"
                    ))
            }
        }
        return RepeatedFindings.removed(from: findings)
    }
}
