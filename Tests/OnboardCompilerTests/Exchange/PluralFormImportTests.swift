import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// A plural form the translator adds is written even when its text equals `other`'s.
    @Suite struct PluralFormImportTests {
        static let spec = cliSpec(title: "\"{count, plural, one {# plant} other {# plants}}\"", platforms: "[ios]")
        static let arabic = """
            locale: ar
            strings:
              onboarding.welcome.title: "{count, plural, zero {لا نباتات} one {نبتة واحدة} two {نبتتان} few {# نباتات} other {# نبتة}}"
              onboarding.welcome.primary: التالي

            """
        static let input = ExchangeFixture.input(spec: spec, translations: ["specs/demo.l10n/ar.yaml": arabic])

        @Test func exportThenImportChangesNothing() throws {
            let xliff = try #require(ExchangeFixture.export("ar", Self.input))
            #expect(xliff.contains(#"<segment id="many" state="initial">"#))
            #expect(ExchangeFixture.importedText(xliff, Self.input) == nil)
        }

        @Test func addedFormWithTheTextOfOtherIsWritten() throws {
            let xliff = try #require(ExchangeFixture.export("ar", Self.input))
            let filled = xliff.replacingFirst(
                """
                      <segment id="many" state="initial">
                        <source><ph id="5" disp="{count}" equiv="#"/> plants</source>
                      </segment>
                """,
                with: """
                          <segment id="many" state="final">
                            <source><ph id="5" disp="{count}" equiv="#"/> plants</source>
                            <target><ph id="5" disp="{count}" equiv="#"/> نبتة</target>
                          </segment>
                    """)
            let written = try #require(ExchangeFixture.importedText(filled, Self.input))
            #expect(written.contains("few {# نباتات} many {# نبتة} other {# نبتة}}"))
        }
    }
}

extension ExchangeTests {
    /// A target that uses a source placeholder twice marks the second as a copy (XLIFF `copyOf`).
    @Suite struct RepeatedPlaceholderTests {
        static let german = """
            locale: de
            strings:
              onboarding.welcome.title: "{count, plural, one {# Pflanze} other {# Pflanzen (#)}}"

            """
        static let input = ExchangeFixture.input(
            spec: PluralFormImportTests.spec,
            translations: ["specs/demo.l10n/de.yaml": german])

        @Test func secondUseIsACopy() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
            let other = try #require(
                xliff.components(separatedBy: #"<segment id="other""#).last?
                    .components(separatedBy: "</segment>").first)
            #expect(
                other.contains(
                    ##"<target><ph id="2" disp="{count}" equiv="#"/> Pflanzen (<ph id="3" copyOf="2" disp="{count}" equiv="#"/>)</target>"##
                ))
            #expect(ExchangeFixture.importedText(xliff, Self.input) == nil)
        }
    }
}
