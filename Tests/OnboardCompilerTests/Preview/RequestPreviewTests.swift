import Testing

@testable import OnboardPreview

/// The preview of the every-member fixture's `secure` flow: a biometrics request and a
/// pick-file button draw what they ask for, and the scenario lists every result they can end
/// with (a biometrics `not-enrolled` following `denied`).
@Suite struct RequestPreviewTests {
    static let page = PreviewFixtures.page(
        try! PreviewFixtures.file("Tests/Fixtures/every-member/specs/everything.yaml"), "everything.html")

    @Test func theButtonsSayWhatTheyAskFor() {
        #expect(Self.page.contains("📄 application/pdf, image/*</span>"))
        #expect(Self.page.contains("no permission is asked"))
        #expect(Self.page.contains("asks for Face ID or Touch ID (Android: a fingerprint or face)"))
    }

    @Test func theScenarioListsTheNewResults() {
        #expect(Self.page.contains("asks the app for the biometrics permission: "))
        #expect(Self.page.contains("unavailable → "))
        #expect(Self.page.contains("not enrolled → "))
        #expect(Self.page.contains("asks the app for a file (application/pdf, image/*): picked: ends the flow"))
    }
}
