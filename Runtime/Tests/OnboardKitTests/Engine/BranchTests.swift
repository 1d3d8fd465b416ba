import Foundation
import Testing
@testable import OnboardKit

/// Targets chosen by conditions (docs/bundle-format.md, "Targets"): the first branch whose
/// condition holds, else the fallback, evaluated when the action runs with the answers given
/// so far and the app's ``ConditionEnvironment``.
@Suite("Branch targets")
struct BranchTests {
    /// `answer.goal == "sleep"`.
    static let goalIsSleep =
        #"{"op": "eq", "ref": {"kind": "answer", "id": "goal", "type": "string"}, "value": "sleep"}"#
    /// `attribute.isReturning`.
    static let isReturning =
        #"{"op": "eq", "ref": {"kind": "attribute", "id": "isReturning", "type": "bool"}, "value": true}"#
    /// `platform == "android" && app.version >= "2.0"`.
    static let androidTwo = """
        {"op": "all", "of": [{"op": "eq", "ref": {"kind": "platform", "type": "string"}, "value": "android"},
                             {"op": "ge", "ref": {"kind": "app-version", "type": "version"}, "value": "2.0"}]}
        """
    /// `locale.language in ["ar", "he"]`.
    static let rightToLeft = #"{"op": "in", "ref": {"kind": "language", "type": "string"}, "values": ["ar", "he"]}"#

    static func branch(_ branches: [(String, String)], otherwise: String) -> String {
        let list = branches.map { #"{"when": \#($0.0), "to": \#($0.1)}"# }.joined(separator: ", ")
        return #"{"kind": "branch", "branches": [\#(list)], "otherwise": \#(otherwise)}"#
    }

    static func screen(_ id: String) -> String { #"{"kind": "screen", "screen": "\#(id)"}"# }
    static let complete = #"{"kind": "complete"}"#

    /// A flow like conformance/specs/branching.yaml's `tour`, in a bundle of `version`.
    static func bundle(version: Int = 3) throws -> OnboardingBundle {
        let goal = branch(
            [(goalIsSleep, screen("sleep"))], otherwise: screen("welcome-back"))
        let skip = branch([(isReturning, screen("welcome-back"))], otherwise: complete)
        let sleep = branch(
            [(androidTwo, screen("android-tip")), (rightToLeft, screen("welcome-back"))], otherwise: screen("focus"))
        return try Fixtures.decode(
            """
            {"schemaVersion": \(version), "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
             "flows": [{"id": "tour", "trigger": {"kind": "first-launch"},
               "completion": {"flag": "seenTour", "setOn": ["complete"]},
               "screens": [
                 {"id": "goal", "role": "choice",
                  "inputs": [{"id": "goal", "kind": "single-choice", "required": true,
                              "options": [{"id": "sleep", "labelKey": "s"}, {"id": "calm", "labelKey": "c"}]}],
                  "buttons": [{"slot": "primary", "action": {"kind": "go", "target": \(goal)}},
                              {"slot": "skip", "action": {"kind": "skip", "target": \(skip)}}]},
                 {"id": "sleep", "role": "information",
                  "buttons": [{"slot": "primary", "action": {"kind": "go", "target": \(sleep)}}]},
                 {"id": "focus", "role": "information",
                  "buttons": [{"slot": "primary", "action": {"kind": "go", "target": \(screen("welcome-back"))}}]},
                 {"id": "android-tip", "role": "information",
                  "buttons": [{"slot": "primary", "action": {"kind": "next", "target": \(screen("welcome-back"))}}]},
                 {"id": "welcome-back", "role": "information",
                  "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]}]}
            """)
    }

    /// An event's `type`, as the vectors name it.
    static func type(_ event: FlowEvent) -> String {
        let data = (try? JSONEncoder().encode(event)) ?? Data()
        return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["type"] as? String ?? ""
    }

    static func session(_ environment: ConditionEnvironment = ConditionEnvironment()) throws -> FlowSession {
        FlowSession(flow: try bundle().flows[0], environment: environment)
    }

    @Test("a branch target decodes and encodes as the bundle writes it")
    func coding() throws {
        let json = Self.branch([(Self.goalIsSleep, Self.screen("sleep"))], otherwise: Self.complete)
        let target = try JSONDecoder().decode(Target.self, from: Data(json.utf8))
        let sleep = Condition.eq(
            ref: ConditionReference(kind: .answer, id: "goal", type: .string), value: .string("sleep"))
        #expect(target == .branch(branches: [TargetBranch(when: sleep, to: .screen("sleep"))], otherwise: .complete))
        #expect(target.kind == "branch")
        #expect(!target.isPlain && Target.stay.isPlain)
        #expect(target.plainTargets == [.screen("sleep"), .complete])
        let again = try JSONDecoder().decode(Target.self, from: JSONEncoder().encode(target))
        #expect(again == target)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(Target.branch(branches: [], otherwise: .stay)), as: UTF8.self)
        #expect(written == #"{"branches":[],"kind":"branch","otherwise":{"kind":"stay"}}"#)
    }

    @Test("a branch in a branch, a branch without branches and a member missing are refused")
    func closedShape() {
        let nested = Self.branch([(Self.isReturning, Self.complete)], otherwise: Self.complete)
        let refused = [
            Self.branch([(Self.isReturning, nested)], otherwise: Self.complete),
            Self.branch([(Self.isReturning, Self.complete)], otherwise: nested),
            #"{"kind": "branch", "branches": [], "otherwise": {"kind": "stay"}}"#,
            #"{"kind": "branch", "branches": [{"when": \#(Self.isReturning), "to": {"kind": "stay"}}]}"#,
            #"{"kind": "branch", "otherwise": {"kind": "stay"}}"#,
            #"{"kind": "branch", "branches": [{"to": {"kind": "stay"}}], "otherwise": {"kind": "stay"}}"#,
            #"{"kind": "branch", "branches": [{"when": {"op": "xor"}, "to": {"kind": "stay"}}], "otherwise": {"kind": "stay"}}"#,
        ]
        for json in refused {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(Target.self, from: Data(json.utf8))
            }
        }
    }

    @Test("a branch's targets are checked like any target")
    func danglingBranchTarget() {
        let dangling = [
            Self.branch([(Self.isReturning, Self.screen("nowhere"))], otherwise: Self.complete),
            Self.branch([(Self.isReturning, Self.complete)], otherwise: Self.screen("nowhere")),
            Self.branch(
                [(Self.isReturning, #"{"kind": "state", "screen": "a", "state": "nothing"}"#)], otherwise: Self.complete
            ),
        ]
        for target in dangling {
            #expect(throws: DecodingError.self, "\(target)") {
                try Fixtures.decode(
                    """
                    {"schemaVersion": 3, "app": {"id": "t", "sourceLocale": "en"}, "flows": [{"id": "f",
                      "trigger": {"kind": "first-launch"}, "screens": [{"id": "a", "role": "welcome",
                      "buttons": [{"slot": "primary", "action": {"kind": "go", "target": \(target)}}]}]}]}
                    """)
            }
        }
    }

    @Test("schemaVersion: 2 and 3 are read; a branch needs 3; a bundle is written with the lowest that carries it")
    func versions() throws {
        let bundle = try Self.bundle(version: 3)
        #expect(bundle.schemaVersion == 3)
        #expect(bundle.flows[0].usesBranches)
        #expect(OnboardingBundle.schemaVersion(for: bundle.flows) == 3)
        #expect(OnboardingBundle(app: bundle.app, flows: bundle.flows).schemaVersion == 3)
        let plain = try Fixtures.bundle(screens: #"[{"id": "a", "role": "welcome"}]"#)
        #expect(plain.schemaVersion == 2 && !plain.flows[0].usesBranches)
        #expect(OnboardingBundle(app: plain.app, flows: plain.flows).schemaVersion == 2)
        #expect(
            try Fixtures.decode(#"{"schemaVersion": 3, "app": {"id": "t", "sourceLocale": "en"}, "flows": []}"#)
                .schemaVersion == 3)
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 2, required: 3, reason: "flow 'tour' has a branch target")
        ) { try Self.bundle(version: 2) }
        let message =
            BundleError.requiresNewerSchemaVersion(found: 2, required: 3, reason: "flow 'tour' has a branch target")
            .errorDescription ?? ""
        #expect(message.contains("schemaVersion 2") && message.contains("needs schemaVersion 3"))
    }

    @Test("the first branch that holds wins; the fallback when none does")
    func firstMatch() throws {
        var session = try Self.session()
        try session.answer("goal", with: .choice("sleep"))
        #expect(try session.perform(.tap(.primary)) == nil)
        #expect(session.screen.id == "sleep")
        // Neither android ≥ 2.0 nor a right-to-left language: the fallback.
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "focus")

        var calm = try Self.session()
        try calm.answer("goal", with: .choice("calm"))
        _ = try calm.perform(.tap(.primary))
        #expect(calm.screen.id == "welcome-back")
    }

    @Test("the environment decides: platform, app version, language")
    func environment() throws {
        func afterSleep(_ environment: ConditionEnvironment) throws -> String {
            var session = try Self.session(environment)
            try session.answer("goal", with: .choice("sleep"))
            _ = try session.perform(.tap(.primary))
            _ = try session.perform(.tap(.primary))
            return session.screen.id
        }
        #expect(
            try afterSleep(ConditionEnvironment(platform: "android", appVersion: "2.0.1", language: "en"))
                == "android-tip")
        // Both hold: the first wins.
        #expect(
            try afterSleep(ConditionEnvironment(platform: "android", appVersion: "2.0", language: "ar"))
                == "android-tip")
        #expect(
            try afterSleep(ConditionEnvironment(platform: "android", appVersion: "1.9", language: "ar"))
                == "welcome-back")
        #expect(
            try afterSleep(ConditionEnvironment(platform: "ios", appVersion: "3.0", language: "he")) == "welcome-back")
        #expect(try afterSleep(ConditionEnvironment(platform: "android", appVersion: "", language: "en")) == "focus")
    }

    @Test("a chosen target is followed as if the action named it: the same events, the same ending")
    func sameAsDirect() throws {
        var returning = try Self.session(ConditionEnvironment(attributes: ["isReturning": .bool(true)]))
        _ = try returning.perform(.tap(.skip))
        #expect(returning.screen.id == "welcome-back" && returning.ending == nil)
        #expect(returning.events.map(Self.type) == ["screen-shown", "action", "screen-shown"])

        for attributes: [String: AttributeValue] in [
            [:], ["isReturning": .bool(false)], ["isReturning": .string("yes")],
        ] {
            var new = try Self.session(ConditionEnvironment(attributes: attributes))
            _ = try new.perform(.tap(.skip))
            // Skipping to `complete` through a branch is a skip, as `skip` to `complete` is.
            #expect(new.ending?.reason == .skipped)
            #expect(new.ending?.flagSet == nil)
            #expect(new.events.map(Self.type) == ["screen-shown", "action", "flow-ended"])
        }
    }

    @Test("the answers given so far decide, read when the action runs")
    func answersSoFar() throws {
        var session = try Self.session()
        try session.answer("goal", with: .choice("calm"))
        try session.answer("goal", with: .choice("sleep"))
        #expect(session.conditionContext.answers == ["goal": .choice("sleep")])
        #expect(session.conditionContext.platform == "ios")
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "sleep")
    }

    @Test("the engine gives its environment to every session; a restored session takes the one it is given")
    func engineAndSnapshot() throws {
        let bundle = try Self.bundle()
        let android = ConditionEnvironment(platform: "android", appVersion: "2.4", language: "en", region: "US")
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), environment: android)
        var session = try #require(engine.sessionAtLaunch())
        #expect(session.environment == android)
        #expect(engine.session(flowID: "tour")?.environment == android)
        try session.answer("goal", with: .choice("sleep"))
        _ = try session.perform(.tap(.primary))
        let snapshot = session.snapshot
        let data = try JSONEncoder().encode(snapshot)
        #expect(!String(decoding: data, as: UTF8.self).contains("android"))
        var restored = try FlowSession(
            restoring: try JSONDecoder().decode(FlowSnapshot.self, from: data), in: bundle, environment: android)
        #expect(restored.environment == android)
        _ = try restored.perform(.tap(.primary))
        #expect(restored.screen.id == "android-tip")
        // Restored in another environment, the next branch is chosen in that one.
        var elsewhere = try FlowSession(restoring: snapshot, in: bundle)
        _ = try elsewhere.perform(.tap(.primary))
        #expect(elsewhere.screen.id == "focus")
    }

    @Test("the current environment: the language of the resolved locale, the region of the first preferred one")
    func current() throws {
        let bundle = OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "ar", "pt-BR"], flows: [])
        let saudi = ConditionEnvironment.current(
            for: bundle, attributes: ["visits": .number(3)], preferredLanguages: ["ar-SA", "en-US"])
        #expect(saudi.language == "ar" && saudi.region == "SA" && saudi.platform == "ios")
        #expect(saudi.attributes == ["visits": .number(3)])
        let german = ConditionEnvironment.current(for: bundle, preferredLanguages: ["de-DE"])
        #expect(german.language == "en" && german.region == "DE")
        #expect(ConditionEnvironment.current(for: bundle, preferredLanguages: ["pt-BR"]).language == "pt")
        #expect(ConditionEnvironment.current(for: bundle, preferredLanguages: []).region == nil)
        #expect(ConditionEnvironment.region(of: "zh-Hant-TW") == "TW")
        #expect(ConditionEnvironment.region(of: "es_419") == "419")
        #expect(ConditionEnvironment.region(of: "zh-Hant") == nil)
        #expect(ConditionEnvironment.language(of: "ZH-Hant-TW") == "zh")
    }
}
