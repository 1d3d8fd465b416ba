import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Import never loses text silently: an emptied target keeps the translation
    /// the file has, and a target the app could not use stops the whole import.
    @Suite struct ImportTargetCheckTests {
        static let exported = ExchangeFixture.export("de") ?? ""

        /// The export with the primary button's target (line 36, `<target>` at column 9) replaced.
        static func primary(_ target: String) -> String {
            exported.replacingFirst("<target>Weiter</target>", with: target)
        }

        /// The title's target (line 55, `<target>` at column 9) replaced.
        static func title(_ target: String) -> String {
            exported.replacingFirst(
                #"<target>Willkommen, <ph id="1" disp="{name}" equiv="{name}"/></target>"#,
                with: target)
        }

        // MARK: Empty targets

        @Test(arguments: ["<target/>", "<target></target>", "<target>   </target>", "<target>\n\t</target>"])
        func anEmptyTargetKeepsTheTranslation(target: String) throws {
            let result = ExchangeFixture.importing(Self.primary(target))
            #expect(result.diagnostics.map(\.placed) == ["xliff-empty-target de.xlf:36:9 warning"])
            #expect(
                result.diagnostics.first?.message
                    == "the translation of `onboarding.welcome.primary` is empty; the translation the file has is kept")
            #expect(result.summary.skipped == 1)
            // Nothing else changed, so nothing is written: "Weiter" stays.
            #expect(result.output == nil)
        }

        /// With another change in the file, the emptied key is still left as it was.
        @Test func anEmptyTargetBesideAChangeIsLeftAsItWas() throws {
            let xliff = Self.primary("<target/>")
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Your garden</source>\n",
                    with:
                        "<segment state=\"final\">\n        <source>Your garden</source>\n        <target>Dein Garten</target>\n"
                )
            let text = try #require(ExchangeFixture.importedText(xliff))
            #expect(text.contains("onboarding.welcome.primary: \"Weiter\""))
            #expect(text.contains("onboarding.welcome.subtitle: Dein Garten"))
        }

        /// A key the file does not translate yet gets nothing, and says so.
        @Test func anEmptyTargetOfANewKeyImportsNothing() {
            let xliff = Self.exported.replacingFirst(
                "<segment state=\"initial\">\n        <source>Your garden</source>\n",
                with: "<segment state=\"final\">\n        <source>Your garden</source>\n        <target> </target>\n")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-empty-target de.xlf:46:9 warning"])
            #expect(
                result.diagnostics.first?.message
                    == "the translation of `onboarding.welcome.subtitle` is empty; nothing is imported for it")
            #expect(result.output == nil)
        }

        /// One plural form emptied keeps the whole plural as it was.
        @Test func anEmptyPluralFormKeepsThePlural() {
            let xliff = Self.exported.replacingFirst(
                ##"<target><ph id="1" disp="{count}" equiv="#"/> Pflanze wartet auf dich</target>"##, with: "<target/>")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-empty-target de.xlf:13:9 warning"])
            #expect(result.output == nil)
        }

        /// The file's own `<source>` emptied too is no way around it: the spec has text there.
        @Test func anEmptiedSourceDoesNotLetAnEmptyTargetThrough() {
            let xliff = Self.exported.replacingFirst(
                "<source>Next</source>\n        <target>Weiter</target>",
                with: "<source/>\n        <target/>")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-empty-target de.xlf:36:9 warning"])
            #expect(result.output == nil)
        }

        // MARK: Plural forms left untranslated

        /// The `one` form marked `initial` (or its target deleted) keeps the text it has;
        /// only the form translated anew is written.
        @Test(arguments: [
            (
                "<segment id=\"one\" state=\"translated\" subState=\"onboardc:needs-review\">",
                "<segment id=\"one\" state=\"initial\">"
            ),
            (##"<target><ph id="1" disp="{count}" equiv="#"/> Pflanze wartet auf dich</target>"##, ""),
        ])
        func anUntranslatedPluralFormKeepsItsText(old: String, new: String) throws {
            let xliff = Self.exported.replacingFirst(old, with: new).replacingFirst(
                ##"<target><ph id="2" disp="{count}" equiv="#"/> Pflanzen warten auf dich</target>"##,
                with: ##"<target><ph id="2" disp="{count}" equiv="#"/> Pflanzen warten auf dich!</target>"##)
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == [])
            #expect(result.summary.updated == 1)
            let text = try #require(ExchangeFixture.importedText(xliff))
            #expect(text.contains("one {# Pflanze wartet auf dich}"), "\(text)")
            #expect(text.contains("other {# Pflanzen warten auf dich!}"), "\(text)")
        }

        /// An untranslated segment may well be empty: it is not reported.
        @Test func anEmptyInitialTargetIsUntranslated() {
            let xliff = Self.primary("<target/>").replacingFirst(
                "<segment state=\"final\">\n        <source>Next",
                with: "<segment state=\"initial\">\n        <source>Next")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == [])
            #expect(result.summary.untranslated == 3)
        }

        // MARK: Placeholders

        /// A dropped placeholder is an error at the target, and nothing is written,
        /// not even the file's other changes.
        @Test func aTargetThatDropsAPlaceholderWritesNothing() {
            let xliff = Self.title("<target>Willkommen!</target>")
                .replacingFirst("<target>Weiter</target>", with: "<target>Los</target>")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-placeholder-mismatch de.xlf:55:9 error"])
            #expect(
                result.diagnostics.first?.message
                    == "the translation of `onboarding.welcome.title` has no placeholders, but the source text has `{name}`"
            )
            #expect(result.output == nil)
            #expect(result.hasErrors)
        }

        /// The source changed after the export (it now has `{count}` too): the old
        /// translation cannot fill it, so it is refused like a dropped one.
        @Test func aTargetMissingAPlaceholderTheSourceGainedWritesNothing() {
            let input = ExchangeFixture.input(
                spec: ExchangeFixture.spec.replacingFirst(
                    "title: Welcome, {name}", with: "title: \"Welcome, {name}, {count, number} plants\""))
            let result = ExchangeFixture.importing(Self.exported, input)
            #expect(result.diagnostics.map(\.placed) == ["xliff-placeholder-mismatch de.xlf:55:9 error"])
            #expect(result.output == nil)
        }

        /// Dropping `#` from one form is fine (many languages say "eine Pflanze"): the
        /// plural still counts `{count}`.
        @Test func droppingTheCountFromOneFormIsNoMismatch() {
            let oneForm = Self.exported.replacingFirst(
                ##"<target><ph id="1" disp="{count}" equiv="#"/> Pflanze wartet auf dich</target>"##,
                with: "<target>Eine Pflanze wartet auf dich</target>")
            #expect(ExchangeFixture.importing(oneForm).diagnostics.map(\.placed) == [])
        }

        // MARK: Length

        @Test func aTargetOverTheValueLimitWritesNothing() {
            let long = String(repeating: "Weiter ", count: 10_000)
            let result = ExchangeFixture.importing(Self.primary("<target>\(long)</target>"))
            #expect(result.diagnostics.map(\.placed) == ["xliff-target-too-long de.xlf:36:9 error"])
            #expect(
                result.diagnostics.first?.message
                    == "the translation of `onboarding.welcome.primary` is 70000 bytes long, more than the limit of 65536 bytes for one value"
            )
            #expect(result.output == nil)
        }
    }
}
