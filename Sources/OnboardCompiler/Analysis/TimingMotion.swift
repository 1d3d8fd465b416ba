import Foundation

/// The motion a flow declares, gathered and measured the way the timing rules read it.
enum TimingMotion {
    /// How long an animation runs, its `delay` included: its `duration`, or for a
    /// spring without one its `response`. nil when the timing is left to the app.
    static func length(_ animation: Animation) -> Double? {
        guard let base = animation.duration ?? (animation.curve == .spring ? animation.response : nil) else {
            return nil
        }
        return base + (animation.delay ?? 0)
    }

    /// A transition and where it is written.
    struct TransitionSite {
        var transition: Transition
        var path: String
        /// "the flow's transition", "screen `b`'s transition", …
        var name: String
        /// The positions of the screens it is shown on (whose policies limit it).
        var screens: [Int]
    }

    /// The flow's transition, each screen's, and the reduced-motion one, in that order.
    static func transitions(of flow: Flow) -> [TransitionSite] {
        var sites: [TransitionSite] = []
        if let transition = flow.transition {
            sites.append(
                TransitionSite(
                    transition: transition, path: "\(SpecPath.flow(flow)).transition",
                    name: "the transition of flow `\(flow.id)`",
                    screens: flow.screens.indices.filter { flow.screens[$0].transition == nil }))
        }
        for index in flow.screens.indices {
            let screen = flow.screens[index]
            if let transition = screen.transition {
                sites.append(
                    TransitionSite(
                        transition: transition, path: "\(SpecPath.screen(flow, screen)).transition",
                        name: "the transition of screen `\(screen.id)`", screens: [index]))
            }
        }
        if let transition = flow.reducedMotion.transition {
            sites.append(
                TransitionSite(
                    transition: transition, path: "\(SpecPath.flow(flow)).reducedMotion.transition",
                    name: "the reduced-motion transition", screens: Array(flow.screens.indices)))
        }
        return sites
    }

    /// Press or selection feedback and where it is written.
    struct FeedbackSite {
        var feedback: Feedback
        var path: String
        /// "the `primary` button of screen `a`", "input `agree` of screen `a`"
        var name: String
    }

    /// The feedback of every button (on screens and in states) and every input, in file order.
    static func feedbacks(of flow: Flow) -> [FeedbackSite] {
        var sites: [FeedbackSite] = []
        for screen in flow.screens {
            let base = SpecPath.screen(flow, screen)
            for button in screen.content.buttons {
                if let feedback = button.feedback {
                    sites.append(
                        FeedbackSite(
                            feedback: feedback, path: "\(SpecPath.button(base, button)).feedback",
                            name: "the `\(button.slot.rawValue)` button of screen `\(screen.id)`"))
                }
            }
            for input in screen.inputs {
                if let feedback = input.feedback {
                    sites.append(
                        FeedbackSite(
                            feedback: feedback, path: "\(base).inputs[\(input.id)].feedback",
                            name: "input `\(input.id)` of screen `\(screen.id)`"))
                }
            }
            for state in screen.states {
                let statePath = SpecPath.state(flow, screen, state)
                for button in state.content.buttons {
                    if let feedback = button.feedback {
                        sites.append(
                            FeedbackSite(
                                feedback: feedback, path: "\(SpecPath.button(statePath, button)).feedback",
                                name: "the `\(button.slot.rawValue)` button of state `\(state.id)`"))
                    }
                }
            }
        }
        return sites.sorted { $0.feedback.span.start.offset < $1.feedback.span.start.offset }
    }

    /// Seconds for a message: `0.3 s`, `6.3 s`, `2 s`.
    static func seconds(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}
