import Foundation
import Testing
@testable import OnboardKit

/// Every flow of every committed bundle, walked breadth-first over everything a user
/// and the system can do: every enabled button and swipe, confirming and cancelling
/// each dialog, every answer to every request, answering each required input. No
/// state is a dead end, an ending is reachable from every state, every screen is
/// reached, and every piece of copy a reached screen or state shows resolves to
/// non-empty text through OnboardKit's text API in every locale the bundle carries,
/// pseudo-locales included.
@Suite("Every path of every committed flow")
struct ExhaustiveWalkTests {
    /// What identifies a place in a walk: where the user is, what is presented or
    /// pending, and which of the screen's inputs are answered.
    struct Place: Hashable {
        var screen: Int
        var state: String?
        var dialog: String?
        var request: Request?
        var answered: [String]
        var ended: FlowEnding.Reason?
    }

    /// Everything that can happen next in `session`, each as a label and the session after it.
    static func moves(from session: FlowSession) -> [(String, FlowSession)] {
        var moves: [(String, FlowSession)] = []
        func attempt(_ label: String, _ body: (inout FlowSession) throws -> Void) {
            var next = session
            if (try? body(&next)) != nil { moves.append((label, next)) }
        }
        if session.presentedDialog != nil {
            attempt("confirm") { _ = try $0.confirmDialog() }
            attempt("cancel") { try $0.cancelDialog() }
            return moves
        }
        if let request = session.pendingRequest {
            let results: [RequestResult] =
                switch request {
                case .permission(.biometrics):
                    [.allowed, .denied, .notDetermined, .unavailable, .notEnrolled].map(RequestResult.permission)
                case .permission: [.permission(.allowed), .permission(.denied), .permission(.notDetermined)]
                case .purchase, .restore: [.purchase(.success), .purchase(.failure), .purchase(.cancel)]
                case .openSettings: [.settingsOpened]
                case .resendCode: [.code(.sent), .code(.failed)]
                case .pickFile: [.file(.picked), .file(.cancelled)]
                }
            for result in results { attempt("\(result)") { try $0.resolve(result) } }
            return moves
        }
        for action in session.availableActions { attempt("\(action)") { _ = try $0.perform(action) } }
        for input in session.unansweredRequiredInputs {
            let value: InputValue =
                switch input.kind {
                case .checkbox: .checked(true)
                case .singleChoice: .choice(input.options.first?.id ?? "")
                case .multipleChoice: .choices(Set(input.options.prefix(1).map(\.id)))
                case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date: Fixtures.acceptedText(input)
                }
            attempt("answer \(input.id)") { try $0.answer(input.id, with: value) }
        }
        return moves
    }

    static func place(_ session: FlowSession) -> Place {
        Place(
            screen: session.screenIndex, state: session.stateID, dialog: session.presentedDialog?.dialog.id,
            request: session.pendingRequest, answered: (session.answers[session.screen.id] ?? [:]).keys.sorted(),
            ended: session.ending?.reason)
    }

    /// The texts of what a session shows now (``FlowSession/shownCopy``), in `text`'s
    /// locale; a key that resolves to nothing (no table has it, or only empty text) as `locale: key`.
    static func missingTexts(_ session: FlowSession, _ text: OnboardingText) -> [String] {
        session.shownCopy.compactMap { copy in
            let resolved = text.resolve(copy.key, copy.values)
            return resolved.locale == nil || resolved.text.isEmpty ? "\(text.locale): \(copy.key)" : nil
        }
    }

    /// What a walk of one flow found.
    struct Walk {
        var places: Set<Place> = []
        var deadEnds: [Place] = []
        var stuck: Set<Place> = []
        var unreached: Set<Int> = []
        var missingText: Set<String> = []
        var endings: Set<FlowEnding.Reason> { Set(places.compactMap(\.ended)) }
    }

    static func walk(_ flow: Flow, texts: [OnboardingText] = []) -> Walk {
        var walk = Walk()
        var edges: [Place: Set<Place>] = [:]
        var queue = [FlowSession(flow: flow)]
        walk.places = [place(queue[0])]
        while !queue.isEmpty {
            let session = queue.removeFirst()
            let here = place(session)
            if session.isEnded { continue }
            for text in texts { walk.missingText.formUnion(missingTexts(session, text)) }
            let moves = moves(from: session)
            if moves.isEmpty { walk.deadEnds.append(here) }
            for (_, next) in moves {
                let there = place(next)
                edges[here, default: []].insert(there)
                if walk.places.insert(there).inserted { queue.append(next) }
            }
        }
        // Every place reaches an ending: walk backwards from the endings.
        var reverse: [Place: [Place]] = [:]
        for (from, tos) in edges { for to in tos { reverse[to, default: []].append(from) } }
        var ending = Set(walk.places.filter { $0.ended != nil })
        var frontier = Array(ending)
        while let place = frontier.popLast() {
            for from in reverse[place] ?? [] where ending.insert(from).inserted { frontier.append(from) }
        }
        walk.stuck = walk.places.subtracting(ending)
        walk.unreached = Set(flow.screens.indices).subtracting(walk.places.map(\.screen))
        return walk
    }

    @Test(arguments: Fixtures.apps)
    func everyPathEnds(app: String) throws {
        let bundle = try Fixtures.bundle(app)
        let texts = try Fixtures.texts(app)
        #expect(texts.count == bundle.locales.count + bundle.pseudoLocales.count)
        for flow in bundle.flows {
            let walk = Self.walk(flow, texts: texts)
            #expect(walk.places.count > flow.screens.count, "\(app)/\(flow.id): walked \(walk.places.count) places")
            #expect(walk.deadEnds == [], "\(app)/\(flow.id): dead ends")
            #expect(walk.stuck == [], "\(app)/\(flow.id): places with no way to an end")
            #expect(walk.unreached == [], "\(app)/\(flow.id): screens never reached")
            #expect(walk.missingText == [], "\(app)/\(flow.id): keys shown without text")
            #expect(!walk.endings.isEmpty, "\(app)/\(flow.id) never ends")
        }
    }

    /// VegyScan's flows end three ways: completed, skipped (the tutorial's Skip), and completed
    /// with the result `photo-library` (the camera flow's way to the upload flow).
    @Test func everyEndingIsFound() throws {
        let endings = try Fixtures.bundle("vegyscan").flows.map { Self.walk($0).endings }
        #expect(
            endings.reduce(into: Set()) { $0.formUnion($1) }
                == [.completed(result: nil), .skipped, .completed(result: "photo-library")])
    }

    /// The walk finds what it is for: a screen with no way on, a loop with no way out, a screen never reached.
    @Test func aDeadEndALoopAndAnUnreachedScreenAreFound() throws {
        let bundle = try Fixtures.bundle(
            screens: """
                [{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "b"}}},
                                                            {"slot": "secondary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "c"}}}]},
                 {"id": "b", "role": "information", "buttons": []},
                 {"id": "c", "role": "information", "buttons": [{"slot": "primary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "a"}}}]},
                 {"id": "d", "role": "completion", "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
                """)
        let walk = Self.walk(bundle.flows[0])
        #expect(walk.deadEnds.map(\.screen) == [1])
        #expect(Set(walk.stuck.map(\.screen)) == [0, 1, 2])
        #expect(walk.unreached == [3])
        #expect(walk.endings.isEmpty)
    }

    /// A shown key with no text, or only empty text, in some locale is found.
    @Test func copyWithoutTextIsFound() throws {
        let bundle = try Fixtures.bundle(
            screens: """
                [{"id": "a", "role": "welcome", "titleKey": "t", "bodyKey": "b",
                  "buttons": [{"slot": "primary", "labelKey": "go", "action": {"kind": "complete"}}]}]
                """)
        let catalog = try StringCatalog(
            data: Data(
                #"""
                {"sourceLanguage": "en", "strings": {
                  "t": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi"}}}},
                  "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": ""}}}}}}
                """#.utf8))
        let walk = Self.walk(bundle.flows[0], texts: [OnboardingText(bundle: bundle, strings: catalog, locale: "en")])
        #expect(walk.missingText == ["en: b", "en: go"])
    }
}
