import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// The plural tables of `PluralTablesTests`, read back through OnboardKit's text API from
/// both places an app can read them (the String Catalog, and the `.lproj` tables Xcode
/// compiles it into, which onboardc also writes): each locale shows its own CLDR form for
/// the count, the arguments in the translation's order, and the source text, in the
/// source's forms, where a translation lacks the key.
@Suite struct ClientTextTests {
    /// The emitted files, written to a temporary folder as an app would ship them.
    struct Emitted {
        let bundle: OnboardingBundle
        let catalog: StringCatalog
        let tables: AppleStringTables

        /// `yaml` (app `demo`) and its translations, compiled and written out.
        init(
            _ yaml: String = PluralTablesTests.yaml, translations: [SourceFile] = PluralTablesTests.translations
        ) throws {
            let compiled = compile(yaml, translations: translations)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "client-text-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for output in compiled.result.outputs {
                let url = folder.appendingPathComponent(output.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.bytes).write(to: url)
            }
            let app = folder.appendingPathComponent("demo")
            bundle = try OnboardingBundle(contentsOf: app.appendingPathComponent("bundle.json"))
            catalog = try StringCatalog(contentsOf: app.appendingPathComponent("ios/Localizable.xcstrings"))
            tables = try AppleStringTables(directory: app.appendingPathComponent("ios"))
        }
    }

    static let expected: [(locale: String, count: Int, title: String, subtitle: String)] = [
        ("en", 1, "You have 1 plant today", "Ana, you have 1 plant"),
        ("en", 0, "You have 0 plants today", "Ana, you have 0 plants"),
        ("de", 1, "Du hast heute 1 Pflanze!", "1 Pflanze für Ana"),
        ("de", 7, "Du hast heute 7 Pflanzen!", "7 Pflanzen für Ana"),
        ("ar", 0, "لديك لا نباتات اليوم", "Ana, you have 0 plants"),
        ("ar", 1, "لديك نبتة واحدة اليوم", "Ana, you have 1 plant"),
        ("ar", 2, "لديك نبتتان اليوم", "Ana, you have 2 plants"),
        ("ar", 3, "لديك 3 نباتات اليوم", "Ana, you have 3 plants"),
        ("ar", 11, "لديك 11 نبتة اليوم", "Ana, you have 11 plants"),
        ("ar", 100, "لديك 100 من النباتات اليوم", "Ana, you have 100 plants"),
        ("ja", 1, "今日は1本の植物があります", "Ana, you have 1 plant"),
        ("de-AT", 1, "Du hast heute 1 Pflanze!", "1 Pflanze für Ana"),
    ]

    @Test(arguments: expected)
    func eachLocaleShowsItsOwnForm(_ row: (locale: String, count: Int, title: String, subtitle: String)) throws {
        let emitted = try Emitted()
        for strings in [emitted.catalog, emitted.tables] as [any LocalizedStrings] {
            let text = OnboardingText(bundle: emitted.bundle, strings: strings, locale: row.locale)
            #expect(text(PluralTablesTests.title, ["count": .integer(row.count)]) == row.title, "\(type(of: strings))")
            #expect(
                text(PluralTablesTests.subtitle, ["count": .integer(row.count), "name": "Ana"]) == row.subtitle,
                "\(type(of: strings))")
        }
    }

    @Test func untranslatedTextComesFromTheSourceAndAnUnknownKeyIsItself() throws {
        let emitted = try Emitted()
        let text = OnboardingText(bundle: emitted.bundle, strings: emitted.catalog, locale: "de")
        #expect(text.resolve("onboarding.welcome.body") == ResolvedText(text: "Plain text", locale: "en"))
        #expect(text.resolve("no.such.key") == ResolvedText(text: "no.such.key", locale: nil))
    }
}
