import Testing

@testable import OnboardPreview

/// The preview draws a checkbox as its screen first shows it: ticked with `initial: true`; a
/// consent checkbox names its purpose. The scenario offers the answer that changes it.
@Suite struct CheckboxPreviewTests {
    @Test func aTickedBoxAndAConsentBox() throws {
        let page = PreviewFixtures.page(try PreviewFixtures.file("conformance/specs/consent.yaml"), "consent.html")
        #expect(page.contains(#"data-input="tips" data-initial="true"><span class="box" aria-hidden="true">☑</span>"#))
        #expect(page.contains(#"data-input="marketing"><span class="box" aria-hidden="true">☐</span>"#))
        #expect(page.contains(#"consent: <code>marketing-email</code></span>"#))
        #expect(!page.contains(#"data-input="marketing" data-initial"#))
    }
}
