import Foundation
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

    /// The byte search finds what Foundation's search, the fallback for other texts, finds.
    @Test(arguments: [
        "Sign Up with your EMAIL", "e-mails, emailing, email2, 2email, _email_", "Log in, LOG IN, log  in", "aaaa",
        "sign-up (sign-up) sign-upx", "", "email", "No email\nemail\temail", "Email me: email@example.com",
    ])
    func bytesMatchFoundation(_ text: String) {
        for keyword in ["email", "log in", "sign-up", "aa", "a", "E-MAIL", "@"] {
            #expect(
                BusinessKeywords.asciiOccurrences(of: keyword, in: text)
                    == BusinessKeywords.foundationOccurrences(of: keyword, in: text),
                "\(keyword) in \(text)")
        }
    }

    @Test func textBeyondASCIIOrWithCarriageReturnsIsLeftToFoundation() {
        #expect(BusinessKeywords.asciiOccurrences(of: "email", in: "E-Mail-Adresse für email") == nil)
        #expect(BusinessKeywords.asciiOccurrences(of: "email", in: "email\r\nemail") == nil)
        #expect(BusinessKeywords.occurrences(of: "email", in: "email\r\nemail").count == 2)
    }

    /// Text beyond ASCII is ruled out on its canonical projection only where Foundation
    /// finds nothing either.
    @Test(arguments: [
        "E-Mail-Adresse für EMAIL", "Ｅmail", "e\u{301}mail", "émail", "emai\u{301}l", "LOG\u{200B} IN", "Straße login",
        "\u{212A}", "Passwort · password", "Ｓign up", "sign\u{00A0}up", "ﬁle login", "İstanbul sign-in", "",
    ])
    func projectionLetsThroughWhatFoundationFinds(_ text: String) {
        for keyword in BusinessNoAccount.defaultKeywords + ["k", "Log\u{200B} in", ";"] {
            if !BusinessKeywords.foundationOccurrences(of: keyword, in: text).isEmpty {
                #expect(FoldedASCII(canonical: text).mayContain(FoldedASCII.word(keyword)), "\(keyword) in \(text)")
            }
        }
    }
}
