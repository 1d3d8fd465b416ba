import Foundation
import Testing
@testable import OnboardKit

@Suite("Decoding a bundle")
struct BundleDecodingTests {
    @Test("every committed bundle decodes", arguments: Fixtures.apps)
    func committedBundlesDecode(app: String) throws {
        let bundle = try Fixtures.bundle(app)
        #expect(OnboardingBundle.supportedSchemaVersions.contains(bundle.schemaVersion))
        #expect(bundle.schemaVersion == OnboardingBundle.schemaVersion(for: bundle.flows))
        #expect(bundle.app.id == app)
        #expect(bundle.contentHash?.hasPrefix("sha256:") == true)
        #expect(!bundle.flows.isEmpty)
    }

    @Test("a committed bundle survives encoding and decoding again", arguments: Fixtures.apps)
    func roundTrip(app: String) throws {
        let bundle = try Fixtures.bundle(app)
        let again = try OnboardingBundle(data: JSONEncoder().encode(bundle))
        #expect(again == bundle)
    }

    @Test("schemaVersion 5 (and 1) is refused before anything else is decoded")
    func unsupportedSchemaVersion() throws {
        // Nothing else in this bundle is valid content: only the version is read.
        for version in [1, 5] {
            let json = #"{"schemaVersion": \#(version), "app": 42, "flows": "a new shape"}"#
            #expect(throws: BundleError.unsupportedSchemaVersion(found: version, supported: 2...4)) {
                try Fixtures.decode(json)
            }
        }
    }

    @Test("the unsupported-version error tells the client what to do")
    func unsupportedSchemaVersionMessage() {
        let message = BundleError.unsupportedSchemaVersion(found: 4, supported: 2...3).errorDescription ?? ""
        #expect(message.contains("schemaVersion 4"))
        #expect(message.contains("schemaVersion 2 or 3 only"))
        #expect(message.contains("Keep the last bundle"))
    }

    @Test("a bundle without schemaVersion is refused")
    func missingSchemaVersion() {
        #expect(throws: DecodingError.self) {
            try Fixtures.decode(#"{"app": {"id": "a", "sourceLocale": "en"}, "flows": []}"#)
        }
    }

    @Test("members the client does not know are ignored, at every level")
    func unknownMembersIgnored() throws {
        let bundle = try Fixtures.bundle(
            flowExtra: #""sparkles": true"#,
            screens: """
                [{"id": "a", "role": "welcome", "hologram": {"depth": 3},
                  "buttons": [{"slot": "primary", "glow": 1, "action": {"kind": "complete", "confetti": "lots"}}]}]
                """)
        #expect(bundle.flows[0].screens[0].buttons[0].action.kind == .complete(result: nil))
    }

    @Test("the coming optional members decode, and default to empty when absent")
    func upcomingOptionalMembers() throws {
        let with = try Fixtures.bundle(
            flows: "[]",
            extra: """
                "localeFallbacks": {"es-MX": ["es-419", "es"]}, "pseudoLocales": ["en-XA"],
                "placeholders": {"tutorial.announcement": [{"name": "position", "type": "integer"},
                                                            {"name": "who", "type": "person"}]}
                """)
        #expect(with.localeFallbacks == ["es-MX": ["es-419", "es"]])
        #expect(with.pseudoLocales == ["en-XA"])
        #expect(with.placeholders["tutorial.announcement"]?.map(\.type) == [.integer, .unknown("person")])
        let without = try Fixtures.bundle(flows: "[]")
        #expect(without.localeFallbacks.isEmpty && without.pseudoLocales.isEmpty && without.placeholders.isEmpty)
    }

    @Test("a target that points at no screen is refused")
    func danglingTarget() {
        #expect(throws: DecodingError.self) {
            try Fixtures.bundle(
                screens: """
                    [{"id": "a", "role": "welcome",
                      "buttons": [{"slot": "primary", "action": {"kind": "go", "target": {"kind": "screen", "screen": "nowhere"}}}]}]
                    """)
        }
    }

    @Test("a flow without screens is refused")
    func emptyFlow() {
        #expect(throws: DecodingError.self) { try Fixtures.bundle(screens: "[]") }
    }

    @Test("screen index and progress follow the screen's place in the flow")
    func progressFromPlace() throws {
        let bundle = try Fixtures.bundle(
            screens: #"[{"id": "a", "role": "welcome"}, {"id": "b", "role": "completion"}]"#)
        let screens = bundle.flows[0].screens
        #expect(screens.map(\.index) == [0, 1])
        #expect(screens.map(\.progress) == [ScreenProgress(step: 1, of: 2), ScreenProgress(step: 2, of: 2)])
        #expect(screens[0].progress.fraction == 0.5)
    }

    @Test("a theme colour parses to sRGB components, dark falling back to light")
    func themeColour() throws {
        let bundle = try Fixtures.bundle("florafriend")
        let gray = try #require(bundle.theme.colors["gray"]?.rgba(dark: true))
        #expect(abs(gray.red - 0x8E / 255.0) < 1e-9)
        #expect(abs(gray.alpha - 0x4D / 255.0) < 1e-9)
        #expect(RGBA(hex: "#12345") == nil)
        #expect(bundle.theme.buttons[.primary]?.fullWidth == true)
        #expect(bundle.theme.buttons[.primary]?.cornerRadius == 12)
    }
}
