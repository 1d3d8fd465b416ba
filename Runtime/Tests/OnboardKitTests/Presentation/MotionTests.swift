import Testing
@testable import OnboardKit

@Suite("Motion, with and without reduced motion")
struct MotionTests {
    static let screens = """
        [{"id": "a", "role": "welcome",
          "entrance": [{"element": "title", "effect": "fade-in", "at": 0, "animation": {"curve": "easeOut", "duration": 1}}],
          "buttons": [{"slot": "primary", "feedback": {"scale": 0.9, "haptic": "light", "animation": {"curve": "spring"}},
                       "action": {"kind": "next", "target": {"kind": "screen", "screen": "b"}}}]},
         {"id": "b", "role": "completion", "transition": {"style": "scale", "animation": {"curve": "easeIn", "duration": 0.4}}}]
        """

    static func flow(_ extra: String) throws -> FlowSession {
        try Fixtures.session(Fixtures.bundle(flowExtra: extra, screens: screens))
    }

    static let slide = #""transition": {"style": "slide", "animation": {"curve": "easeInOut", "duration": 0.3}}"#

    @Test("without reduced motion: the declared transition, timeline, feedback and progress animation")
    func declared() throws {
        var session = try Self.flow(
            Self.slide + #", "progress": {"style": "continuous-bar", "steps": 2, "animation": {"curve": "spring"}}"#)
        #expect(
            session.transition(reduceMotion: false)
                == TransitionSpec(style: .slide, animation: .init(curve: .easeInOut, duration: 0.3)))
        #expect(
            session.entrance(reduceMotion: false)
                == .timeline([
                    EntranceStep(
                        element: "title", effect: .fadeIn, at: 0, animation: .init(curve: .easeOut, duration: 1))
                ]))
        #expect(session.feedback(for: .primary, reduceMotion: false)?.scale == 0.9)
        #expect(session.progressAnimation(reduceMotion: false) == AnimationSpec(curve: .spring))
        try session.tap(.primary)
        #expect(session.transition(reduceMotion: false)?.style == .scale)
        #expect(session.entrance(reduceMotion: false) == .appear)
    }

    @Test("a state shown plays its own entrance, timed from when it is shown; one without steps appears at once")
    func stateEntrance() throws {
        let step =
            #"{"element": "body", "effect": "slide-up", "at": 0, "animation": {"curve": "easeOut", "duration": 0.3}}"#
        let screens = """
            [{"id": "a", "role": "information", "entrance": [\(step.replacingOccurrences(of: "body", with: "title"))],
              "states": [{"id": "s", "kind": "info", "bodyKey": "k", "entrance": [\(step)], "buttons": [
                 {"slot": "primary", "action": {"kind": "go", "target": {"kind": "state", "screen": "a", "state": "t"}}}]},
                {"id": "t", "kind": "info", "buttons": []}],
              "buttons": [{"slot": "primary", "action": {"kind": "go", "target": {"kind": "state", "screen": "a", "state": "s"}}}]}]
            """
        var session = try Fixtures.session(Fixtures.bundle(flowExtra: "", screens: screens))
        try session.tap(.primary)
        #expect(
            session.entrance(reduceMotion: false)
                == .timeline([
                    EntranceStep(
                        element: "body", effect: .slideUp, at: 0, animation: .init(curve: .easeOut, duration: 0.3))
                ]))
        #expect(session.entrance(reduceMotion: true) == .appear)
        try session.tap(.primary)
        #expect(session.stateID == "t")
        #expect(session.entrance(reduceMotion: false) == .appear)
    }

    @Test("reduced motion with no declared alternatives: a cross-fade, no entrance, no press scale, haptics kept")
    func defaults() throws {
        var session = try Self.flow(Self.slide)
        #expect(
            session.transition(reduceMotion: true)
                == TransitionSpec(style: .opacity, animation: .init(curve: .easeInOut, duration: 0.3)))
        #expect(session.entrance(reduceMotion: true) == .appear)
        let feedback = session.feedback(for: .primary, reduceMotion: true)
        #expect(feedback?.scale == 1)
        #expect(feedback?.haptic == .light)
        try session.tap(.primary)
        #expect(session.transition(reduceMotion: true)?.style == .opacity)
        #expect(session.transition(reduceMotion: true)?.animation?.duration == 0.4)
    }

    @Test("reduced motion uses the flow's declared alternatives")
    func declaredAlternatives() throws {
        let session = try Self.flow(
            Self.slide + """
                , "reducedMotion": {"transition": {"style": "none"}, "entrance": "fade", "feedbackScale": 0.98,
                                    "progress": {"curve": "linear", "duration": 0.1}},
                  "progress": {"style": "page-dots", "steps": 2, "animation": {"curve": "spring"}}
                """)
        #expect(session.transition(reduceMotion: true) == TransitionSpec(style: .none))
        #expect(session.entrance(reduceMotion: true) == .fade(EntrancePlan.reducedFade))
        #expect(session.feedback(for: .primary, reduceMotion: true)?.scale == 0.98)
        #expect(session.progressAnimation(reduceMotion: true) == AnimationSpec(curve: .linear, duration: 0.1))
    }
}
