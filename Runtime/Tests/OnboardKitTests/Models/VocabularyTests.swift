import Testing
@testable import OnboardKit

@Suite("Open and closed vocabularies")
struct VocabularyTests {
    /// One screen using a value nobody knows yet in every open vocabulary.
    static let futureScreen = """
        [{"id": "a", "role": "carousel", "placement": "x",
          "visual": {"kind": "symbol", "name": "star", "rendering": "gradient", "decorative": true},
          "states": [{"id": "party", "kind": "celebration"}],
          "inputs": [{"id": "n", "kind": "text", "required": false, "options": [], "keyboard": "emoji", "autofill": "birthday"}],
          "transition": {"style": "flip", "animation": {"curve": "bounce", "duration": 0.2}},
          "entrance": [{"element": "title", "effect": "spin", "at": 0, "animation": {"curve": "linear", "duration": 1}}],
          "buttons": [{"slot": "primary", "placement": "floating", "feedback": {"haptic": "buzz"},
                       "action": {"kind": "request-permission", "permission": "bluetooth",
                                  "outcomes": {"denied": {"kind": "complete"}}}}]}]
        """

    @Test("an unknown open-vocabulary value decodes to its unknown case")
    func unknownOpenValues() throws {
        let screen = try Fixtures.bundle(screens: Self.futureScreen).flows[0].screens[0]
        #expect(screen.role == .unknown("carousel"))
        #expect(screen.states[0].kind == .unknown("celebration"))
        #expect(
            screen.visual
                == .symbol(
                    .init(
                        name: "star", size: nil, color: nil, rendering: .unknown("gradient"),
                        accessibilityLabelKey: nil, decorative: true)))
        #expect(screen.transition?.style == .unknown("flip"))
        #expect(screen.transition?.animation?.curve == .unknown("bounce"))
        #expect(screen.entrance[0].effect == .unknown("spin"))
        let button = screen.buttons[0]
        #expect(button.placement == .unknown("floating"))
        #expect(button.feedback?.haptic == .unknown("buzz"))
        #expect(button.action.kind == .requestPermission(.unknown("bluetooth"), outcomes: [.denied: .complete]))
        #expect(screen.inputs[0].keyboard == .unknown("emoji"))
        #expect(screen.inputs[0].autofill == .unknown("birthday"))
        #expect(!screen.role.isKnown && ScreenRole.welcome.isKnown)
    }

    @Test("the Android icon names decode beside the SF Symbols, and are absent from an older bundle")
    func androidIconNames() throws {
        let screens = """
            [{"id": "a", "role": "paywall",
              "visual": {"kind": "symbol", "name": "book.fill", "android": "menu_book", "decorative": false},
              "inputs": [{"id": "n", "kind": "single-choice", "required": false,
                          "options": [{"id": "calm", "labelKey": "k.calm", "icon": "leaf", "androidIcon": "spa"}]}],
              "paywall": {"provider": "play-billing", "offering": "default", "plans": [],
                          "features": [{"id": "sync", "textKey": "k.sync", "icon": "icloud", "androidIcon": "cloud"}]},
              "buttons": [{"slot": "close", "icon": "xmark", "androidIcon": "close", "action": {"kind": "complete"}}]},
             {"id": "b", "role": "welcome", "visual": {"kind": "symbol", "name": "star", "decorative": true},
              "buttons": [{"slot": "close", "icon": "xmark", "action": {"kind": "complete"}}]}]
            """
        let flow = try Fixtures.bundle(screens: screens).flows[0]
        let (with, without) = (flow.screens[0], flow.screens[1])
        #expect(with.visual == .symbol(.init(name: "book.fill", android: "menu_book")))
        #expect(with.buttons[0].androidIcon == "close")
        #expect(with.inputs[0].options[0].androidIcon == "spa")
        #expect(with.paywall?.features[0].androidIcon == "cloud")
        #expect(without.visual == .symbol(.init(name: "star", decorative: true)))
        #expect(without.buttons[0].icon == "xmark" && without.buttons[0].androidIcon == nil)
    }

    @Test("known open-vocabulary values keep their spelling", arguments: Permission.knownValues)
    func knownPermissionSpelling(permission: Permission) {
        #expect(Permission(rawValue: permission.rawValue) == permission)
        #expect(permission.isKnown)
    }

    /// A closed vocabulary with a value this version does not know: decoding must fail.
    static let closedVocabularyCases: [(String, String, String)] = [
        (
            "action kind", #"{"kind": "first-launch"}"#,
            #"[{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "teleport"}}]}]"#
        ),
        (
            "target kind", #"{"kind": "first-launch"}"#,
            #"[{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "next", "target": {"kind": "elsewhere"}}}]}]"#
        ),
        ("trigger kind", #"{"kind": "on-shake"}"#, #"[{"id": "a", "role": "welcome"}]"#),
        (
            "input kind", #"{"kind": "first-launch"}"#,
            #"[{"id": "a", "role": "form", "inputs": [{"id": "n", "kind": "slider", "required": false, "options": []}]}]"#
        ),
        (
            "outcome name", #"{"kind": "first-launch"}"#,
            #"[{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "purchase", "outcomes": {"maybe": {"kind": "stay"}}}}]}]"#
        ),
        (
            "outcome of the other family", #"{"kind": "first-launch"}"#,
            #"[{"id": "a", "role": "welcome", "buttons": [{"slot": "primary", "action": {"kind": "request-permission", "permission": "camera", "outcomes": {"success": {"kind": "stay"}}}}]}]"#
        ),
    ]

    @Test("an unknown closed-vocabulary value fails decoding", arguments: closedVocabularyCases)
    func unknownClosedValues(vocabulary: String, trigger: String, screens: String) {
        #expect(throws: DecodingError.self, "\(vocabulary)") {
            try Fixtures.bundle(trigger: trigger, screens: screens)
        }
    }

    @Test("an unknown setOn event fails decoding")
    func unknownSetOn() {
        #expect(throws: DecodingError.self) {
            try Fixtures.bundle(
                completion: #"{"flag": "f", "setOn": ["quit"]}"#,
                screens: #"[{"id": "a", "role": "welcome"}]"#)
        }
    }

    @Test("the known closed values decode")
    func knownClosedValues() throws {
        let bundle = try Fixtures.bundle(
            trigger: #"{"kind": "event", "event": "first-scan"}"#,
            completion: #"{"flag": "f", "setOn": ["complete", "skip"]}"#,
            screens: #"[{"id": "a", "role": "welcome"}]"#)
        #expect(bundle.flows[0].trigger == .event("first-scan"))
        #expect(bundle.flows[0].completion.setOn == [.complete, .skip])
    }
}
