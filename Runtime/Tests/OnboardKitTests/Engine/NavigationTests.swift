import Testing
@testable import OnboardKit

@Suite("Moving through a flow")
struct NavigationTests {
    /// Three swipeable screens; the first has a `back` that resolves to `stay`.
    static let screens = """
        [{"id": "one", "role": "welcome", "swipe": true,
          "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "screen", "screen": "two"}}},
                      {"slot": "back", "action": {"kind": "back", "target": {"kind": "stay"}}}]},
         {"id": "two", "role": "information", "swipe": true,
          "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "screen", "screen": "three"}}},
                      {"slot": "secondary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "one"}}},
                      {"slot": "back", "action": {"kind": "back", "target": {"kind": "screen", "screen": "one"}}}]},
         {"id": "three", "role": "completion", "swipe": false,
          "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "complete"}}},
                      {"slot": "back", "action": {"kind": "back", "target": {"kind": "screen", "screen": "two"}}}]}]
        """

    @Test("back on the first screen is not offered, neither as a button nor as a swipe")
    func noBackOnFirstScreen() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(session.buttons.map(\.slot) == [.primary])
        #expect(session.availableActions == [.tap(.primary), .swipeNext])
        #expect(throws: SessionError.unavailable(.swipeBack)) { try session.perform(.swipeBack) }
        #expect(throws: SessionError.unavailable(.tap(.back))) { try session.perform(.tap(.back)) }
        #expect(session.screen.id == "one")
    }

    @Test("next, go and back move between screens")
    func nextGoBack() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.tap(.primary)
        #expect(session.screen.id == "two")
        try session.tap(.secondary)
        #expect(session.screen.id == "one")
        try session.tap(.primary)
        try session.tap(.back)
        #expect(session.screen.id == "one")
    }

    @Test("swipes go to the next and previous screen where the screen allows them")
    func swipes() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.screen.id == "two")
        #expect(try session.perform(.swipeBack) == nil)
        #expect(session.screen.id == "one")
        #expect(try session.perform(.swipeNext) == nil)
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.screen.id == "three")
        #expect(!session.isEnabled(.swipeNext) && !session.isEnabled(.swipeBack))
    }

    @Test("next past the last screen completes the flow and sets the flag once")
    func nextCompletes() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        try session.tap(.primary)
        try session.tap(.primary)
        #expect(session.ending?.flagSet == nil)
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == "done")
        #expect(session.ending?.flagSet == "done")
        #expect(session.availableActions.isEmpty)
        #expect(throws: SessionError.ended) { try session.tap(.primary) }
    }

    @Test("a swipe on the last screen does nothing: only a button completes a flow")
    func swipeNeverCompletes() throws {
        let bundle = try Fixtures.bundle(screens: #"[{"id": "only", "role": "welcome", "swipe": true}]"#)
        var session = try Fixtures.session(bundle)
        #expect(!session.isEnabled(.swipeNext))
        #expect(throws: SessionError.unavailable(.swipeNext)) { try session.perform(.swipeNext) }
        #expect(session.ending == nil && session.ending?.flagSet == nil)
    }

    @Test("complete carries its result to the app")
    func completeResult() throws {
        let bundle = try Fixtures.bundle(
            screens: """
                [{"id": "a", "role": "welcome",
                  "buttons": [{"slot": "primary", "action": {"kind": "complete", "result": "photo-library"}}]}]
                """)
        var session = try Fixtures.session(bundle)
        try session.tap(.primary)
        #expect(session.ending?.result == "photo-library")
    }

    @Test("sessions compare by what they show and how they go on, not by their store")
    func equality() throws {
        let bundle = try Fixtures.bundle(screens: Self.screens)
        var one = try Fixtures.session(bundle)
        var other = try Fixtures.session(bundle)
        #expect(one == other)
        try one.tap(.primary)
        #expect(one != other)
        try other.tap(.primary)
        #expect(one == other)
        try other.tap(.back)
        #expect(one != other)
    }
}
