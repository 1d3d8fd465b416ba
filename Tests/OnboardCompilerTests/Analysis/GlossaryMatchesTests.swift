import Testing

@testable import OnboardCompiler

/// Where glossary terms are in a text: as written, whole words, the longest first.
@Suite struct GlossaryMatchesTests {
    @Test func termsAreFoundAsWrittenAndAsWholeWords() {
        let terms = ["FloraFriend PRO", "FloraFriend"]
        func found(_ text: String, endings: Bool = false) -> [String] {
            GlossaryMatches.find(terms, in: text, endingsAllowed: endings).map {
                "\($0.term)@\(text[..<$0.range.lowerBound].count)"
            }
        }
        #expect(found("Unlock FloraFriend PRO") == ["FloraFriend PRO@7"])
        #expect(found("FloraFriend, FloraFriend PROs") == ["FloraFriend@0", "FloraFriend@13"])
        #expect(found("florafriend MyFloraFriend FloraFriends") == [])
        #expect(found("FloraFriends FloraFriend PROs", endings: true) == ["FloraFriend@0", "FloraFriend PRO@13"])
        #expect(GlossaryMatches.terms(terms, in: "FloraFriend and FloraFriend PRO") == terms)
        let text = "Willkommen bei FloraFreund!"
        #expect(GlossaryMatches.nearMiss(of: "FloraFriend", in: text).map { String(text[$0]) } == "FloraFreund")
        #expect(GlossaryMatches.nearMiss(of: "FloraFriend", in: "Willkommen!") == nil)
    }
}
