import Testing
@testable import OnboardKit

@Suite("Dismissing: a close button that ends the flow")
struct DismissTests {
    static func bundle(setOn: String, close: String) throws -> OnboardingBundle {
        try Fixtures.bundle(
            completion: #"{"flag": "done", "setOn": \#(setOn)}"#,
            flowExtra: """
                "dialogs": [{"id": "sure", "titleKey": "t", "confirmKey": "c", "cancelKey": "x"}]
                """,
            screens: """
                [{"id": "a", "role": "paywall",
                  "buttons": [{"slot": "primary", "action": {"kind": "complete"}},
                              {"slot": "close", "action": \(close)}]}]
                """)
    }

    @Test("a confirmed close dismisses, and sets the flag when setOn has dismiss")
    func confirmedClose() throws {
        var session = try Fixtures.session(
            Self.bundle(
                setOn: #"["complete", "dismiss"]"#,
                close: #"{"kind": "complete", "confirmDialog": "sure"}"#))
        try session.tap(.close)
        #expect(session.presentedDialog?.slot == .close)
        #expect(try session.confirmDialog() == nil)
        #expect(session.ending?.reason == .dismissed(result: nil))
        #expect(session.ending?.reason.event == .dismiss)
        #expect(session.ending?.flagSet == "done")
    }

    @Test("a close that skips to the end dismisses; setOn without dismiss sets nothing")
    func skippingClose() throws {
        var session = try Fixtures.session(
            Self.bundle(
                setOn: #"["complete", "skip"]"#,
                close: #"{"kind": "skip", "target": {"kind": "complete"}}"#))
        try session.tap(.close)
        #expect(session.ending?.reason == .dismissed(result: nil))
        #expect(session.ending?.flagSet == nil)
    }

    @Test("a close whose request's answer reaches the end completes")
    func answeredClose() throws {
        var session = try Fixtures.session(
            Self.bundle(
                setOn: #"["complete"]"#,
                close:
                    #"{"kind": "request-permission", "permission": "camera", "outcomes": {"allowed": {"kind": "complete"}}}"#
            ))
        #expect(try session.tap(.close) == .permission(.camera))
        try session.resolve(.permission(.allowed))
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == "done")
    }

    @Test("dismiss is decoded in setOn")
    func decoded() throws {
        let bundle = try Self.bundle(setOn: #"["dismiss"]"#, close: #"{"kind": "complete"}"#)
        #expect(bundle.flows.first?.completion.setOn == [.dismiss])
    }
}
