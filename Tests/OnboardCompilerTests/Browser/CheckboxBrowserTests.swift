import Foundation
import Testing

@testable import OnboardPreview

extension PreviewBrowserTests {
    /// A box ticked at first (`initial`) shows ticked with no answer; a click unticks it (the
    /// answer `false` in the address), another ticks it again (no answer). Another box is ticked
    /// by the answer `true`. The consent box names its purpose.
    @Test func aTickedBoxIsUntickedByAClick() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try PreviewFixtures.file("conformance/specs/consent.yaml").write(to: scratch.url)
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(scratch.url.appendingPathComponent("consent.html"))
        let screen = #"figure[data-frame="signup/choices"]"#
        func box(_ input: String) throws -> String {
            try browser.evaluate("document.querySelector('\(screen) [data-input=\(input)] .box').textContent")
        }
        func address() throws -> String { try browser.evaluate("location.search") }
        #expect(try box("tips") == "☑")
        #expect(try box("marketing") == "☐")
        try browser.click("\(screen) [data-input=tips]")
        #expect(try box("tips") == "☐")
        #expect(try address().contains("answer.signup.tips=false"))
        try browser.click("\(screen) [data-input=tips]")
        #expect(try box("tips") == "☑")
        #expect(try !address().contains("answer.signup.tips"))
        try browser.click("\(screen) [data-input=marketing]")
        #expect(try box("marketing") == "☑")
        #expect(try address().contains("answer.signup.marketing=true"))
        let purpose: String = try browser.evaluate(
            "document.querySelector('\(screen) [data-input=marketing] .consent').textContent")
        #expect(purpose == "consent: marketing-email")
        try browser.screenshot(to: Self.output.appendingPathComponent("consent-checkboxes.png"))
    }
}
