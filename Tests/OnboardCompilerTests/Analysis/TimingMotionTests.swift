import Testing

@testable import OnboardCompiler

@Suite struct TimingMotionTests {
    static func animation(
        _ curve: Animation.Curve, duration: Double? = nil, delay: Double? = nil,
        response: Double? = nil
    ) -> Animation {
        Animation(
            curve: curve, duration: duration, delay: delay, response: response, dampingFraction: nil,
            span: .file("t.yaml"))
    }

    @Test func lengthCountsDelayAndSpringResponse() {
        #expect(TimingMotion.length(Self.animation(.easeInOut, duration: 0.3, delay: 0.1)) == 0.3 + 0.1)
        #expect(TimingMotion.length(Self.animation(.spring, response: 0.5)) == 0.5)
        #expect(TimingMotion.length(Self.animation(.spring, duration: 0.4, response: 0.5)) == 0.4)
        #expect(TimingMotion.length(Self.animation(.spring)) == nil)
        #expect(TimingMotion.length(Self.animation(.linear, delay: 0.2)) == nil)
    }

    @Test func secondsAreShort() {
        #expect(TimingMotion.seconds(6.0 + 0.3) == "6.3 s")
        #expect(TimingMotion.seconds(2) == "2 s")
        #expect(TimingMotion.seconds(0.25) == "0.25 s")
    }

    @Test func percents() {
        #expect(TimingProgressFraction.percent(0.2) == "20%")
        #expect(TimingProgressFraction.percent(2.0 / 3) == "66.7%")
    }
}
