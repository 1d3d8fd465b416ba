import Foundation
import Testing
@testable import OnboardKit

/// Saving a session and restoring it at the next launch, in the same bundle or a changed one.
@Suite("Save and restore")
struct SnapshotTests {
    /// A screen with a choice, a dialog on its skip button and a paywall screen after it.
    static let screens = """
        [{"id": "a", "role": "choice", "swipe": true,
          "inputs": [{"id": "pet", "kind": "single-choice", "options": [{"id": "cat", "labelKey": "c"}, {"id": "dog", "labelKey": "d"}]}],
          "buttons": [{"slot": "skip", "action": {"kind": "skip", "target": {"kind": "complete"}, "confirmDialog": "sure"}}]},
         {"id": "b", "role": "paywall", "swipe": true,
          "paywall": {"provider": "storekit", "offering": "o", "features": [], "plans": [{"id": "year"}, {"id": "month"}]},
          "buttons": [{"slot": "primary", "action": {"kind": "purchase", "pendingState": "buying",
                       "outcomes": {"success": {"kind": "complete"}}}}],
          "states": [{"id": "buying", "kind": "loading"}]}]
        """

    static func bundle(_ screens: String = screens) throws -> OnboardingBundle {
        try Fixtures.bundle(
            flowExtra: #""dialogs": [{"id": "sure", "titleKey": "t", "confirmKey": "y", "cancelKey": "n"}]"#,
            screens: screens)
    }

    /// `session` saved as JSON and restored in `bundle`.
    static func roundTrip(_ session: FlowSession, in bundle: OnboardingBundle) throws -> FlowSession {
        let data = try JSONEncoder().encode(session.snapshot)
        return try FlowSession(restoring: JSONDecoder().decode(FlowSnapshot.self, from: data), in: bundle)
    }

    @Test(
        "a request waiting for the app (the user is in Settings) waits again after the restore; the answer goes on from there"
    )
    func waitingRequest() throws {
        let bundle = try Self.bundle()
        var session = try Fixtures.session(bundle)
        try session.answer("pet", with: .choice("dog"))
        _ = try session.perform(.swipeNext)
        try session.selectPlan("month")
        #expect(try session.perform(.tap(.primary)) != nil)
        var restored = try Self.roundTrip(session, in: bundle)
        #expect(restored == session)
        #expect(restored.pendingRequest == session.pendingRequest && restored.stateID == "buying")
        guard case .purchase(let plan, _)? = restored.pendingRequest else { throw CocoaError(.coderInvalidValue) }
        #expect(plan?.id == "month")
        #expect(EventTests.brief(restored.events) == ["screen-shown@b/buying"])
        try restored.resolve(.purchase(.success))
        #expect(restored.ending?.answers == ["a": ["pet": .choice("dog")]])
    }

    @Test("a presented dialog is presented again, and confirming it runs its button's action")
    func presentedDialog() throws {
        let bundle = try Self.bundle()
        var session = try Fixtures.session(bundle)
        _ = try session.perform(.tap(.skip))
        var restored = try Self.roundTrip(session, in: bundle)
        #expect(restored.presentedDialog == session.presentedDialog)
        _ = try restored.confirmDialog()
        #expect(restored.ending?.reason == .skipped)
    }

    @Test("the snapshot's JSON")
    func json() throws {
        var session = try Fixtures.session(try Self.bundle())
        try session.answer("pet", with: .choice("cat"))
        _ = try session.perform(.tap(.skip))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(session.snapshot), as: UTF8.self) == #"""
                {"answers":{"a":{"pet":{"choice":"cat"}}},"dialog":{"dialog":"sure","slot":"skip"},"flow":"flow","screen":"a","selectedPlans":{},"trail":["a"],"version":1}
                """#)
    }

    /// The snapshot of a session at the paywall's pending purchase, with an answer and a plan.
    static func saved() throws -> FlowSnapshot {
        var session = try Fixtures.session(try bundle())
        try session.answer("pet", with: .choice("dog"))
        _ = try session.perform(.swipeNext)
        try session.selectPlan("month")
        _ = try session.perform(.tap(.primary))
        return session.snapshot
    }

    @Test(
        "a bundle in which a place the snapshot names no longer exists is refused, saying which",
        arguments: [
            (#""id": "b""#, #""id": "c""#, RestoreError.unknownScreen(flow: "flow", screen: "b")),
            (
                #"{"id": "dog", "labelKey": "d"}"#, #"{"id": "wolf", "labelKey": "d"}"#,
                RestoreError.invalidAnswer(screen: "a", input: "pet")
            ),
            (
                #""inputs": [{"id": "pet""#, #""inputs": [{"id": "animal""#,
                RestoreError.unknownInput(screen: "a", input: "pet")
            ),
            (#"{"id": "month"}"#, #"{"id": "week"}"#, RestoreError.unknownPlan(screen: "b", plan: "month")),
            (#""buying""#, #""paying""#, RestoreError.unknownState(screen: "b", state: "buying")),
            (#""kind": "purchase", "pendingState": "buying""#, #""kind": "restore", "pendingState": "buying""#, nil),
            (
                #""slot": "primary", "action": {"kind": "purchase""#,
                #""slot": "secondary", "action": {"kind": "purchase""#,
                RestoreError.unknownButton(screen: "b", slot: .primary)
            ),
        ])
    func changedBundle(old: String, new: String, error: RestoreError?) throws {
        let changed = try Self.bundle(Self.screens.replacingOccurrences(of: old, with: new))
        let snapshot = try Self.saved()
        if let error {
            #expect(throws: error) { try FlowSession(restoring: snapshot, in: changed) }
        } else {
            // The button still makes a request where it was: a changed content is not a changed place.
            #expect(
                try FlowSession(restoring: snapshot, in: changed).pendingRequest
                    == .restore(paywall: changed.flows[0].screens[1].paywall))
        }
    }

    @Test("another flow, another snapshot version and the error's words")
    func otherRefusals() throws {
        var snapshot = try Self.saved()
        snapshot.flow = "gone"
        #expect(throws: RestoreError.unknownFlow("gone")) {
            try FlowSession(restoring: snapshot, in: try Self.bundle())
        }
        snapshot = try Self.saved()
        snapshot.version = 2
        #expect(throws: RestoreError.unsupportedVersion(2)) {
            try FlowSession(restoring: snapshot, in: try Self.bundle())
        }
        #expect(RestoreError.unknownScreen(flow: "flow", screen: "b").description == "flow `flow` has no screen `b`")
        // A waiting request needs its pending state: restored elsewhere, it is not where the button left it.
        snapshot = try Self.saved()
        snapshot.state = nil
        #expect(throws: RestoreError.unknownButton(screen: "b", slot: .primary)) {
            try FlowSession(restoring: snapshot, in: try Self.bundle())
        }
    }
}
