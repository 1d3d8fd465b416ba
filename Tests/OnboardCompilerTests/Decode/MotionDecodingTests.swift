import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Transitions, entrance timelines, press feedback, progress and reduced motion.
    @Suite struct MotionDecodingTests {
        @Test func transitionWithTiming() throws {
            let yaml = minimalSpec(flow: "transition: { style: push, duration: 300ms, delay: 0.05s }")
            let spec = try #require(decode(yaml))
            let transition = try #require(spec.flows.first?.transition)
            #expect(transition.style == .push)
            let animation = try #require(transition.animation)
            #expect(animation.curve == .easeInOut)
            #expect(animation.duration == 0.3)
            #expect(animation.delay == 0.05)
        }

        @Test func transitionWithoutTimingHasNoAnimation() throws {
            let spec = try #require(decode(minimalSpec(screen: "transition: { style: opacity }")))
            let transition = try #require(spec.screen("welcome")?.transition)
            #expect(transition.style == .opacity)
            #expect(transition.animation == nil)
        }

        @Test func spring() throws {
            let yaml = minimalSpec(
                flow: "transition: { style: slide, curve: spring, response: 0.4, dampingFraction: 0.8 }")
            let spec = try #require(decode(yaml))
            let animation = try #require(spec.flows.first?.transition?.animation)
            #expect(animation.curve == .spring)
            #expect(animation.response == 0.4)
            #expect(animation.dampingFraction == 0.8)
            #expect(animation.duration == nil)
        }

        @Test func springSettingsWithoutSpring() throws {
            let yaml = minimalSpec(
                flow: "transition: { style: slide, curve: easeIn, response: 0.3, dampingFraction: 0.8 }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-unused-key 11:48"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "spring settings have no effect unless `curve: spring`")
            #expect(diagnostic.help == "set `curve: spring`, or remove the spring settings")
        }

        @Test func unknownTransitionStyle() throws {
            let found = diagnose(minimalSpec(flow: "transition: { style: slid }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:26"])
            #expect(found.first?.help == "did you mean 'slide'?")
            #expect(found.first?.notes.map(\.message) == ["allowed: slide, push, opacity, scale, none"])
        }

        @Test func entranceSteps() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            icon: leaf
                            primary: Start
                            entrance:
                              - { element: visual, duration: 0.4 }
                              - { element: title, effect: move-up-fade, at: 150ms, curve: easeOut, duration: 0.3 }
                              - { element: primary, at: 0.6, curve: spring, response: 0.35 }
                            """)))
            let steps = try #require(spec.screen("welcome")?.entrance)
            #expect(steps.map(\.element) == ["visual", "title", "primary"])
            #expect(steps.map(\.effect) == [.fadeIn, .moveUpFade, .fadeIn])
            #expect(steps.map(\.at) == [0, 0.15, 0.6])
            #expect(steps.map(\.animation.curve) == [.easeInOut, .easeOut, .spring])
            #expect(steps.map(\.animation.duration) == [0.4, 0.3, nil])
            #expect(steps.last?.animation.response == 0.35)
        }

        @Test func entranceStepNeedsADuration() throws {
            let found = diagnose(minimalSpec(screen: "entrance:\n  - { element: title }"))
            #expect(found.map(\.located) == ["spec-missing-key 12:13"])
            #expect(found.first?.message == "an entrance step needs a `duration` key")
        }

        @Test func feedback() throws {
            let yaml = minimalSpec(
                screen: "primary: { label: Go, feedback: { scale: 0.95, haptic: light, duration: 120ms } }")
            let spec = try #require(decode(yaml))
            let feedback = try #require(spec.screen("welcome")?.content.button(.primary)?.feedback)
            #expect(feedback.scale == 0.95)
            #expect(feedback.haptic == .light)
            #expect(feedback.animation?.duration == 0.12)
        }

        @Test func feedbackOutOfRangeAndUnknownHaptic() {
            let found = diagnose(minimalSpec(screen: "primary: { label: Go, feedback: { scale: 2, haptic: ligt } }"))
            #expect(found.map(\.located) == ["spec-out-of-range 11:50", "spec-unknown-value 11:61"])
            #expect(found.first?.message == "`2` is out of range (allowed: 0.5…1.5)")
            #expect(found.last?.help == "did you mean 'light'?")
        }

        @Test func progressIndicator() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        flow: """
                            progress: { style: segmented-bar, track: "#E5E5EA", fill: ["#34C759", "#0A5042"], height: 4, background: true }
                            """)))
            let progress = try #require(spec.flows.first?.progress)
            #expect(progress.style == .segmentedBar)
            #expect(progress.track?.colors.map(\.value.light.hex) == ["#E5E5EA"])
            #expect(progress.fill?.colors.map(\.value.light.hex) == ["#34C759", "#0A5042"])
            #expect(progress.height == 4)
            #expect(progress.background)
        }

        @Test func unknownProgressStyle() {
            let found = diagnose(minimalSpec(flow: "progress: { style: page-dot }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:24"])
            #expect(found.first?.help == "did you mean 'page-dots'?")
        }

        @Test func motionScaleAndReducedMotionPerFlow() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        flow: "reducedMotion: { entrance: appear }",
                        top: """
                            motion:
                              scale: { feedback: 150ms, transition: 0.35 }
                              reducedMotion: { entrance: fade, feedbackScale: 1, transition: { style: opacity } }
                            """)))
            #expect(spec.motion.scale == ["feedback": 0.15, "transition": 0.35])
            #expect(spec.motion.reducedMotion.entrance == .fade)
            let flow = try #require(spec.flows.first?.reducedMotion)
            // The flow overrides `entrance` and keeps the app's other reduced-motion settings.
            #expect(flow.entrance == .appear)
            #expect(flow.feedbackScale == 1)
            #expect(flow.transition?.style == .opacity)
        }
    }
}
