import Foundation
import Testing

@testable import OnboardCompiler
@testable import OnboardPreview

/// A finding about a platform variant's text (`….title.android`) sits on the element that
/// shows that text, not above the page: PageInstead's Spanish Android title that is too long.
@Suite struct PlatformVariantPinTests {
    @Test func aFindingAboutAnAndroidTextIsPinnedToItsElement() throws {
        let site = try PreviewFixtures.seeds()
        var timings = StageTimings()
        let project = try Project.load(
            [PackageRoot.url.appendingPathComponent("specs/pageinstead.yaml").path], timings: &timings)
        var spec: Spec?
        project.preview(timings: &timings) { spec = $0.spec }
        let pins = FindingPins.pin(
            site.diagnostics.filter { $0.span.file.contains("pageinstead") }, spec: try #require(spec))
        let pin = try #require(
            pins.first { $0.diagnostic.message.contains("`onboarding.authorization.denied.title.android`") })
        #expect(pin.frame == "onboarding/authorization/denied")
        #expect(pin.element == "key:onboarding.authorization.denied.title")
        // Its mark shows on the Android screen only (the platform switch's `android`).
        #expect(pin.platform == "android")
    }
}
