import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Links in XLIFF: a `<pc type="link">` around each link's text, which the import reads
    /// back as `[text](id)`, even when a tool drops the code's attributes in the target.
    @Suite struct XLIFFLinkTests {
        static let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            links: { terms: https://example.com/terms, privacy: https://example.com/privacy }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: done }
                screens:
                  - id: welcome
                    role: welcome
                    title: "I agree to the [Terms](terms) and the [Privacy Policy](privacy)"
                    primary: Next

            """
        static let german = """
            locale: de
            strings:
              onboarding.welcome.title: "Ich akzeptiere [Datenschutz](privacy) und [AGB](terms)"

            """
        static var input: Pipeline.Input {
            ExchangeFixture.input(spec: spec, translations: [ExchangeFixture.germanPath: german])
        }

        @Test func linksAreCodesTranslatorsMoveButCannotBreak() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
            let code =
                #"<pc id="link-terms" type="link" canCopy="no" canDelete="no" dispStart="[" dispEnd="](terms)" equivStart="[" equivEnd="](terms)">"#
            #expect(xliff.contains("<source>I agree to the \(code)Terms</pc> and the "))
            #expect(xliff.contains("<target>Ich akzeptiere <pc id=\"link-privacy\""))
            // Exported and imported unchanged: nothing to write.
            #expect(ExchangeFixture.importing(xliff, Self.input).output == nil)
            // A translator's new wording, and a tool that kept only the code's id.
            let edited = xliff.replacingFirst(
                #"<pc id="link-terms" type="link" canCopy="no" canDelete="no" dispStart="[" dispEnd="](terms)" equivStart="[" equivEnd="](terms)">AGB</pc>"#,
                with: #"<pc id="link-terms">Nutzungsbedingungen</pc>"#)
            let text = try #require(ExchangeFixture.importedText(edited, Self.input))
            #expect(
                text.contains(
                    #"onboarding.welcome.title: "Ich akzeptiere [Datenschutz](privacy) und [Nutzungsbedingungen](terms)""#
                ))
        }
    }
}
