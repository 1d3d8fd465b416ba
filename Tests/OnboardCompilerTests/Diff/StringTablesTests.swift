import Foundation
import Testing
@testable import OnboardCompiler

/// Reading every locale of the string tables back, and comparing texts per locale.
@Suite struct StringTablesTests {
    @Test func stringCatalogReadsEveryLocaleAndPlurals() throws {
        let json = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "a.title" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } },
              "a.count" : { "localizations" : { "en" : { "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "# plants" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "# plant" } } } } } } },
              "a.empty" : { } } }
            """
        let tables = try StringTables.stringCatalog(Data(json.utf8))
        #expect(tables.origin == .stringCatalog)
        #expect(
            tables.texts == [
                "en": ["a.title": "Hello", "a.count": "one: # plant | other: # plants"], "fr": ["a.title": "Bonjour"],
            ])
    }

    @Test func notAStringCatalogIsAFailure() {
        #expect(throws: DiffFailure.self) { try StringTables.stringCatalog(Data("[1]".utf8)) }
    }

    @Test func androidStringsAndPluralsByLocale() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- a comment -->
                <string name="a_title">Tom\\'s &amp; co</string>
                <plurals name="a_count"><item quantity="one">%d plant</item><item quantity="other">%d plants</item></plurals>
            </resources>
            """
        let tables = try StringTables.android([
            (locale: "en", data: Data(xml.utf8)),
            (locale: "fr", data: Data("<resources><string name=\"a_title\">Salut</string></resources>".utf8)),
        ])
        #expect(
            tables.texts == [
                "en": ["a_title": "Tom\\'s & co", "a_count": "one: %d plant | other: %d plants"],
                "fr": ["a_title": "Salut"],
            ])
        #expect(throws: DiffFailure.self) { try StringTables.android([(locale: "en", data: Data("not xml".utf8))]) }
    }

    @Test(arguments: [
        ("values", "en"), ("values-fr", "fr"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"),
        ("values-en-rXA", "en-XA"),
    ])
    func androidFolderLocales(folder: String, locale: String) {
        #expect(StringTables.androidLocale(folder: folder, sourceLocale: "en") == locale)
    }

    @Test(arguments: ["values-night", "values-v21", "values-land", "drawable", "values-fr-night"])
    func foldersThatAreNotLocales(folder: String) {
        #expect(StringTables.androidLocale(folder: folder, sourceLocale: "en") == nil)
    }

    @Test func textsAreComparedPerLocale() throws {
        let old = StringTables(
            origin: .stringCatalog,
            texts: ["en": ["k.a": "Hello", "k.b": "Bye", "k.c": "Same"], "de": ["k.a": "Hallo"]])
        let new = StringTables(
            origin: .stringCatalog,
            texts: ["en": ["k.a": "Hi \"you\"", "k.c": "Same", "k.d": "New"], "fr": ["k.a": "Salut"]])
        let diff = BundleComparison.compare(
            try Fixture.snapshot(Fixture.bundle(), catalog: old),
            try Fixture.snapshot(Fixture.bundle(), catalog: new))
        #expect(
            diff.changes.map(DiffReport.line) == [
                "- strings de: 1 key",
                "~ text en k.a: \"Hello\" -> \"Hi \\\"you\\\"\"",
                "- string en k.b: \"Bye\"",
                "+ string en k.d: \"New\"",
                "+ strings fr: 1 key",
            ])
        #expect(diff.notes.isEmpty)
    }

    @Test func bundleFilesCompareKeysNotTexts() throws {
        let old = Fixture.bundle(flows: [Fixture.flow(screens: [Fixture.screen("a")])])
        let new = Fixture.bundle(flows: [Fixture.flow(screens: [Fixture.screen("a"), Fixture.screen("b")])])
        let diff = BundleComparison.compare(try Fixture.snapshot(old), try Fixture.snapshot(new))
        #expect(diff.changes.map(DiffReport.line) == ["+ screen onboarding.b: index 1", "+ string onboarding.b.title"])
        #expect(diff.notes.first?.hasPrefix("string texts not compared: only a bundle file was given") == true)
    }
}
