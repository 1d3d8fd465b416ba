import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Glossary terms in XLIFF: `<mrk translate="no">` around each term of a source and its
    /// target, with the same id; a unit that is one term is `translate="no"`; the import
    /// reads the marks' text back, and warns when a translator changed a marked term.
    @Suite struct XLIFFGlossaryTests {
        static let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            glossary:
              - Sprout
              - { term: Sprout Plus, note: the subscription & its name }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: done }
                screens:
                  - id: welcome
                    role: welcome
                    title: Sprout Plus
                    body: "Sprout waters, Sprout Plus reminds: {count, plural, one {# Sprout} other {# Sprouts}}"
                    primary: Next

            """
        static let german = """
            locale: de
            strings:
              onboarding.welcome.title: Sprout Plus
              onboarding.welcome.body: "Sprout Plus erinnert, Sprout gießt: {count, plural, one {# Sprout} other {# Sprouts}}"

            """
        static var input: Pipeline.Input {
            ExchangeFixture.input(spec: spec, translations: [ExchangeFixture.germanPath: german])
        }

        static func mark(_ id: Int, _ term: String) -> String {
            "<mrk id=\"term-\(id)\" translate=\"no\">\(term)</mrk>"
        }

        @Test func termsAreMarkedNotToTranslate() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
            #expect(xliff.contains("<unit id=\"onboarding.welcome.title\" translate=\"no\">"))
            #expect(xliff.contains("<source>Sprout Plus</source>"))
            #expect(xliff.contains("<unit id=\"onboarding.welcome.body\">"))
            #expect(xliff.contains("<note category=\"glossary\">Sprout Plus: the subscription &amp; its name</note>"))
            // The `one` segment: sources numbered first, in reading order; a target's marks
            // take the ids of the same terms in its source, whatever their order.
            #expect(
                xliff.contains(
                    "<source>\(Self.mark(1, "Sprout")) waters, \(Self.mark(2, "Sprout Plus")) reminds: "
                        + "<ph id=\"1\" disp=\"{count}\" equiv=\"#\"/> \(Self.mark(3, "Sprout"))</source>"))
            #expect(
                xliff.contains(
                    "<target>\(Self.mark(2, "Sprout Plus")) erinnert, \(Self.mark(1, "Sprout")) gießt: "
                        + "<ph id=\"1\" disp=\"{count}\" equiv=\"#\"/> \(Self.mark(3, "Sprout"))</target>"))
            // `Sprouts` is not the term: a whole word only.
            #expect(xliff.contains("reminds: <ph id=\"2\" disp=\"{count}\" equiv=\"#\"/> Sprouts</source>"))
            #expect(xliff.contains("<source>\(Self.mark(4, "Sprout")) waters, \(Self.mark(5, "Sprout Plus"))"))
        }

        @Test func theMarksRoundTrip() throws {
            let xliff = try #require(ExchangeFixture.export("de", Self.input))
            // Exported and imported unchanged: nothing to write, nothing to report.
            let unchanged = ExchangeFixture.importing(xliff, Self.input)
            #expect(unchanged.output == nil)
            #expect(unchanged.diagnostics.isEmpty, "\(unchanged.diagnostics.map(\.located))")
            // A translator who changed a marked term: imported as written, with a warning at the mark.
            let edited = xliff.replacingFirst(
                "<target>\(Self.mark(2, "Sprout Plus")) erinnert",
                with: "<target>\(Self.mark(2, "Sprössling Plus")) erinnert")
            let result = ExchangeFixture.importing(edited, Self.input)
            let line = edited.prefix(upTo: edited.range(of: "Sprössling")!.lowerBound).split(separator: "\n").count
            #expect(result.diagnostics.map(\.located) == ["xliff-glossary-term \(line):17"])
            let text = try #require(result.output.map { String(decoding: $0.bytes, as: UTF8.self) })
            #expect(text.contains("Sprössling Plus erinnert, Sprout gießt"))
        }
    }
}
