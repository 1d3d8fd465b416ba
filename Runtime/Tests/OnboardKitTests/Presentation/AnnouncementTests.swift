import Testing
@testable import OnboardKit

@Suite("VoiceOver announcement")
struct AnnouncementTests {
    static let screens = #"[{"id": "a", "role": "welcome", "swipe": true}, {"id": "b", "role": "completion"}]"#

    @Test("the announcement carries its key, the screen's position and the count")
    func positionAndCount() throws {
        var session = try Fixtures.session(
            Fixtures.bundle(
                flowExtra:
                    #""accessibility": {"announceScreenPosition": true, "announcementKey": "flow.announcement"}"#,
                screens: Self.screens))
        #expect(session.announcement == ScreenAnnouncement(key: "flow.announcement", position: 1, count: 2))
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.announcement?.position == 2)
        #expect(session.announcement?.arguments == ["position": 2, "count": 2])
    }

    @Test("the announcement's text is in the user's language, each number in its place")
    func text() throws {
        let order = [Placeholder(name: "position", type: .integer), Placeholder(name: "count", type: .integer)]
        let bundle = OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "es", "ja"], flows: [],
            placeholders: ["flow.announcement": order])
        let catalog = try OnboardingTextTests.catalog([
            ("flow.announcement", "en", "translated", "Screen %1$lld of %2$lld"),
            ("flow.announcement", "es", "translated", "Pantalla %1$lld de %2$lld"),
            // A translation may reorder the numbers; positions keep each in its place.
            ("flow.announcement", "ja", "translated", "全%2$lld画面中%1$lld"),
        ])
        let announcement = ScreenAnnouncement(key: "flow.announcement", position: 2, count: 3)
        let texts = ["en", "es", "ja"].map {
            announcement.text(OnboardingText(bundle: bundle, strings: catalog, locale: $0))
        }
        #expect(texts == ["Screen 2 of 3", "Pantalla 2 de 3", "全3画面中2"])
        #expect(
            ScreenAnnouncement(key: nil, position: 1, count: 3).text(OnboardingText(bundle: bundle, strings: catalog))
                == nil)
    }

    @Test("no announcement when the flow does not ask for one")
    func notAsked() throws {
        let session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(session.announcement == nil)
    }
}
