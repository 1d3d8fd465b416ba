import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` on targets chosen by conditions: each branch added, removed or changed,
/// the branches reordered, and the fallback changed, on a line of its own with its
/// condition as written; not breaking, but reading an attribute the app never supplied is.
@Suite struct BranchComparisonTests {
    typealias F = Fixture

    static func eq(_ kind: String, _ id: String?, _ type: String, _ value: Any) -> [String: Any] {
        var ref: [String: Any] = ["kind": kind, "type": type]
        ref["id"] = id
        return ["op": "eq", "ref": ref, "value": value]
    }

    static func screen(_ id: String) -> [String: Any] { ["kind": "screen", "screen": id] }

    static func branch(_ branches: [([String: Any], [String: Any])], otherwise: [String: Any]) -> [String: Any] {
        ["kind": "branch", "branches": branches.map { ["when": $0.0, "to": $0.1] }, "otherwise": otherwise]
    }

    /// A bundle whose `welcome` screen's primary button goes to `target`.
    static func going(_ target: [String: Any]) -> [String: Any] {
        F.bundle(
            schemaVersion: 3,
            flows: [
                F.flow(
                    screens: [
                        F.screen("welcome", buttons: [F.button("primary", ["kind": "go", "target": target])]),
                        F.screen("sleep"), F.screen("focus"), F.screen("calm"), F.screen("last"),
                    ])
            ])
    }

    static var sleep: [String: Any] { eq("answer", "goal", "string", "sleep") }
    static var focus: [String: Any] { eq("answer", "goal", "string", "focus") }

    @Test func eachBranchIsAChangeOfItsOwn() throws {
        let old = Self.going(
            Self.branch(
                [
                    (Self.sleep, Self.screen("sleep")), (Self.focus, Self.screen("focus")),
                    (Self.eq("platform", nil, "string", "ios"), Self.screen("calm")),
                    (["op": "has", "ref": ["kind": "answer", "id": "goal", "type": "string"]], Self.screen("last")),
                ], otherwise: Self.screen("last")))
        let new = Self.going(
            Self.branch(
                [
                    (Self.focus, Self.screen("focus")), (Self.sleep, Self.screen("calm")),
                    (Self.eq("platform", nil, "string", "android"), Self.screen("calm")),
                    (Self.eq("attribute", "isReturning", "bool", true), Self.screen("sleep")),
                ], otherwise: ["kind": "stay"]))
        let place = "action onboarding.welcome.primary"
        #expect(
            try F.lines(old, new) == [
                "BREAKING: + attribute isReturning: bool — the app must supply this attribute as bool "
                    + "(ConditionEnvironment), or conditions read it as absent",
                "- \(place) target.branches: when has(answer.goal) screen last",
                #"~ \#(place) target.branches: when answer.goal == "sleep" screen sleep -> "#
                    + #"when answer.goal == "sleep" screen calm"#,
                #"~ \#(place) target.branches: when platform == "ios" screen calm -> "#
                    + #"when platform == "android" screen calm"#,
                "+ \(place) target.branches: when attribute.isReturning screen sleep",
                #"~ \#(place) target.branches.order: when answer.goal == "sleep" screen sleep, "#
                    + #"when answer.goal == "focus" screen focus, when platform == "ios" screen calm -> "#
                    + #"when answer.goal == "focus" screen focus, when answer.goal == "sleep" screen calm, "#
                    + #"when platform == "android" screen calm"#,
                "~ \(place) target.otherwise: screen last -> stay",
            ])
    }

    /// A plain target is a fallback alone: gaining a branch is that branch added.
    @Test func aPlainTargetThatGainsOrLosesBranches() throws {
        let plain = Self.going(Self.screen("last"))
        let branched = Self.going(Self.branch([(Self.sleep, Self.screen("sleep"))], otherwise: Self.screen("last")))
        let place = "action onboarding.welcome.primary"
        #expect(
            try F.lines(plain, branched) == [#"+ \#(place) target.branches: when answer.goal == "sleep" screen sleep"#])
        let elsewhere = Self.going(Self.screen("calm"))
        #expect(
            try F.lines(branched, elsewhere) == [
                #"- \#(place) target.branches: when answer.goal == "sleep" screen sleep"#,
                "~ \(place) target.otherwise: screen last -> screen calm",
            ])
        // Plain on both sides: one change, as before branches.
        #expect(try F.lines(plain, elsewhere) == ["~ \(place) target: screen last -> screen calm"])
    }

    @Test func anOutcomesBranchesAreNamedByTheOutcome() throws {
        func asking(_ denied: [String: Any]) -> [String: Any] {
            F.bundle(
                schemaVersion: 3,
                flows: [
                    F.flow(screens: [
                        F.screen(
                            "ask",
                            buttons: [
                                F.button(
                                    "primary",
                                    [
                                        "kind": "request-permission", "permission": "camera",
                                        "outcomes": ["allowed": ["kind": "complete"], "denied": denied],
                                    ])
                            ]),
                        F.screen("later"),
                    ])
                ])
        }
        let visits = { (value: Int) in
            ["op": "ge", "ref": ["kind": "attribute", "id": "visits", "type": "number"], "value": value]
        }
        let old = asking(Self.branch([(visits(3), Self.screen("later"))], otherwise: ["kind": "stay"]))
        let new = asking(Self.branch([(visits(5), Self.screen("later"))], otherwise: ["kind": "stay"]))
        #expect(
            try F.lines(old, new) == [
                "~ action onboarding.ask.primary outcomes.denied.branches: when attribute.visits >= 3 screen later -> "
                    + "when attribute.visits >= 5 screen later"
            ])
        let retyped = asking(
            Self.branch(
                [(Self.eq("attribute", "visits", "string", "many"), Self.screen("later"))], otherwise: ["kind": "stay"])
        )
        let lines = try F.lines(old, retyped)
        #expect(
            lines.first
                == "BREAKING: ~ attribute visits: number -> string — the app must supply this attribute as string: "
                + "a value of another type is absent")
        #expect(
            try F.lines(old, asking(["kind": "stay"])) == [
                "- attribute visits: number",
                "- action onboarding.ask.primary outcomes.denied.branches: when attribute.visits >= 3 screen later",
            ])
    }
}
