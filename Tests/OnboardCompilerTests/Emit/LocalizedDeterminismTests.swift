import Foundation
import Testing
@testable import OnboardCompiler

/// A spec with translations, plurals and pseudo-locales compiles to the same bytes every time,
/// whatever order the translation files come in.
@Suite struct LocalizedDeterminismTests {
    static let yaml = PluralTablesTests.yaml.replacingOccurrences(
        of: "  name: Demo\n",
        with: """
              name: Demo
              pseudoLocales: [en-XA, ar-XB]
              fallbacks: { es-MX: [es-419], zh-HK: [zh-Hant] }

            """)

    static let translations =
        PluralTablesTests.translations + [
            translationFile("es-419", strings: "onboarding.welcome.body: Texto simple"),
            translationFile(
                "zh-Hant",
                strings: """
                    onboarding.welcome.body:
                      text: 純文字
                      review: true
                    """),
        ]

    static func outputs(_ translations: [SourceFile]) -> [OutputFile] {
        Pipeline.compile(SourceFile(path: "spec.yaml", text: yaml), translations: translations, options: emitOnly)
            .outputs
    }

    @Test func compilesTwiceToIdenticalBytes() throws {
        let first = Self.outputs(Self.translations)
        // Every table of every locale: 7 locales (en, ar, de, es-419, ja, zh-Hant + 2 pseudo), the XLIFF
        // and the Android keep file.
        #expect(first.count == 27)
        #expect(Self.outputs(Self.translations) == first)
        let input = Pipeline.Input(
            spec: SourceFile(path: "spec.yaml", text: Self.yaml), translations: Self.translations)
        #expect(Pipeline.compileAll([input], options: emitOnly).map(\.outputs) == [first])
    }

    @Test func translationFileOrderDoesNotMatter() {
        let first = Self.outputs(Self.translations)
        #expect(Self.outputs(Self.translations.reversed()) == first)
        let t = Self.translations
        #expect(t.count == 5)
        #expect(Self.outputs([t[3], t[0], t[4], t[2], t[1]]) == first)
    }

    @Test func everyTextFileEndsWithOneNewline() {
        for file in Self.outputs(Self.translations) {
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(file.path)")
            #expect(!text.contains("\r\n"), "\(file.path)")
        }
    }
}
