import Foundation
import Testing

@testable import OnboardKit

/// A checkbox with `initial` is answered `true` when its screen's own content shows (not
/// while a state shows in its place), with no event; the answer the user leaves stays.
@Suite("Checkboxes ticked at first")
struct TickedCheckboxTests {
    static let screens = """
        [{"id": "a", "role": "information",
          "buttons": [{"slot": "primary", "action": {"kind": "go", "target": {"kind": "state", "screen": "b", "state": "intro"}}}]},
         {"id": "b", "role": "consent",
          "inputs": [{"id": "tips", "kind": "checkbox", "required": false, "initial": true},
                     {"id": "news", "kind": "checkbox", "required": false, "consent": "marketing-email"}],
          "states": [{"id": "intro", "kind": "info", "buttons": [
                        {"slot": "primary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "b"}}}]}],
          "buttons": [{"slot": "primary", "action": {"kind": "complete"}},
                      {"slot": "back", "action": {"kind": "back", "target": {"kind": "screen", "screen": "a"}}}]}]
        """

    @Test("ticked when the screen's content shows, not while a state shows in its place")
    func tickedWhenTheContentShows() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.tap(.primary)
        #expect(session.stateID == "intro")
        #expect(session.answer(for: "tips") == nil)
        try session.tap(.primary)
        #expect(session.stateID == nil)
        #expect(session.answer(for: "tips") == .checked(true))
        #expect(session.answer(for: "news") == nil)
        #expect(!session.events.contains { $0.type == "answer-changed" })
    }

    @Test("an unticked box stays unticked when the user comes back")
    func theUsersAnswerStays() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.tap(.primary)
        try session.tap(.primary)
        try session.answer("tips", with: .checked(false))
        try session.tap(.back)
        try session.tap(.primary)
        try session.tap(.primary)
        #expect(session.answer(for: "tips") == .checked(false))
        try session.tap(.primary)
        #expect(session.ending?.answers["b"] == ["tips": .checked(false)])
    }

    @Test("initial is written only when true, and absent reads as false")
    func initialIsWrittenOnlyWhenTrue() throws {
        let bundle = try Fixtures.bundle(screens: Self.screens)
        let inputs = try #require(bundle.flows.first?.screens.last?.inputs)
        #expect(inputs.map(\.initial) == [true, false])
        #expect(inputs.map(\.consent) == [nil, "marketing-email"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try inputs.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        #expect(
            written == [
                #"{"id":"tips","initial":true,"kind":"checkbox","options":[],"required":false}"#,
                #"{"consent":"marketing-email","id":"news","kind":"checkbox","options":[],"required":false}"#,
            ])
    }
}
