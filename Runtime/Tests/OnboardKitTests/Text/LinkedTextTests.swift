import Foundation
import Testing
@testable import OnboardKit

/// A text's links as spans, and as an `AttributedString` with `.link`, as a view shows them.
@Suite("Text: links as spans")
struct LinkedTextTests {
    static let links = ["terms": "https://example.com/terms", "privacy": "https://example.com/privacy"]

    @Test func spansOfIdsAndURLs() {
        #expect(
            TextSpan.spans(
                of: "I agree to the [Terms](terms) and the [Privacy](https://example.com/privacy)", links: Self.links)
                == [
                    .plain("I agree to the "), .link("Terms", url: "https://example.com/terms", id: "terms"),
                    .plain(" and the "), .link("Privacy", url: "https://example.com/privacy", id: "privacy"),
                ])
        // A target that is neither a link of the bundle nor https: its text, plain.
        #expect(TextSpan.spans(of: "Read [this](nowhere) now", links: Self.links) == [.plain("Read this now")])
        #expect(TextSpan.spans(of: "[x](terms", links: Self.links) == [.plain("[x](terms")])
        #expect(TextSpan.spans(of: "", links: Self.links) == [])
    }

    static let bundle = OnboardingBundle(
        app: AppInfo(id: "t", sourceLocale: "en"), flows: [],
        placeholders: ["consent": [Placeholder(name: "name", type: .string)]], links: links)

    struct Table: LocalizedStrings {
        func format(forKey key: String, locale: String) -> LocalizedFormat? {
            key == "consent" ? .format("%@, read the [Terms](https://example.com/terms)") : nil
        }
    }

    @Test func valuesNeverMakeLinks() {
        let text = OnboardingText(bundle: Self.bundle, strings: Table(), locale: "en")
        #expect(
            text.spans("consent", ["name": "[Maya](privacy)"], links: Self.bundle.links) == [
                .plain("[Maya](privacy), read the "), .link("Terms", url: "https://example.com/terms", id: "terms"),
            ])
    }

    @Test func attributedTextCarriesLinks() throws {
        let text = OnboardingText(bundle: Self.bundle, strings: Table(), locale: "en")
        let attributed = text.attributed("consent", ["name": "Maya"], links: Self.bundle.links)
        #expect(String(attributed.characters) == "Maya, read the Terms")
        let links = attributed.runs.compactMap { run in run.link.map { (String(attributed[run.range].characters), $0) }
        }
        #expect(links.count == 1)
        #expect(links.first?.0 == "Terms")
        #expect(links.first?.1 == URL(string: "https://example.com/terms"))
    }

    @Test func bundlesCarryLinksOnlyWhenTheyHaveSome() throws {
        let encoded = String(decoding: try JSONEncoder().encode(Self.bundle), as: UTF8.self)
        #expect(encoded.contains("\"links\""))
        var none = Self.bundle
        none.links = [:]
        let plain = String(decoding: try JSONEncoder().encode(none), as: UTF8.self)
        #expect(!plain.contains("\"links\""))
        #expect(try OnboardingBundle(data: Data(plain.utf8)).links == [:])
        #expect(try OnboardingBundle(data: Data(encoded.utf8)).links == Self.links)
    }
}
