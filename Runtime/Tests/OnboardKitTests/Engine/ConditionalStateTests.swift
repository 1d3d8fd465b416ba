import Foundation
import Testing

@testable import OnboardKit

/// States shown only when a condition holds (`when`, docs/bundle-format.md "state"): where a
/// target or a `pending` would show one whose condition does not hold, the screen's own
/// content is shown.
@Suite struct ConditionalStateTests {
    typealias Conditions = ConditionalScreenTests

    /// One screen `s`: primary goes to state `note` (when `note`), secondary asks for the camera
    /// with the pending state `waiting` (when `waiting`), its outcomes staying.
    static func bundle(note: String, waiting: String) throws -> OnboardingBundle {
        try OnboardingBundle(
            data: Data(
                """
                {"schemaVersion": 3, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
                 "locales": ["en"], "flows": [{"id": "f", "trigger": {"kind": "first-launch"},
                 "completion": {"flag": "done", "setOn": ["complete"]}, "screens": [
                   {"id": "s", "role": "information", "titleKey": "t", "buttons": [
                     {"slot": "primary", "labelKey": "k", "action": {"kind": "go", "target": {"kind": "state", "screen": "s", "state": "note"}}},
                     {"slot": "secondary", "labelKey": "k", "action": {"kind": "request-permission", "permission": "camera",
                      "outcomes": {"allowed": {"kind": "stay"}, "denied": {"kind": "stay"}}, "pendingState": "waiting"}}],
                    "states": [
                     {"id": "note", "kind": "info", "titleKey": "n", "when": \(note), "buttons": [
                       {"slot": "primary", "labelKey": "k", "action": {"kind": "complete"}}]},
                     {"id": "waiting", "kind": "loading", "when": \(waiting), "buttons": []}]}]}],
                 "experiments": [{"id": "e", "salt": "", "variants": [{"id": "a", "weight": 0}, {"id": "b", "weight": 100}]}]}
                """.utf8))
    }

    static func session(note: String, waiting: String = Conditions.never, returning: Bool) throws -> FlowSession {
        try #require(Conditions.session(try bundle(note: note, waiting: waiting), returning: returning))
    }

    @Test("a target to a state shows it when its condition holds, and the screen's own content when not")
    func target() throws {
        var shown = try Self.session(note: Conditions.returning, returning: true)
        _ = try shown.perform(.tap(.primary))
        #expect(shown.stateID == "note")
        var passed = try Self.session(note: Conditions.returning, returning: false)
        _ = try passed.perform(.tap(.primary))
        #expect(passed.stateID == nil)
        #expect(passed.events.map(\.type) == ["screen-shown", "action"])
    }

    @Test("a pending state whose condition does not hold is not shown while the app answers")
    func pending() throws {
        var session = try Self.session(note: Conditions.never, waiting: Conditions.never, returning: true)
        _ = try session.perform(.tap(.secondary))
        #expect(session.pendingRequest == .permission(.camera))
        #expect(session.stateID == nil)
        var shown = try Self.session(note: Conditions.never, waiting: Conditions.returning, returning: true)
        _ = try shown.perform(.tap(.secondary))
        #expect(shown.stateID == "waiting")
    }

    @Test("a snapshot taken while a conditional pending state was not shown restores")
    func restore() throws {
        var session = try Self.session(note: Conditions.never, waiting: Conditions.never, returning: true)
        _ = try session.perform(.tap(.secondary))
        let bundle = try Self.bundle(note: Conditions.never, waiting: Conditions.never)
        let restored = try FlowSession(restoring: session.snapshot, in: bundle)
        #expect(restored.pendingRequest == .permission(.camera))
        #expect(restored.stateID == nil)
    }

    @Test("a state's condition on a variant exposes it with what is shown, held or not")
    func exposure() throws {
        var session = try Self.session(note: Conditions.readsE, returning: false)
        _ = try session.perform(.tap(.primary))
        #expect(session.stateID == "note")
        #expect(session.events.map(\.type) == ["screen-shown", "action", "experiment-exposed", "screen-shown"])
    }

    @Test("a bundle with a conditional state needs schemaVersion 3")
    func needsVersion3() throws {
        let bundle = try Self.bundle(note: Conditions.returning, waiting: Conditions.never)
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 2, required: 3,
                reason: "state 'note' of screen 's' of flow 'f' is shown only when a condition holds")
        ) { _ = try OnboardingBundle(data: try Conditions.atVersion2(bundle)) }
    }
}
