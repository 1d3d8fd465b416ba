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
}
