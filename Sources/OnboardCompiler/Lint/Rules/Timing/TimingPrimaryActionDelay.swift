/// The primary button is on screen soon after its screen appears.
struct TimingPrimaryActionDelay: LintRule {
    static let maxDelay = RuleParameter.number(
        "maxDelay", default: 2.0, "seconds; the limit for flows whose policy sets no `timing.maxPrimaryActionDelay`")

    static let description = RuleDescription(
        id: "timing-primary-action-delay",
        category: .timing,
        severity: .warning,
        summary: "The primary button is visible and tappable soon after its screen appears.",
        rationale: """
            An entrance timeline that brings the primary button in last makes every user wait for \
            it, on every run of the flow, before they can go on: FloraFriend's welcome screen \
            (seed 000) fades its "Get Started" button in at 6.0 s for 0.3 s. The button counts as \
            visible when its entrance step ends (`at` + `delay` + `duration`, or a spring's \
            `response`); a primary button without an entrance step is visible at once. The limit is \
            the policy's `timing.maxPrimaryActionDelay`, or else the parameter `maxDelay`.
            """,
        parameters: [
            Self.maxDelay.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        title: Welcome
                        primary: { label: Done, action: complete }
                        entrance:
                          - { element: title, effect: fade-in, at: 0.0s, duration: 0.6s }
                          - { element: primary, effect: fade-in, at: 0.6s, duration: 0.3s }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        title: Welcome
                        body: Your Personal Plant Expert.
                        primary: { label: Done, action: complete }
                        entrance:
                          - { element: title, effect: fade-in, at: 0.0s, duration: 2.0s }
                          - { element: body, effect: fade-in, at: 2.0s, duration: 2.0s }
                          - ⟦{ element: primary, effect: fade-in, at: 6.0s, duration: 0.3s }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy:
                  timing: { maxPrimaryActionDelay: 1s }
                flows:
                  - id: intro
                    trigger: settings
                    screens:
                      - id: welcome
                        role: welcome
                        primary: { label: Done, action: complete }
                        entrance:
                          - ⟦{ element: primary, effect: scale-in, at: 0.5s, curve: spring, response: 0.6 }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let fallback = context[Self.maxDelay]
        var findings: [Finding] = []
        for flow in spec.flows {
            for index in flow.screens.indices {
                let screen = flow.screens[index]
                let set = flow.policy(at: index).maxPrimaryActionDelay
                let limit = set ?? fallback
                let policy = flow.policySource(of: "timing.maxPrimaryActionDelay", at: index)
                let source = policy.limitSource(isSet: set != nil)
                // The screen's entrance, and each state's (timed from when the state is shown).
                let places =
                    [(screen.entrance, "screen `\(screen.id)`", SpecPath.screen(flow, screen), "the screen")]
                    + screen.states.map {
                        (
                            $0.entrance, "state `\($0.id)` of screen `\(screen.id)`", SpecPath.state(flow, screen, $0),
                            "the state"
                        )
                    }
                for (entrance, name, path, shown) in places {
                    let steps = entrance.filter { $0.element == Button.Slot.primary.rawValue }
                    let timed = steps.map { ($0, $0.at + (TimingMotion.length($0.animation) ?? 0)) }
                    guard let latest = timed.max(by: { $0.1 < $1.1 }), latest.1 > limit + 1e-9 else { continue }
                    let (step, visible) = latest
                    let length = visible - step.at
                    let latestStart = max(0, limit - length)
                    findings.append(
                        Finding(
                            "the primary button of \(name) is fully visible only "
                                + "\(TimingMotion.seconds(visible)) after \(shown) appears; \(source) "
                                + TimingMotion.seconds(limit),
                            at: step.span, path: "\(path).entrance[primary]",
                            notes: [
                                .init(
                                    "its entrance step starts at \(TimingMotion.seconds(step.at)) and takes "
                                        + TimingMotion.seconds(length))
                            ]
                                + policy.sectionNotes("timing.maxPrimaryActionDelay: \(TimingMotion.seconds(limit))"),
                            help: "start the `primary` step at \(TimingMotion.seconds(latestStart)) at the latest, "
                                + "or shorten the steps before it; users cannot go on until the button is there"))
                }
            }
        }
        return RepeatedFindings.mergedByPlace(RepeatedFindings.removed(from: findings))
    }
}
