import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// What a translator receives: units in key order, notes, segments per plural form, states.
    @Suite struct XLIFFExportTests {
        /// Byte for byte: attribute order, indentation, states, `<ph>` ids and notes.
        @Test func germanExportOfTheFixture() throws {
            let xliff = try #require(ExchangeFixture.export("de"))
            #expect(
                xliff == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
                      <file id="demo" original="demo.yaml" canResegment="no">
                        <unit id="onboarding.welcome.body">
                          <notes>
                            <note category="location">onboarding / welcome / body</note>
                            <note category="description">How many plants are waiting</note>
                            <note category="length">max 200 characters</note>
                            <note category="plural">one segment per plural form of {count}; de uses one, other</note>
                          </notes>
                          <segment id="one" state="translated" subState="onboardc:needs-review">
                            <source><ph id="1" disp="{count}" equiv="#"/> plant waits for you</source>
                            <target><ph id="1" disp="{count}" equiv="#"/> Pflanze wartet auf dich</target>
                          </segment>
                          <segment id="other" state="translated" subState="onboardc:needs-review">
                            <source><ph id="2" disp="{count}" equiv="#"/> plants wait for you</source>
                            <target><ph id="2" disp="{count}" equiv="#"/> Pflanzen warten auf dich</target>
                          </segment>
                        </unit>
                        <unit id="onboarding.welcome.caption">
                          <notes>
                            <note category="location">onboarding / welcome / caption</note>
                            <note category="length">max 120 characters</note>
                          </notes>
                          <segment state="initial">
                            <source>Tap Next to start</source>
                          </segment>
                        </unit>
                        <unit id="onboarding.welcome.primary">
                          <notes>
                            <note category="location">onboarding / welcome / button label</note>
                            <note category="length">max 24 characters</note>
                          </notes>
                          <segment state="final">
                            <source>Next</source>
                            <target>Weiter</target>
                          </segment>
                        </unit>
                        <unit id="onboarding.welcome.subtitle">
                          <notes>
                            <note category="location">onboarding / welcome / subtitle</note>
                            <note category="length">max 60 characters</note>
                          </notes>
                          <segment state="initial">
                            <source>Your garden</source>
                          </segment>
                        </unit>
                        <unit id="onboarding.welcome.title">
                          <notes>
                            <note category="location">onboarding / welcome / title</note>
                            <note category="length">max 40 characters</note>
                          </notes>
                          <segment state="final">
                            <source>Welcome, <ph id="1" disp="{name}" equiv="{name}"/></source>
                            <target>Willkommen, <ph id="1" disp="{name}" equiv="{name}"/></target>
                          </segment>
                        </unit>
                      </file>
                    </xliff>

                    """)
        }

        /// One segment per CLDR category of the TARGET locale; a segment's source is the
        /// source's case for that category, or its `other`.
        @Test(arguments: [
            ("ar", ["zero", "one", "two", "few", "many", "other"]),
            ("ja", ["other"]),
            ("de", ["one", "other"]),
        ])
        func pluralSegmentsFollowTheTargetLocale(locale: String, segments: [String]) throws {
            let spec = try #require(ExchangeFixture.validated(ExchangeFixture.input(translations: [:])))
            let document = XLIFFExport(analysis: SpecAnalysis(spec), locale: locale).document()
            let body = try #require(document.units.first { $0.id == "onboarding.welcome.body" })
            #expect(body.segments.map(\.id) == segments)
            #expect(body.segments.allSatisfy { $0.state == .initial && $0.target == nil })
            for segment in body.segments {
                let expected = segment.id == "one" ? " plant waits for you" : " plants wait for you"
                #expect(segment.source == [.placeholder(.count), .text(expected)])
            }
            #expect(
                body.notes.last
                    == XLIFFNote(
                        category: "plural",
                        text:
                            "one segment per plural form of {count}; \(locale) uses \(segments.joined(separator: ", "))"
                    ))
        }

        /// Placeholder ids are unique in a unit; a target's `<ph>` reuses the id of its source's.
        /// A translation whose placeholders are not the source's (`{name}` dropped) is exported
        /// `translated`, not `final`, for the translator to fix; imported back as it is, it changes
        /// nothing, while a new target that still drops it is refused.
        @Test func aTranslationWithBrokenPlaceholdersIsNotFinalAndImportsBackUnchanged() throws {
            let german =
                "locale: de\nstrings:\n  onboarding.welcome.title: Willkommen\n  onboarding.welcome.primary: Weiter\n"
            let input = ExchangeFixture.input(translations: [ExchangeFixture.germanPath: german])
            let xliff = try #require(ExchangeFixture.export("de", input))
            let unit = try #require(
                xliff.components(separatedBy: #"<unit id="onboarding.welcome.title">"#).dropFirst().first?
                    .components(separatedBy: "</unit>").first)
            #expect(unit.contains(#"<segment state="translated">"#) && !unit.contains("subState"), "\(unit)")
            #expect(xliff.contains(#"<unit id="onboarding.welcome.primary">"#))
            let back = ExchangeFixture.importing(xliff, input)
            #expect(back.diagnostics.isEmpty, "\(back.diagnostics.map(\.message))")
            #expect(back.output == nil)
            let retyped = xliff.replacingFirst("<target>Willkommen</target>", with: "<target>Hallo</target>")
            #expect(ExchangeFixture.importing(retyped, input).diagnostics.map(\.code) == ["xliff-placeholder-mismatch"])
        }

        @Test func placeholderIDsAreUniqueInAUnit() throws {
            let xliff = try #require(ExchangeFixture.export("ar"))
            let body = try #require(
                xliff.components(separatedBy: "<unit id=\"onboarding.welcome.body\">").last?
                    .components(separatedBy: "</unit>").first)
            let ids = body.components(separatedBy: "<ph id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(ids == ["1", "2", "3", "4", "5", "6"])
        }

        /// `onboardc build` writes one file per translation (not the source, not pseudo-locales),
        /// with the bytes `l10n export` writes.
        @Test func buildWritesOneFilePerTargetLocale() throws {
            let spec = ExchangeFixture.spec.replacingFirst(
                "platforms: [ios] }", with: "platforms: [ios], pseudoLocales: [en-XA, ar-XB] }")
            let input = ExchangeFixture.input(
                spec: spec,
                translations: [
                    ExchangeFixture.germanPath: ExchangeFixture.german,
                    "specs/demo.l10n/ja.yaml": "locale: ja\nstrings:\n  onboarding.welcome.primary: 次へ\n",
                ])
            let result = Pipeline.compile(input.spec, translations: input.translations, options: emitOnly)
            #expect(!result.hasErrors, "\(result.diagnostics.map(\.located))")
            let xliff = result.outputs.filter { $0.path.contains("/xliff/") }
            #expect(xliff.map(\.path) == ["demo/xliff/de.xlf", "demo/xliff/ja.xlf"])
            let spec2 = try #require(result.spec)
            #expect(xliff.first?.bytes == Array(TranslationExchange.export(spec2, locale: "de").utf8))
        }

        /// The source locale and pseudo-locales are not exported; a malformed tag is refused.
        @Test(arguments: ["en", "en-XA", "ar-XB", "not a locale"])
        func localesThatCannotBeExported(locale: String) throws {
            let spec = try #require(ExchangeFixture.validated())
            #expect(TranslationExchange.exportProblem(spec, locale: locale) != nil)
        }
    }
}
