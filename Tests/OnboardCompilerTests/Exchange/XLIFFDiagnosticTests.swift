import Testing
@testable import OnboardCompiler

extension Diagnostic {
    /// `code file:line:col severity`: what the tests of this folder compare.
    var placed: String { "\(code) \(span.file):\(span.start.line):\(span.start.column) \(severity)" }
}

extension ExchangeTests {
    /// Every problem an import reports, with its code, its place in the XLIFF file
    /// (`de.xlf:line:col`) and its severity. The line numbers are those of the
    /// export of `ExchangeFixture`: units body (line 4), caption (20), primary (29),
    /// subtitle (39) and title (48).
    @Suite struct XLIFFDiagnosticTests {
        static func exported() throws -> String { try #require(ExchangeFixture.export("de")) }

        static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        static let root =
            #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">"#

        /// An argument that replaces the primary button's target (line 36, `<target>` at column 9).
        static func primary(_ target: String, _ expected: String) -> (String, String, String) {
            ("<target>Weiter</target>", "<target>\(target)</target>", expected)
        }

        // MARK: Reading the file: an error, and nothing is written

        @Test(arguments: [
            (" srcLang=\"en\"", "", "xliff-missing-attribute de.xlf:2:1 error"),
            (" trgLang=\"de\"", "", "xliff-target-language de.xlf:2:1 error"),
            ("trgLang=\"de\"", "trgLang=\"Deutsch!\"", "xliff-target-language de.xlf:2:1 error"),
            ("version=\"2.0\"", "version=\"2.1\"", "xliff-version de.xlf:2:1 error"),
            // Only the missing id: not also "no `<file>` element".
            ("<file id=\"demo\"", "<file", "xliff-missing-attribute de.xlf:3:3 error"),
            ("<file id=\"demo\"", "<file/>\n  <file id=\"demo\"", "xliff-missing-attribute de.xlf:3:3 error"),
            ("  </file>\n", "  </file>\n  <file id=\"demo\">\n  </file>\n", "xliff-second-file de.xlf:59:3 error"),
            ("<unit id=\"onboarding.welcome.caption\">", "<unit>", "xliff-missing-attribute de.xlf:20:5 error"),
            (
                "<unit id=\"onboarding.welcome.caption\">", "<unit id=\"onboarding.welcome.primary\">",
                "xliff-duplicate-unit de.xlf:29:5 error"
            ),
            ("<segment state=\"final\">", "<segment state=\"done\">", "xliff-invalid-state de.xlf:34:7 error"),
            primary("Wei<cp hex=\"zz\"/>ter", "xliff-invalid-code-point de.xlf:36:20 error"),
            primary("Wei<cp hex=\"D800\"/>ter", "xliff-invalid-code-point de.xlf:36:20 error"),
            primary("Wei<cp/>ter", "xliff-invalid-code-point de.xlf:36:20 error"),
            primary("Wei<cp hex=\"0041\"/><cp hex=\"110000\"/>ter", "xliff-invalid-code-point de.xlf:36:36 error"),
            primary("Wei<cp hex=\"+41\"/>ter", "xliff-invalid-code-point de.xlf:36:20 error"),
            // Two translations in one segment: neither wins silently.
            (
                "<target>Weiter</target>", "<target>Weiter</target><target>Los</target>",
                "xliff-second-target de.xlf:36:32 error"
            ),
            primary("Weiter <ph id=\"9\" equiv=\"{who}\"/>", "xliff-placeholder de.xlf:36:24 error"),
            primary("Weiter &amp Co", "xliff-not-xml de.xlf:36:28 error"),
            // libxml2 reports where it stopped: after the end tag that does not match.
            ("<target>Weiter</target>", "<target>Weiter</targt>", "xliff-not-xml de.xlf:36:31 error"),
        ])
        func anEditedExportIsAnError(old: String, new: String, expected: String) throws {
            let result = ExchangeFixture.importing(try Self.exported().replacingFirst(old, with: new))
            #expect(result.diagnostics.map(\.placed) == [expected])
            #expect(result.output == nil)
        }

        @Test(arguments: [
            ("", "xliff-not-xml de.xlf:1:1 error"),
            (header + "<resources>\n</resources>\n", "xliff-not-xliff de.xlf:2:1 error"),
            (header + root + "\n</xliff>\n", "xliff-no-file de.xlf:2:1 error"),
            (header + "\n" + root + "\n  <notes/>\n</xliff>\n", "xliff-no-file de.xlf:3:1 error"),
            // An external entity would silently blank the target: no document type at all.
            (
                header + "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>\n" + root + "&e;</xliff>\n",
                "xliff-doctype de.xlf:2:1 error"
            ),
            // XLIFF 2.0's version without its namespace, or with 1.2's.
            (
                header + root.replacingFirst(" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"", with: "")
                    + "\n</xliff>\n",
                "xliff-namespace de.xlf:2:1 error"
            ),
            (
                header + root.replacingFirst(":2.0\"", with: ":1.2\"") + "\n</xliff>\n",
                "xliff-namespace de.xlf:2:1 error"
            ),
        ])
        func aFileThatIsNotAnExportIsAnError(xliff: String, expected: String) {
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == [expected])
            #expect(result.output == nil)
        }

        @Test func theNamespaceMessageSaysWhatIsWrong() {
            let missing = ExchangeFixture.importing(
                Self.header
                    + Self.root.replacingFirst(
                        " xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"", with: "") + "\n</xliff>\n")
            #expect(
                missing.diagnostics.map(\.message)
                    == [
                        "the root element `<xliff>` has no namespace; XLIFF 2.0's is `urn:oasis:names:tc:xliff:document:2.0`"
                    ])
            let other = ExchangeFixture.importing(
                Self.header + Self.root.replacingFirst(":2.0\"", with: ":1.2\"") + "\n</xliff>\n")
            #expect(
                other.diagnostics.map(\.message)
                    == [
                        "the root element `<xliff>` is in the namespace `urn:oasis:names:tc:xliff:document:1.2`; "
                            + "XLIFF 2.0's is `urn:oasis:names:tc:xliff:document:2.0`"
                    ])
        }

        /// A file with a declaration or comments and no element is told so, not
        /// "there is text after the end of the document".
        @Test(arguments: [
            ("", "1:1"),
            ("   \n", "2:1"),
            (header, "2:1"),
            ("<!-- only a comment -->", "1:24"),
            (header + "<!-- only a comment -->\n", "3:1"),
        ])
        func aFileWithoutAnElementIsToldSo(xliff: String, place: String) {
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-not-xml de.xlf:\(place) error"])
            #expect(
                result.diagnostics.map(\.message)
                    == ["the file holds no XML element: it is empty, or holds only a declaration or comments"])
        }

        /// Text that is not XML at all is told so.
        @Test(arguments: ["hello", "hello <x/>"])
        func textThatIsNotXMLIsToldSo(xliff: String) {
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-not-xml de.xlf:1:1 error"])
            #expect(
                result.diagnostics.map(\.message) == [
                    "not well-formed XML: no XML element found: the file is empty or is not XML"
                ])
        }

        // MARK: Finding the app and its translation file

        @Test func anUnknownAppIsAnError() throws {
            let xliff = try Self.exported().replacingFirst("<file id=\"demo\"", with: "<file id=\"demos\"")
            #expect(
                ExchangeFixture.importing(xliff).diagnostics.map(\.placed) == ["xliff-unknown-app de.xlf:3:3 error"])
        }

        /// The source locale or a pseudo-locale has no translation file to import into.
        @Test(arguments: ["en", "en-XA", "ar-XB"])
        func anUntranslatableTargetLanguageIsAnError(locale: String) throws {
            let xliff = try Self.exported().replacingFirst("trgLang=\"de\"", with: "trgLang=\"\(locale)\"")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-target-language de.xlf:2:1 error"])
            #expect(result.output == nil)
        }

        /// The import goes on: units whose source differs are marked for review as usual.
        @Test func anotherSourceLanguageIsAWarning() throws {
            let xliff = try Self.exported().replacingFirst("srcLang=\"en\"", with: "srcLang=\"fr\"")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-source-language de.xlf:2:1 warning"])
            #expect(result.summary == TranslationExchange.ImportSummary(unchanged: 3, untranslated: 2))
        }

        /// `de.yaml` would be the new file for `de`, but it holds another locale.
        @Test func aTranslationFileOfAnotherLocaleIsAnError() throws {
            let input = ExchangeFixture.input(translations: [
                ExchangeFixture.germanPath: "locale: fr\nstrings:\n  onboarding.welcome.primary: Suivant\n"
            ])
            let result = ExchangeFixture.importing(try Self.exported(), input)
            #expect(result.diagnostics.map(\.placed) == ["xliff-translation-file de.xlf:2:1 error"])
            #expect(result.output == nil)
        }

        // MARK: Units: a warning, the unit is skipped, the rest is imported

        @Test func anUnknownUnitIsAWarning() throws {
            let xliff = try Self.exported().replacingFirst(
                "<unit id=\"onboarding.welcome.caption\">",
                with: "<unit id=\"onboarding.welcome.footer\">")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-unknown-unit de.xlf:20:5 warning"])
            #expect(result.summary.skipped == 1)
        }

        @Test func aChangedSourceIsAWarning() throws {
            let input = ExchangeFixture.input(
                spec: ExchangeFixture.spec.replacingFirst("primary: Next", with: "primary: Go"))
            let result = ExchangeFixture.importing(try Self.exported(), input)
            #expect(result.diagnostics.map(\.placed) == ["xliff-source-changed de.xlf:29:5 warning"])
            #expect(result.summary.stale == 1)
        }

        /// A segment for one exact number (`=0`), which the spec cannot hold either.
        @Test func anExactPluralSegmentIsAWarning() throws {
            let xliff = try Self.exported().replacingFirst(
                "      <segment id=\"other\"",
                with: """
                          <segment id="exact-0" state="translated">
                            <source>no plants wait for you</source>
                            <target>keine Pflanze wartet auf dich</target>
                          </segment>
                          <segment id="other"
                    """)
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.placed) == ["xliff-plural-exact de.xlf:4:5 warning"])
            #expect(result.summary.skipped == 1)
            #expect(result.output == nil)
        }

        /// A plural the file does not translate yet, with its `other` form left untranslated.
        @Test func aPluralWithoutOtherIsAWarning() throws {
            let xliff = try Self.exported().replacingFirst(
                "<segment id=\"other\" state=\"translated\"",
                with: "<segment id=\"other\" state=\"initial\"")
            let input = ExchangeFixture.input(translations: [
                ExchangeFixture.germanPath: "locale: de\nstrings:\n  onboarding.welcome.primary: Weiter\n"
            ])
            let result = ExchangeFixture.importing(xliff, input)
            #expect(result.diagnostics.map(\.placed) == ["xliff-plural-incomplete de.xlf:4:5 warning"])
            #expect(result.summary.skipped == 1)
            // The title is imported; the body is not.
            let text = result.output.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
            #expect(text.contains("onboarding.welcome.title") && !text.contains("onboarding.welcome.body"))
        }

        /// The body was a plural when exported; now neither the spec nor the translation has one.
        @Test func aPluralWhoseSourceIsNoLongerPluralIsAWarning() throws {
            let input = ExchangeFixture.input(
                spec: ExchangeFixture.spec.replacingFirst(
                    "\"{count, plural, one {# plant waits} other {# plants wait}} for you\"",
                    with: "Plants wait for you"),
                translations: [
                    ExchangeFixture.germanPath: "locale: de\nstrings:\n  onboarding.welcome.primary: Weiter\n"
                ])
            let result = ExchangeFixture.importing(try Self.exported(), input)
            #expect(result.diagnostics.map(\.placed) == ["xliff-plural-mismatch de.xlf:4:5 warning"])
            #expect(result.summary.skipped == 1)
            #expect(result.summary.added == 1)
        }

        // MARK: Writing the translation file

        /// A defensive check: the edited file must decode to what the plan says. The
        /// editor cannot go wrong on a file that validated, so this test hands the
        /// importer a translation file that changed after it was validated.
        @Test func anEditThatCannotBeMadeWritesNothing() throws {
            let input = ExchangeFixture.input()
            let spec = try #require(ExchangeFixture.validated(input))
            let xliff = try Self.exported().replacingFirst("<target>Weiter</target>", with: "<target>Los</target>")
            let document = try #require(
                XLIFFReader.read(SourceFile(path: "de.xlf", text: xliff), diagnostics: DiagnosticSink()))
            let changed = ExchangeFixture.input(translations: [ExchangeFixture.germanPath: "locale: de\n"])
            let sink = DiagnosticSink()
            var result = TranslationExchange.ImportResult(diagnostics: [], sources: [])
            let trees = changed.translations.reduce(into: [String: Document]()) { trees, file in
                trees[file.path] = TreeBuilder.build(file, diagnostics: DiagnosticSink())
            }
            Importer(
                document: document, analysis: SpecAnalysis(spec), input: changed, trees: trees,
                options: Pipeline.Options(), sink: sink
            )
            .run(translationFolder: "specs/demo.l10n", into: &result)
            #expect(sink.sorted.map(\.placed) == ["xliff-import-failed de.xlf:2:1 error"])
            #expect(result.output == nil)
        }

        /// The edited file would be larger than the next command may read: nothing is written.
        @Test func aTranslationFileOverTheInputLimitIsNotWritten() throws {
            // A translation file of 5 KB (a long comment), a limit 100 bytes above it, and a new
            // target of 500 characters.
            let german = ExchangeFixture.german + "# " + String(repeating: "x", count: 5_000) + "\n"
            let input = ExchangeFixture.input(translations: [ExchangeFixture.germanPath: german])
            let xliff = try Self.exported()
                .replacingFirst(
                    "<target>Weiter</target>", with: "<target>\(String(repeating: "Los ", count: 125))</target>")
            let limits = ParseLimits(maxInputBytes: german.utf8.count + 100)
            let result = ExchangeFixture.importing(
                bytes: Array(xliff.utf8), input, limits: limits)
            #expect(result.diagnostics.map(\.placed) == ["xliff-translation-too-large de.xlf:2:1 error"])
            #expect(result.output == nil)
        }

        /// Several new keys go into an empty `{}` in one edit, also behind an anchor
        /// (`strings: &s {}` once crashed the editor).
        @Test(arguments: ["strings: {}", "strings: &s {}", "strings: &s   {}"])
        func newKeysGoIntoAnEmptyFlowMapping(strings: String) throws {
            let input = ExchangeFixture.input(translations: [ExchangeFixture.germanPath: "locale: de\n\(strings)\n"])
            let xliff = try #require(ExchangeFixture.export("de", input))
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Next</source>\n",
                    with: "<segment state=\"final\">\n        <source>Next</source>\n        <target>Weiter</target>\n"
                )
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Your garden</source>\n",
                    with:
                        "<segment state=\"final\">\n        <source>Your garden</source>\n        <target>Dein Garten</target>\n"
                )
            let result = ExchangeFixture.importing(xliff, input)
            #expect(result.diagnostics.map(\.placed) == [])
            let prefix = String(strings.dropLast(2))  // `strings: &s ` keeps its anchor
            #expect(
                ExchangeFixture.importedText(xliff, input)
                    == "locale: de\n\(prefix){ onboarding.welcome.subtitle: Dein Garten, onboarding.welcome.primary: Weiter }\n"
                    + "sources:\n  onboarding.welcome.subtitle: \"fb93cbda\"\n  onboarding.welcome.primary: \"1ff57a29\"\n"
            )
        }
    }
}
