import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// A file that is not XLIFF 2.0 with a target language, or a `<ph>` that names no
    /// argument: an error at its line and column, and nothing is written.
    @Suite struct XLIFFReaderTests {
        static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

        static func unit(_ target: String) -> String {
            header + """
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
                  <file id="demo">
                    <unit id="onboarding.welcome.title">
                      <segment state="final">
                        <source>Welcome, <ph id="1" equiv="{name}"/></source>
                        <target>\(target)</target>
                      </segment>
                    </unit>
                  </file>
                </xliff>

                """
        }

        @Test(arguments: [
            ("", "xliff-not-xml 1:1"),
            (
                header
                    + "<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\" trgLang=\"de\">\n  <file id=\"demo\">\n</xliff>\n",
                "xliff-not-xml 4:9"
            ),
            (
                header
                    + "<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\">\n  <file id=\"x\"/>\n</xliff>\n",
                "xliff-target-language 2:1"
            ),
            (
                header
                    + "<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\" trgLang=\"Deutsch!\">\n</xliff>\n",
                "xliff-target-language 2:1"
            ),
            (
                header + "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n</xliff>\n",
                "xliff-version 2:1"
            ),
            (header + "<resources>\n</resources>\n", "xliff-not-xliff 2:1"),
            (unit("Hallo, <ph id=\"7\" equiv=\"{nobody}\"/>"), "xliff-placeholder 7:24"),
            (unit("Hallo <ph id=\"7\" disp=\"name\"/>"), "xliff-placeholder 7:23"),
            (unit("<ph id=\"2\" equiv=\"#\"/> Hallo"), "xliff-placeholder 7:17"),
            (unit("Hallo &amp name"), "xliff-not-xml 7:27"),
        ])
        func malformedFilesAreErrors(xliff: String, expected: String) {
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.located) == [expected])
            #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.span.file == "de.xlf" })
            #expect(result.hasErrors)
            #expect(result.output == nil)
        }

        /// No spec has the app id of `<file id>`: an error at it, with a did-you-mean.
        @Test func anUnknownAppIsAnError() {
            let xliff = Self.unit("Hallo").replacingFirst("<file id=\"demo\">", with: "<file id=\"demos\">")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.located) == ["xliff-unknown-app 3:3"])
            #expect(result.diagnostics.first?.help?.hasPrefix("did you mean `demo`?") == true)
        }

        /// Markup a tool adds keeps its text; `<cp>` is its character; CDATA is text.
        @Test func inlineMarkupAndCodePoints() throws {
            let xliff = Self.unit(
                "<mrk id=\"m1\" type=\"term\">Hallo</mrk><cp hex=\"00A0\"/><![CDATA[&]]> <ph id=\"1\"/>")
            let document = try #require(
                XLIFFReader.read(SourceFile(path: "x.xlf", text: xliff), diagnostics: DiagnosticSink()))
            let target = try #require(document.units.first?.segments.first?.target)
            #expect(
                target == [
                    .text("Hallo\u{A0}& "), .placeholder(.argument(Message.Argument(name: "name", type: .string))),
                ])
        }
    }
}
