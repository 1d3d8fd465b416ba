import Foundation
import Testing
@testable import OnboardCompiler

/// `links:` and `[text](id)` in copy: what the decoder takes, and where it says what is wrong.
@Suite struct LinkDecodingTests {
    static func spec(
        _ title: String,
        links: String = "{ terms: https://example.com/terms, privacy: \"https://example.com/privacy\" }"
    ) -> String {
        """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios, android] }
        links: \(links)
        flows:
          - id: tour
            trigger: settings
            screens:
              - { id: hello, role: welcome, title: \(title), primary: { label: Done, action: complete } }
        """
    }

    @Test func declaredLinksReachTheIR() throws {
        let spec = try #require(
            decode(Self.spec(#""I agree to the [Terms](terms) and the [Privacy Policy](privacy)""#)))
        #expect(spec.links.map(\.id) == ["terms", "privacy"])
        #expect(spec.link(id: "privacy")?.url == "https://example.com/privacy")
        #expect(spec.links.first?.span.start.line == 3)
    }

    @Test func problemsPointAtTheCharacter() {
        let cases: [(String, String, [String])] = [
            (
                #""Read the [Terms](term) and [Privacy](privacy)""#, "",
                ["spec-unused-link 3:10", "spec-unknown-link 8:62"]
            ),
            (
                #""Read the [Terms](terms""#, "",
                ["spec-unused-link 3:10", "spec-unused-link 3:44", "spec-link-markup 8:61"]
            ),
            (
                #""Read [](terms) and [P](privacy)""#, "",
                ["spec-unused-link 3:10", "spec-unused-link 3:44", "spec-link-markup 8:50"]
            ),
            (
                #""[a [b](terms) c](privacy)""#, "",
                ["spec-unused-link 3:10", "spec-unused-link 3:44", "spec-link-markup 8:48"]
            ),
            (#""[Terms](https://x.com) [T](terms) [P](privacy)""#, "", ["spec-link-markup 8:53"]),
            (#""[T](terms) [T](terms) [P](privacy)""#, "", ["spec-link-markup 8:56"]),
            (
                #""{count, plural, one {[# term](terms)} other {# terms}} [P](privacy)""#, "",
                ["spec-link-markup 8:66"]
            ),
        ]
        for (title, _, expected) in cases {
            #expect(diagnose(Self.spec(title)).map(\.located) == expected, "\(title)")
        }
        let unknown = diagnose(Self.spec(#""Read the [Terms](term) and [Privacy](privacy)""#))
        #expect(unknown.first { $0.code == "spec-unknown-link" }?.help == "did you mean 'terms'?")
    }

    @Test func urlsAreAbsoluteHTTPS() {
        for (url, ok) in [
            ("https://example.com/terms", true), ("\"https://example.com:8443/a?b=c#d\"", true),
            ("http://example.com/terms", false), ("https://", false), ("example.com/terms", false),
            ("\"https://example.com/a b\"", false), ("\"https://example.com/(x)\"", false),
        ] {
            let found = diagnose(Self.spec(#""[Terms](terms)""#, links: "{ terms: \(url) }")).map(\.located)
            #expect(found == (ok ? [] : ["spec-link-url 3:17"]), "\(url)")
        }
    }

    @Test func aPlainBracketIsText() {
        #expect(diagnose(Self.spec(#""See [1] and [beta] (soon), [Terms](terms), [P](privacy)""#)).isEmpty)
    }
}
