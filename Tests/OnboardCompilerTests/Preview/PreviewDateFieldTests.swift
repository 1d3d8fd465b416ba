import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// A date field in the preview: its field with the placeholder, its bounds written as each
/// locale writes a date (OnboardKit's `OnboardingText.format`), and its age rule.
@Suite struct PreviewDateFieldTests {
    @Test func theFieldShowsItsBoundsInEachLocaleAndItsAge() throws {
        let site = try PreviewFixtures.file("conformance/specs/dates.yaml")
        let html = PreviewFixtures.page(site, "dates.html")
        #expect(html.contains("class=\"el input input-date\""))
        #expect(html.contains("data-text=\"date#1900-01-01\">Jan 1, 1900</span>"))
        #expect(html.contains("· 18+</span>"))
        let texts = try PreviewFixtures.texts(html)
        #expect(texts["en"]?["date#2030-12-31"] as? String == "Dec 31, 2030")
        let day = try #require(CalendarDate("2030-12-31"))
        for (locale, table) in texts {
            #expect(table["date#2030-12-31"] as? String == OnboardingText.format(day, locale: locale), "\(locale)")
        }
    }
}
