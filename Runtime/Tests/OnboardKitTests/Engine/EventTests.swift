import Foundation
import Testing
@testable import OnboardKit

/// The events a session records and a driver streams: their order, their place, their JSON,
/// and every subscriber getting each one once.
@Suite("Events")
@MainActor
struct EventTests {
    let bundle: OnboardingBundle

    init() throws {
        bundle = try Fixtures.bundle(screens: RequestTests.permissionScreens)
    }

    /// `type@screen[/state]`, and the kind's detail, for each event.
    nonisolated static func brief(_ events: some Sequence<FlowEvent>) -> [String] {
        events.map { event in
            let place = event.screenID + (event.stateID.map { "/\($0)" } ?? "")
            let detail: String =
                switch event.kind {
                case .action(let action, let via, let slot): " \(action) \(via.rawValue) \(slot?.rawValue ?? "-")"
                case .requestStarted(let request), .requestCancelled(let request): " \(request.kind)"
                case .requestAnswered(let request, let result): " \(request.kind) \(result.name)"
                case .flowEnded(let ending): " \(ending.reason.name)"
                case .dialogShown(let id), .dialogConfirmed(let id), .dialogCancelled(let id), .planSelected(let id):
                    " \(id)"
                case .answerChanged(let input, _, _): " \(input)"
                case .experimentExposed(let assignment):
                    " \(assignment.experiment)=\(assignment.variant)\(assignment.overridden ? " overridden" : "")"
                case .screenShown, .flowLeft: ""
                }
            return "\(event.type)@\(place)" + detail
        }
    }

    @Test(
        "a request: the action, the request, the pending state shown; then the answer, the place it leads to, the end")
    func requestOrder() throws {
        var session = try Fixtures.session(bundle)
        #expect(Self.brief(session.events) == ["screen-shown@ask"])
        _ = try session.perform(.tap(.primary))
        try session.resolve(.permission(.denied))
        _ = try session.perform(.tap(.primary))
        try session.resolve(.settingsOpened)
        #expect(
            Self.brief(session.events) == [
                "screen-shown@ask",
                "action@ask request-permission tap primary", "request-started@ask permission",
                "screen-shown@ask/loading",
                "request-answered@ask/loading permission denied", "screen-shown@ask/denied",
                "action@ask/denied open-settings tap primary", "request-started@ask/denied open-settings",
                "request-answered@ask/denied open-settings settings-opened", "flow-ended@ask/denied completed",
            ])
    }

    @Test("dialogs, swipes, answers and plans; an unchanged answer or plan is no event")
    func userEvents() throws {
        let bundle = try Fixtures.bundle(
            flowExtra: """
                "dialogs": [{"id": "sure", "titleKey": "t", "confirmKey": "y", "cancelKey": "n"}]
                """,
            screens: """
                [{"id": "a", "role": "choice", "section": "intro", "swipe": true,
                  "inputs": [{"id": "pet", "kind": "single-choice", "options": [{"id": "cat", "labelKey": "c"}, {"id": "dog", "labelKey": "d"}]}],
                  "buttons": [{"slot": "skip", "action": {"kind": "skip", "target": {"kind": "complete"}, "confirmDialog": "sure"}}]},
                 {"id": "b", "role": "paywall", "swipe": true,
                  "paywall": {"provider": "storekit", "offering": "o", "features": [], "plans": [{"id": "year"}, {"id": "month"}]},
                  "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
                """)
        var session = try Fixtures.session(bundle)
        try session.answer("pet", with: .choice("cat"))
        try session.answer("pet", with: .choice("cat"))
        _ = try session.perform(.tap(.skip))
        try session.cancelDialog()
        _ = try session.perform(.swipeNext)
        try session.selectPlan("month")
        try session.selectPlan("month")
        _ = try session.perform(.swipeBack)
        _ = try session.perform(.tap(.skip))
        _ = try session.confirmDialog()
        #expect(
            Self.brief(session.events) == [
                "screen-shown@a", "answer-changed@a pet", "action@a skip tap skip", "dialog-shown@a sure",
                "dialog-cancelled@a sure", "action@a next swipe -", "screen-shown@b", "plan-selected@b month",
                "action@b back swipe -", "screen-shown@a", "action@a skip tap skip", "dialog-shown@a sure",
                "dialog-confirmed@a sure", "flow-ended@a skipped",
            ])
        #expect(session.events.filter { $0.screenID == "a" }.allSatisfy { $0.section == "intro" })
        #expect(session.events.filter { $0.screenID == "b" }.allSatisfy { $0.section == nil })
    }

    @Test("events are history, not state: they never make two sessions unequal")
    func historyIsNotState() throws {
        var answered = try Fixtures.session(bundle)
        var other = try Fixtures.session(bundle)
        _ = try answered.perform(.tap(.primary))
        try answered.cancelRequest()
        #expect(answered == other && answered.hashValue == other.hashValue)
        #expect(answered.events.count == 6 && other.events.count == 1)
        _ = try other.perform(.tap(.primary))
        #expect(answered != other)
    }

    @Test("events, endings and answers are JSON as docs/conformance.md writes them, and read back")
    func json() throws {
        let ending = FlowEnding(
            flowID: "f", reason: .dismissed(result: "later"),
            answers: ["s": ["a": .choices(["y", "x"]), "b": .text("Hi"), "c": .checked(true), "d": .choice("z")]],
            flagSet: "done")
        let events = [
            FlowEvent(
                .action("purchase", via: .tap, slot: .primary), flowID: "f", screenID: "s", stateID: "w", section: "p"),
            FlowEvent(
                .requestAnswered(RequestSummary(kind: "purchase", plan: "year"), result: .purchase(.cancel)),
                flowID: "f", screenID: "s"),
            FlowEvent(.answerChanged(input: "a", value: .choices(["y", "x"])), flowID: "f", screenID: "s"),
            FlowEvent(
                .answerChanged(input: "news", value: .checked(false), consent: "marketing-email"), flowID: "f",
                screenID: "s"),
            FlowEvent(.flowEnded(ending), flowID: "f", screenID: "s"),
            FlowEvent(.flowLeft, flowID: "f", screenID: "s"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = try events.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        #expect(
            text == [
                #"{"action":"purchase","flow":"f","screen":"s","section":"p","slot":"primary","state":"w","type":"action","via":"tap"}"#,
                #"{"flow":"f","request":{"kind":"purchase","plan":"year"},"result":"cancel","screen":"s","type":"request-answered"}"#,
                #"{"flow":"f","input":"a","screen":"s","type":"answer-changed","value":{"choices":["x","y"]}}"#,
                #"{"consent":"marketing-email","flow":"f","input":"news","screen":"s","type":"answer-changed","value":{"checked":false}}"#,
                #"{"ending":{"answers":{"s":{"a":{"choices":["x","y"]},"b":{"text":"Hi"},"c":{"checked":true},"d":{"choice":"z"}}},"flagSet":"done","flow":"f","reason":"dismissed","result":"later"},"flow":"f","screen":"s","type":"flow-ended"}"#,
                #"{"flow":"f","screen":"s","type":"flow-left"}"#,
            ])
        #expect(try events.map { try JSONDecoder().decode(FlowEvent.self, from: encoder.encode($0)) } == events)
        for bad in [#"{"type":"nap","flow":"f","screen":"s"}"#, #"{"checked":true,"text":"x"}"#] {
            #expect(throws: DecodingError.self) {
                if bad.hasPrefix(#"{"type"#) {
                    _ = try JSONDecoder().decode(FlowEvent.self, from: Data(bad.utf8))
                } else {
                    _ = try JSONDecoder().decode(InputValue.self, from: Data(bad.utf8))
                }
            }
        }
    }

    @Test("every subscriber gets every event once, from the first screen, and its stream ends with the flow")
    func multicast() async throws {
        let store = RecordingStore()
        let engine = FlowEngine(bundle: bundle, store: store)
        let driver = FlowDriver(
            session: try #require(engine.sessionAtLaunch()), engine: engine,
            services: ServicesSpy(permissionAnswers: [.camera: .allowed]).services)
        let analytics = driver.events()
        try await driver.perform(.tap(.primary))
        let late = driver.events()  // subscribes half-way: gets the history first
        try await driver.perform(.tap(.primary))
        var first: [FlowEvent] = [], second: [FlowEvent] = []
        for await event in analytics { first.append(event) }
        for await event in late { second.append(event) }
        #expect(
            Self.brief(first) == [
                "screen-shown@ask", "action@ask request-permission tap primary", "request-started@ask permission",
                "screen-shown@ask/loading", "request-answered@ask/loading permission allowed", "screen-shown@end",
                "action@end complete tap primary", "flow-ended@end completed",
            ])
        #expect(second == first)
        #expect(first == driver.session.events)
        // A stream asked for after the end has the whole history and ends at once.
        var after: [FlowEvent] = []
        for await event in driver.events() { after.append(event) }
        #expect(after == first)
    }

    @Test("leaving part-way sends flow-left and ends every stream; nothing is written")
    func left() async throws {
        let store = RecordingStore()
        let engine = FlowEngine(bundle: bundle, store: store)
        let driver = FlowDriver(
            session: try #require(engine.sessionAtLaunch()), engine: engine, services: OnboardingServices())
        let stream = driver.events()
        driver.quit()
        var events: [FlowEvent] = []
        for await event in stream { events.append(event) }
        #expect(Self.brief(events) == ["screen-shown@ask", "flow-left@ask"])
        #expect(store.writes.isEmpty)
    }
}
