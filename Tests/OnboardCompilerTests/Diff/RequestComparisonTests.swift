import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` on a `pick-file` button's types and outcomes, and on a biometrics request
/// and its results `unavailable` and `not-enrolled`.
@Suite struct RequestComparisonTests {
    typealias F = Fixture

    static func picker(_ types: [String], _ outcomes: [String: Any]) -> [String: Any] {
        F.bundle(
            schemaVersion: 4,
            flows: [
                F.flow(screens: [
                    F.screen(
                        "welcome",
                        buttons: [F.button("primary", ["kind": "pick-file", "types": types, "outcomes": outcomes])]
                    ),
                    F.screen("last"),
                ])
            ])
    }

    @Test func aPickersTypesAndOutcomesAreChangesOfTheButton() throws {
        let old = Self.picker(["application/pdf"], ["picked": ["kind": "screen", "screen": "last"]])
        let new = Self.picker(
            ["application/pdf", "image/*"],
            ["picked": ["kind": "screen", "screen": "last"], "cancelled": ["kind": "stay"]])
        #expect(
            try F.lines(old, new) == [
                "~ action onboarding.welcome.primary types: application/pdf -> application/pdf, image/*",
                "+ action onboarding.welcome.primary outcomes.cancelled: stay",
            ])
    }

    @Test func biometricsAndItsResults() throws {
        let old = F.bundle(flows: [F.flow(screens: [F.screen("welcome"), F.screen("last")])])
        var request = F.permission("biometrics")
        request["outcomes"] = ["allowed": ["kind": "complete"], "unavailable": ["kind": "screen", "screen": "last"]]
        let new = F.bundle(
            schemaVersion: 4,
            flows: [F.flow(screens: [F.screen("welcome", buttons: [F.button("primary", request)]), F.screen("last")])])
        // Face ID needs `NSFaceIDUsageDescription`: a new permission is breaking for the app.
        #expect(
            try F.lines(old, new) == [
                "BREAKING: ~ schema-version: 2 -> 4 — a client of schemaVersion 2 must not run this bundle",
                "BREAKING: + permission biometrics — the app must declare its usage description (Info.plist) and handle the request",
                "~ action onboarding.welcome.primary kind: next to complete -> request-permission biometrics",
            ])
    }
}
