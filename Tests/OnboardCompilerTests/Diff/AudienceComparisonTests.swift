import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` on flows' audiences: added, removed or changed, as the condition's text.
/// Not breaking, but a trigger whose flows were there for everyone and are now for some
/// users only is, as is an audience reading an attribute the app never supplied.
@Suite struct AudienceComparisonTests {
    typealias F = Fixture

    static func flow(_ id: String, event: String? = nil, audience: String? = nil) -> [String: Any] {
        var flow = F.flow(id, trigger: event.map { ["kind": "event", "event": $0] } ?? ["kind": "first-launch"])
        flow["audience"] = audience.map(Self.condition)
        return flow
    }

    /// `platform == "ios"`, `attribute.isReturning`.
    static func condition(_ name: String) -> [String: Any] {
        name == "isReturning"
            ? ["op": "eq", "ref": ["kind": "attribute", "id": "isReturning", "type": "bool"], "value": true]
            : ["op": "eq", "ref": ["kind": "platform", "type": "string"], "value": name]
    }

    static func app(_ flows: [[String: Any]]) -> [String: Any] {
        F.bundle(schemaVersion: 3, flows: flows)
    }

    @Test func eachAudienceChangeIsALineWithItsCondition() throws {
        let old = Self.app([
            Self.flow("tips", event: "scan"), Self.flow("promo", event: "scan", audience: "ios"),
            Self.flow("welcome-back", audience: "isReturning"), Self.flow("onboarding"),
        ])
        let new = Self.app([
            Self.flow("tips", event: "scan", audience: "android"), Self.flow("promo", event: "scan", audience: "web"),
            Self.flow("welcome-back"), Self.flow("onboarding"),
        ])
        #expect(
            try F.lines(old, new) == [
                "- attribute isReturning: bool",
                #"BREAKING: + audience tips: platform == "android" — no flow of this trigger is for everyone "#
                    + "any more: users outside every audience are shown nothing when the app reports `scan` "
                    + "(and get no flag set): the app must not count on it, or keep one flow without an audience",
                #"~ audience promo: platform == "ios" -> platform == "web""#,
                "- audience welcome-back: attribute.isReturning",
            ])
    }

    /// An audience on a new flow is on its line, and an attribute it reads is breaking.
    @Test func aNewFlowSaysForWhom() throws {
        let old = Self.app([Self.flow("onboarding")])
        let new = Self.app([Self.flow("welcome-back", audience: "isReturning"), Self.flow("onboarding")])
        #expect(
            try F.lines(old, new) == [
                "BREAKING: + attribute isReturning: bool — the app must supply this attribute as bool "
                    + "(ConditionEnvironment), or conditions read it as absent",
                "+ flow welcome-back: first-launch, for users where attribute.isReturning",
            ])
    }

    /// The flow for everyone removed while flows for some users stay: the others see none.
    @Test func theDefaultFlowRemovedIsBreaking() throws {
        let old = Self.app([Self.flow("welcome-back", audience: "ios"), Self.flow("onboarding")])
        let new = Self.app([Self.flow("welcome-back", audience: "ios")])
        #expect(
            try F.lines(old, new) == [
                "BREAKING: - flow onboarding: first-launch — no flow of this trigger is for everyone any more: "
                    + "users outside every audience are shown no first-launch flow (and get no flag set): the app "
                    + "must not count on it, or keep one flow without an audience"
            ])
        // Removing every flow of the trigger is removing the flow, as before audiences.
        #expect(
            try F.lines(Self.app([Self.flow("onboarding")]), Self.app([Self.flow("x", event: "y")])).first
                == "- flow onboarding: first-launch")
    }
}
