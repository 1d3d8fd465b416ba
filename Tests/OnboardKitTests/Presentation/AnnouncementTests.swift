import Testing
@testable import OnboardKit

@Suite("VoiceOver announcement")
struct AnnouncementTests {
    static let screens = #"[{"id": "a", "role": "welcome", "swipe": true}, {"id": "b", "role": "completion"}]"#

    @Test("the announcement carries its key, the screen's position and the count")
    func positionAndCount() throws {
        var session = try Fixtures.session(Fixtures.bundle(
            flowExtra: #""accessibility": {"announceScreenPosition": true, "announcementKey": "flow.announcement"}"#,
            screens: Self.screens))
        #expect(session.announcement == ScreenAnnouncement(key: "flow.announcement", position: 1, count: 2))
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.announcement?.position == 2)
        #expect(session.announcement?.arguments == ["position": 2, "count": 2])
        let order = [Placeholder(name: "position", type: .integer), Placeholder(name: "count", type: .integer)]
        #expect(session.announcement?.text(format: "Pantalla %1$lld de %2$lld", placeholders: order) == "Pantalla 2 de 2")
        // A translation may reorder the numbers; positions keep each in its place.
        #expect(session.announcement?.text(format: "%2$lld中%1$lld", placeholders: order) == "2中2")
        #expect(session.announcement?.values(placeholders: order.reversed()) == [2, 2])
    }

    @Test("no announcement when the flow does not ask for one")
    func notAsked() throws {
        let session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(session.announcement == nil)
    }
}
