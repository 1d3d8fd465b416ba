import Testing

@testable import OnboardCompiler

/// `onboardc diff` reports a checkbox's `initial` and `consent` like any member; a consent's
/// new purpose says what becomes of the consents given before.
@Suite struct CheckboxComparisonTests {
    typealias F = Fixture

    static func bundle(_ input: [String: Any]) -> [String: Any] {
        var screen = F.screen("welcome")
        screen["inputs"] = [["id": "news", "kind": "checkbox", "required": false, "options": []].merging(input) { $1 }]
        return F.bundle(flows: [F.flow(screens: [screen, F.screen("last")])])
    }

    @Test func initialAndConsentAreCompared() throws {
        #expect(
            try F.lines(Self.bundle([:]), Self.bundle(["initial": true, "consent": "marketing-email"])) == [
                "+ screen onboarding.welcome inputs[news].consent: marketing-email",
                "+ screen onboarding.welcome inputs[news].initial: true",
            ])
        #expect(
            try F.lines(Self.bundle(["consent": "marketing-email"]), Self.bundle(["consent": "analytics"])) == [
                "~ screen onboarding.welcome inputs[news].consent: marketing-email -> analytics — consent given to "
                    + "marketing-email is no consent to analytics: users who ticked the box before have not given it"
            ])
    }
}
