import Testing
@testable import BundleFormat

/// `LinkMarkup`, the one reader of `[text](target)`: what is a link, what is plain text,
/// and where a broken link is broken.
@Suite struct LinkMarkupTests {
    /// `text`'s links as `text→target`, or its error as `kind@offset` (in scalars).
    static func read(_ text: String) -> [String] {
        switch LinkMarkup.parse(text) {
        case .success(let links): links.map { "\(text[$0.text])→\($0.target)" }
        case .failure(let error):
            ["\(error.kind)@\(text.unicodeScalars.distance(from: text.startIndex, to: error.range.lowerBound))"]
        }
    }

    @Test func linksAndPlainText() {
        #expect(
            Self.read("I agree to the [Terms](terms) and the [Privacy Policy](privacy)") == [
                "Terms→terms", "Privacy Policy→privacy",
            ])
        #expect(Self.read("See [1] and [beta] (soon)") == [])
        #expect(Self.read("[note: read [Terms](terms)]") == ["Terms→terms"])
        #expect(Self.read("a](b) [c](https://example.com/x?y=1#z)") == ["c→https://example.com/x?y=1#z"])
        #expect(
            Self.read("[{count, plural, one {# term} other {# terms}}](terms)") == [
                "{count, plural, one {# term} other {# terms}}→terms"
            ])
        #expect(Self.read("[Terms]\u{2060}(terms)") == [])
    }

    @Test func brokenLinksSayWhere() {
        #expect(Self.read("Read the [Terms](terms") == ["unclosed@16"])
        #expect(Self.read("Read the [Terms](some words)") == ["unclosed@16"])
        #expect(Self.read("Read the [](terms)") == ["emptyText@9"])
        #expect(Self.read("Read the [Terms]()") == ["emptyTarget@16"])
        #expect(Self.read("[a [b](x) c](y)") == ["nested@3"])
    }

    @Test func rewritingKeepsTheTextAroundTheLinks() {
        let text = "I agree to the [Terms](terms), {name}"
        #expect(LinkMarkup.plainText(text) == "I agree to the Terms, {name}")
        #expect(
            LinkMarkup.rewriting(text) { ("<a \($0.target)>", "</a>") } == "I agree to the <a terms>Terms</a>, {name}")
        #expect(LinkMarkup.plainText("[a](b") == "[a](b")
        #expect(LinkMarkup.closings(in: "x](terms) [y](z w)").count == 1)
    }
}
