import Testing

@testable import OnboardPreview

/// The preview of `examples/verify-number.yaml` draws a phone field as a web form would ask
/// for one (`type="tel"`), a code field with its digit cells and the one-time-code autofill,
/// and a resend button with its cooldown.
@Suite struct VerificationPreviewTests {
    @Test func thePhoneAndCodeFieldsAndTheResendButton() throws {
        let page = PreviewFixtures.page(try PreviewFixtures.file("examples/verify-number.yaml"), "verify-number.html")
        #expect(page.contains(#"dir="ltr" data-type="tel" data-inputmode="tel" data-autocomplete="tel""#))
        #expect(page.contains(#"data-inputmode="numeric" data-autocomplete="one-time-code" data-length="6""#))
        #expect(page.components(separatedBy: #"<span class="cell"></span>"#).count - 1 == 6)
        #expect(page.contains(#"⏱ 30 s</span>"#))
    }
}
