import Foundation
import Testing

@testable import OnboardCompiler
@testable import OnboardPreview

/// The preview fills sample numbers in the digits the bundle names for each locale, the fact
/// OnboardKit reads: `ar` in Western digits (CLDR 47), `ar-EG` Arabic-Indic, `hi` Devanagari
/// (`app.numbers`).
@Suite struct PreviewNumbersTests {
    @Test func sampleNumbersAreWrittenInEachLocalesDigits() throws {
        let root = PackageRoot.url.appendingPathComponent("conformance/specs")
        func read(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let translations = try ["ar", "ar-EG", "fa", "hi"].map {
            SourceFile(path: "numbers.l10n/\($0).yaml", text: try read("numbers.l10n/\($0).yaml"))
        }
        let site = PreviewFixtures.site(
            [("numbers.yaml", try read("numbers.yaml"))], translations: ["numbers.yaml": translations])
        let texts = try PreviewFixtures.texts(PreviewFixtures.page(site, "numbers.html"))
        #expect(texts["en"]?["numbers.count.title"] as? String == "Step 3 of 3")
        #expect(texts["ar"]?["numbers.count.title"] as? String == "الخطوة 3 من 3")
        #expect(texts["ar-EG"]?["numbers.count.title"] as? String == "الخطوة ٣ من ٣")
        #expect(texts["hi"]?["numbers.count.title"] as? String == "३ में से चरण ३")
        #expect(texts["fa"]?["numbers.count.title"] as? String == "مرحلهٔ 3 از 3")
    }
}
