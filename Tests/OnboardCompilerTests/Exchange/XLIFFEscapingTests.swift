import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Text that XML, YAML or ICU could misread goes out and comes back exactly.
    @Suite struct XLIFFEscapingTests {
        /// `'`, `"`, `&`, `<`, `>`, `%`, a leading `@`, a newline, an emoji and right-to-left text.
        static let source = "@Don't \"stop\" & <go> at 100%\n🌱 שלום עולם"
        static let translated = "@Hör nicht auf: \"jetzt\" & <los> zu 100%\n🌱 مرحبا بك"

        static let input = ExchangeFixture.input(
            spec: ExchangeFixture.spec
                .replacingFirst(
                    "title: Welcome, {name}", with: #"title: "@Don't \"stop\" & <go> at 100%\n🌱 שלום עולם""#
                )
                .replacingFirst("caption: Tap Next to start", with: "caption: \"?Really\""),
            translations: [
                ExchangeFixture.germanPath: """
                locale: de
                strings:
                  onboarding.welcome.title: "@Hör nicht auf: \\"jetzt\\" & <los> zu 100%\\n🌱 مرحبا بك"
                  onboarding.welcome.caption: "?Wirklich"

                """
            ])

        @Test func xmlSpecialsAreEscapedAndTheRestIsVerbatim() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
            #expect(
                xliff.contains(
                    """
                    <source xml:space="preserve">@Don't "stop" &amp; &lt;go&gt; at 100%
                    🌱 שלום עולם</source>
                    """))
            #expect(
                xliff.contains(
                    """
                    <target xml:space="preserve">@Hör nicht auf: "jetzt" &amp; &lt;los&gt; zu 100%
                    🌱 مرحبا بك</target>
                    """))
            #expect(xliff.contains("<source>?Really</source>"))
            #expect(xliff.contains("<target>?Wirklich</target>"))
        }

        /// What the writer writes, the reader reads back as the same content.
        @Test func theReaderReadsBackWhatTheWriterWrote() throws {
            let spec = try #require(ExchangeFixture.validated(Self.input))
            let written = XLIFFExport(analysis: SpecAnalysis(spec), locale: "de").document()
            let read = try #require(
                XLIFFReader.read(
                    SourceFile(path: "de.xlf", text: XLIFFWriter.write(written)),
                    diagnostics: DiagnosticSink()))
            #expect(read.units.map(\.id) == written.units.map(\.id))
            #expect(read.units.map { $0.segments.map(\.source) } == written.units.map { $0.segments.map(\.source) })
            #expect(read.units.map { $0.segments.map(\.target) } == written.units.map { $0.segments.map(\.target) })
            #expect(read.units.map { $0.segments.map(\.state) } == written.units.map { $0.segments.map(\.state) })
        }

        /// Characters XML cannot carry travel as `<cp>`; a carriage return as a character reference.
        @Test func controlCharactersBecomeCodePoints() throws {
            #expect(XLIFFWriter.text("a\u{7}b\r\nc\u{FFFE}") == "a<cp hex=\"0007\"/>b&#13;\nc<cp hex=\"FFFE\"/>")
            let xliff = XLIFFReaderTests.unit("a<cp hex=\"0007\"/>b&#13;<cp hex=\"000D\"/> <ph id=\"1\"/>")
            let document = try #require(
                XLIFFReader.read(SourceFile(path: "x.xlf", text: xliff), diagnostics: DiagnosticSink()))
            #expect(document.units.first?.segments.first?.target?.first == .text("a\u{7}b\r\r "))
        }

        @Test func importingTheExportChangesNothing() throws {
            let result = ExchangeFixture.importing(try #require(ExchangeFixture.export("de", Self.input)), Self.input)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
            #expect(result.output == nil)
            #expect(result.summary.unchanged == 2)
        }

        /// A target holding every special character is written as a double-quoted YAML
        /// scalar that decodes to exactly that text.
        @Test func anImportedTrickyTextDecodesToItself() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
                .replacingFirst(
                    "<target>?Wirklich</target>",
                    with: "<target xml:space=\"preserve\">\(XLIFFWriter.text(Self.translated + " ' %"))</target>")
            let output = try #require(ExchangeFixture.importing(xliff, Self.input).output)
            let text = String(decoding: output.bytes, as: UTF8.self)
            #expect(
                text.contains(
                    #"  onboarding.welcome.caption: "@Hör nicht auf: \"jetzt\" & <los> zu 100%\n🌱 مرحبا بك ' %""#))
            let reread = Pipeline.validate(
                Self.input.spec, translations: [SourceFile(path: output.path, bytes: output.bytes)])
            #expect(
                reread.spec?.translations.first?.entry("onboarding.welcome.caption")?.text == Self.translated + " ' %")
        }

        /// Every text written as a YAML scalar reads back as itself, in a block and in a flow mapping.
        @Test(arguments: [
            "plain words", "Don't stop", "@home", "?why", "- dash", "a: b", "a:b", "a #b", "#hash", "yes", "No", "null",
            "~",
            "123", "1.5", "+1", ".5", "{count}", "x {name} y", "[list]", "a, b", "trailing ", " leading", "tab\there",
            "line\nbreak", "quote \"x\"", "'single'", "back\\slash", "emoji 🌱👍🏽", "שלום", "مرحبا", "bell\u{7}",
            "nel\u{85}",
            "ls\u{2028}", "bom\u{FEFF}", "del\u{7F}", "%d %@ 100%", "", "café: ok", "end:", "*star", "&anchor", "!tag",
            "|pipe",
            ">fold", "`tick`", "---", "...",
        ])
        func yamlScalarsReadBackAsThemselves(text: String) throws {
            for yaml in ["k: \(YAMLScalar.write(text))\n", "{ k: \(YAMLScalar.write(text)), z: 1 }\n"] {
                let document = try #require(
                    TreeBuilder.build(SourceFile(path: "t.yaml", text: yaml), diagnostics: DiagnosticSink()),
                    "\(yaml)")
                guard case .mapping(let entries) = document.root.content else {
                    Issue.record("not a mapping: \(yaml)")
                    continue
                }
                #expect(entries.first?.value.scalar?.text == text, "\(yaml)")
            }
        }
    }
}
