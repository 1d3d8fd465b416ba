import Foundation
import Testing
@testable import OnboardCompiler

/// Links in the outputs: the bundle's `links`, Markdown links with the URL in the Apple
/// tables, `<annotation link>` in Android's, `<pc type="link">` in XLIFF, ids kept by pseudo-locales.
@Suite struct LinkTablesTests {
    static let yaml = """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios, android], pseudoLocales: [en-XA] }
        links: { terms: https://example.com/terms, privacy: https://example.com/privacy }
        flows:
          - id: tour
            trigger: settings
            screens:
              - id: hello
                role: welcome
                title: "I agree to the [Terms](terms) and the [Privacy Policy](privacy)"
                body: "Send me [{count, plural, one {# tip} other {# tips}}](terms)"
                primary: { label: Done, action: complete }
        """

    @Test func everyTableWritesTheLinks() throws {
        let compiled = compile(Self.yaml)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.located))")
        let links = try #require(dig(compiled.json("demo/bundle.json"), "links") as? [String: String])
        #expect(links == ["terms": "https://example.com/terms", "privacy": "https://example.com/privacy"])
        let strings = try #require(compiled.text("en.lproj/Localizable.strings"))
        #expect(
            strings.contains(
                #""tour.hello.title" = "I agree to the [Terms](https://example.com/terms) and the [Privacy Policy](https://example.com/privacy)";"#
            ))
        let android = try #require(compiled.text("android/res/values/strings.xml"))
        #expect(
            android.contains(
                #"I agree to the <annotation link="terms">Terms</annotation> and the <annotation link="privacy">Privacy Policy</annotation>"#
            ))
        #expect(
            android.contains(#"<item quantity="one">Send me <annotation link="terms">%1$d tip</annotation></item>"#))
        let catalog = try #require(compiled.text("ios/Localizable.xcstrings"))
        #expect(catalog.contains("Send me [%lld tip](https://example.com/terms)"))
        // The pseudo-locale accents the text, never the link's id.
        let pseudo = try #require(compiled.text("values-en-rXA/strings.xml"))
        #expect(pseudo.contains(#"<annotation link="terms">Ţéŕɱš</annotation>"#))
    }

    @Test func lengthsCountTheLinkTextNotTheMarkup() throws {
        let message = try MessageParser.parse("I agree to the [Terms](terms), {name}").get()
        #expect(LengthBudget.length(of: message) == "I agree to the Terms, ".count + LengthBudget.placeholderWidth)
        #expect(message.linkTargets == [["terms"]])
        let plural = try MessageParser.parse("{n, plural, one {[# x](a)} other {[# y](a) [z](b)}}").get()
        #expect(plural.linkTargets == [["a"], ["a", "b"]])
    }
}
