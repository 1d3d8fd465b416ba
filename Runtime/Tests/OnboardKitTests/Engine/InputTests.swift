import Testing
@testable import OnboardKit

@Suite("Inputs")
struct InputTests {
    static let screens = """
        [{"id": "consent", "role": "consent",
          "inputs": [{"id": "terms", "kind": "checkbox", "required": true},
                     {"id": "news", "kind": "checkbox", "required": false, "default": "false"}],
          "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "screen", "screen": "pick"}}}]},
         {"id": "pick", "role": "choice", "optional": true,
          "inputs": [{"id": "topics", "kind": "multiple-choice", "required": true, "default": "all",
                      "options": [{"id": "all", "labelKey": "k1"}, {"id": "some", "labelKey": "k2"}]},
                     {"id": "pace", "kind": "single-choice", "default": "slow",
                      "options": [{"id": "slow", "labelKey": "k3"}, {"id": "fast", "labelKey": "k4"}]}],
          "buttons": [{"slot": "primary", "action": {"kind": "complete"}},
                      {"slot": "skip", "action": {"kind": "skip", "target": {"kind": "complete"}}},
                      {"slot": "back", "action": {"kind": "back", "target": {"kind": "screen", "screen": "consent"}}}]}]
        """

    @Test("a required checkbox blocks the primary action until it is checked")
    func requiredCheckbox() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(!session.isEnabled(.tap(.primary)))
        #expect(session.unansweredRequiredInputs.map(\.id) == ["terms"])
        #expect(throws: SessionError.unavailable(.tap(.primary))) { try session.tap(.primary) }
        try session.answer("terms", with: .checked(false))
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("terms", with: .checked(true))
        #expect(session.isEnabled(.tap(.primary)))
        try session.tap(.primary)
        #expect(session.screen.id == "pick")
    }

    @Test("answers must fit the input")
    func invalidAnswers() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(throws: SessionError.unknownInput("age")) { try session.answer("age", with: .checked(true)) }
        #expect(throws: SessionError.invalidAnswer(input: "terms")) {
            try session.answer("terms", with: .choice("yes"))
        }
        try session.answer("terms", with: .checked(true))
        try session.tap(.primary)
        #expect(throws: SessionError.invalidAnswer(input: "pace")) {
            try session.answer("pace", with: .choice("medium"))
        }
        #expect(throws: SessionError.invalidAnswer(input: "topics")) {
            try session.answer("topics", with: .choices(["all", "none"]))
        }
    }

    @Test("leaving a step forwards records the defaults of unanswered inputs")
    func defaultsOnLeaving() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.answer("terms", with: .checked(true))
        try session.tap(.primary)
        #expect(session.answer(for: "news", on: "consent") == .checked(false))
        try session.tap(.skip)
        #expect(session.ending?.reason == .skipped)
        #expect(session.ending?.answers["pick"] == ["topics": .choices(["all"]), "pace": .choice("slow")])
        #expect(session.ending?.answers["consent"]?["terms"] == .checked(true))
    }

    @Test("an answer given is kept over the default")
    func answerOverDefault() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.answer("terms", with: .checked(true))
        try session.tap(.primary)
        try session.answer("pace", with: .choice("fast"))
        try session.answer("topics", with: .choices(["some"]))
        try session.tap(.primary)
        #expect(session.ending?.answers["pick"] == ["topics": .choices(["some"]), "pace": .choice("fast")])
    }

    @Test("going back records no defaults")
    func backRecordsNothing() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.answer("terms", with: .checked(true))
        try session.tap(.primary)
        try session.tap(.back)
        #expect(session.answers["pick"] == nil)
    }
}
