import Testing

@testable import OnboardCompiler

@Suite struct BusinessKeywordsTests {
    @Test func matchesWholeWordsIgnoringCase() {
        #expect(BusinessKeywords.found(["sign up", "email"], in: "Sign Up with your EMAIL") == ["sign up", "email"])
        #expect(BusinessKeywords.found(["email"], in: "Check your e-mails and emailing lists").isEmpty)
        #expect(BusinessKeywords.found(["login"], in: "Blogin, loginx").isEmpty)
        #expect(BusinessKeywords.found(["log in"], in: "Log into the app").isEmpty)
        #expect(BusinessKeywords.found(["sign-up"], in: "(sign-up)") == ["sign-up"])
    }

    @Test func aKeywordAfterNoOrWithoutIsAPromise() {
        #expect(BusinessKeywords.found(["sign-up", "email"], in: "No sign-up, no email.").isEmpty)
        #expect(BusinessKeywords.found(["login"], in: "Start without login") == [])
        #expect(BusinessKeywords.found(["login"], in: "No ads. Login to sync") == ["login"])
        #expect(BusinessKeywords.found(["email"], in: "No spam: enter your email") == ["email"])
    }

    /// The keywords are ruled out in one pass: each is answered, in order, whatever the others.
    @Test func keywordsAreLookedForInOnePass() {
        let keywords = BusinessKeywords.Keywords(["password", "", "log in", "Café", "email", "login"])
        #expect(keywords.found(in: "Log in with your EMAIL and password") == ["password", "log in", "email"])
        #expect(keywords.found(in: "Nothing to see") == [])
        #expect(keywords.found(in: "Au café, login") == ["Café", "login"])
        let words = ["ab", "b", "", "zz", "é"].map(FoldedASCII.word)
        #expect(FoldedASCII("xAB").mayContain(each: words) == [true, true, true, false, true])
        #expect(FoldedASCII("é ab").mayContain(each: words) == [true, true, true, true, true])
        #expect(FoldedASCII("").mayContain(each: words) == [false, false, true, false, true])
    }
}
