import Testing

@testable import OnboardCompiler

@Suite struct MessageLayoutTests {
    func offsets(_ text: String, _ range: Range<String.Index>?) -> [Int]? {
        range.map {
            [
                text.distance(from: text.startIndex, to: $0.lowerBound),
                text.distance(from: text.startIndex, to: $0.upperBound),
            ]
        }
    }

    @Test func placeholdersSkipQuotedBraces() {
        let text = "'{name}' is {name}, {n , number}"
        let layout = MessageLayout(text)
        #expect(offsets(text, layout.range(of: "name")) == [12, 18])
        #expect(offsets(text, layout.range(of: "n")) == [20, 32])
        #expect(layout.range(of: "other") == nil)
    }

    @Test func pluralAndSelectors() {
        let text = "You have {count, plural, =0 {no plants} one {# plant by {owner}} other {# plants}}"
        let layout = MessageLayout(text)
        #expect(offsets(text, layout.range(of: "count")) == [9, 23])
        #expect(offsets(text, layout.range(of: "owner")) == [56, 63])
        #expect(layout.selectors.map(\.text) == ["=0", "one", "other"])
        #expect(offsets(text, layout.range(ofSelector: "one")) == [40, 43])
    }
}
