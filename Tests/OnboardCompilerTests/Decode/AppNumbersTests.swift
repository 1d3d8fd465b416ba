import BundleFormat
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// `app.numbers`: locale → numbering system, checked where each is written.
    @Suite struct AppNumbersTests {
        static func spec(_ numbers: String) -> String {
            "version: 1\napp:\n  id: demo\n  name: Demo\n  numbers: \(numbers)\nflows: []\n"
        }

        @Test func decodesEachLocalesSystemWithItsPlaces() throws {
            let spec = try #require(decode(Self.spec("{ ar: arab, fa: latn }")))
            #expect(spec.app.numbers.map(\.locale) == ["ar", "fa"])
            #expect(spec.app.numbers.map(\.system.id) == ["arab", "latn"])
            #expect(spec.app.numbers.map { "\($0.span.start.line):\($0.span.start.column)" } == ["5:14", "5:24"])
            #expect(spec.app.numbers.map { "\($0.systemSpan.start.column)" } == ["18", "28"])
            // The override, else CLDR's default (ar-EG is arab, fa latn only by the override).
            #expect(spec.app.numberingSystem(for: "fa").id == "latn")
            #expect(spec.app.numberingSystem(for: "ar").id == "arab")
            #expect(spec.app.numberingSystem(for: "ar-EG").id == "arab")
            #expect(spec.app.numberingSystem(for: "ne").id == "deva")
            #expect(spec.app.numberingSystem(for: "en").id == "latn")
        }

        @Test func anUnknownSystemIsReportedWhereItIsWrittenWithTheClosest() throws {
            let found = diagnose(Self.spec("{ ar: arabic, fa: arabxt }"))
            #expect(found.map(\.located) == ["spec-unknown-value 5:18", "spec-unknown-value 5:30"])
            #expect(found.map(\.help) == ["did you mean 'arab'?", "did you mean 'arabext'?"])
        }

        @Test func aLocaleThatIsNoTagAndAListAreReported() {
            #expect(diagnose(Self.spec("{ Arabic: arab }")).map(\.located) == ["spec-invalid-locale 5:14"])
            #expect(diagnose(Self.spec("arab")).map(\.located) == ["spec-type-mismatch 5:12"])
        }

        @Test func theBundleCarriesEveryShippedLocaleThatIsNotLatn() throws {
            let yaml = """
                version: 1
                app: { id: demo, name: Demo, sourceLocale: fa, numbers: { de: arab, ar-EG: latn } }
                flows: []
                """
            let translations = ["de", "ar", "ar-EG", "ne"].map {
                SourceFile(path: "spec.l10n/\($0).yaml", text: "locale: \($0)\nstrings: {}\n")
            }
            let compiled = compile(yaml, translations: translations)
            #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
            let systems = dig(compiled.json("bundle.json"), "numberingSystems") as? [String: String]
            #expect(systems == ["fa": "arabext", "de": "arab", "ne": "deva"])
        }
    }
}
