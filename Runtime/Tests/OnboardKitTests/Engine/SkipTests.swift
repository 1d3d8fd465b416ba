import Testing
@testable import OnboardKit

@Suite("Skipping, and its confirmation")
struct SkipTests {
    static func bundle(setOn: String) throws -> OnboardingBundle {
        try Fixtures.bundle(
            completion: #"{"flag": "done", "setOn": \#(setOn)}"#,
            flowExtra: """
                "dialogs": [{"id": "sure", "titleKey": "t", "messageKey": "m", "confirmKey": "c", "cancelKey": "x",
                             "destructive": true}]
                """,
            screens: """
                [{"id": "a", "role": "welcome",
                  "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "screen", "screen": "b"}}},
                              {"slot": "skip", "action": {"kind": "skip", "confirmDialog": "sure", "target": {"kind": "complete"}}}]},
                 {"id": "b", "role": "completion", "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
                """)
    }

    @Test("skip with a confirmation presents the dialog first, and nothing else can be done")
    func dialogFirst() throws {
        var session = try Fixtures.session(Self.bundle(setOn: #"["complete", "skip"]"#))
        #expect(try session.tap(.skip) == nil)
        #expect(session.presentedDialog?.dialog.id == "sure")
        #expect(session.presentedDialog?.dialog.destructive == true)
        #expect(session.availableActions.isEmpty)
        #expect(throws: SessionError.unavailable(.tap(.primary))) { try session.tap(.primary) }
        #expect(session.ending?.flagSet == nil)
    }

    @Test("cancelling the skip dialog stays on the screen")
    func cancelStays() throws {
        var session = try Fixtures.session(Self.bundle(setOn: #"["complete", "skip"]"#))
        try session.tap(.skip)
        try session.cancelDialog()
        #expect(session.presentedDialog == nil)
        #expect(session.screen.id == "a")
        #expect(session.ending == nil)
        #expect(session.ending?.flagSet == nil)
        #expect(throws: SessionError.noDialog) { try session.cancelDialog() }
    }

    @Test("confirming the skip dialog skips, and sets the flag when setOn has skip")
    func confirmSkips() throws {
        var session = try Fixtures.session(Self.bundle(setOn: #"["complete", "skip"]"#))
        try session.tap(.skip)
        #expect(try session.confirmDialog() == nil)
        #expect(session.ending?.reason == .skipped)
        #expect(session.ending?.flagSet == "done")
    }

    @Test("a skip does not set a flag whose setOn has only complete")
    func skipWithoutFlag() throws {
        var session = try Fixtures.session(Self.bundle(setOn: #"["complete"]"#))
        try session.tap(.skip)
        #expect(try session.confirmDialog() == nil)
        #expect(session.ending?.reason == .skipped)
        #expect(session.ending?.flagSet == nil)
        #expect(session.ending?.flagSet == nil)
    }

    @Test("confirming without a dialog is refused")
    func confirmWithoutDialog() throws {
        var session = try Fixtures.session(Self.bundle(setOn: "[]"))
        #expect(throws: SessionError.noDialog) { try session.confirmDialog() }
    }
}
