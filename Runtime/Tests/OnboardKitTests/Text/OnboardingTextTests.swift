import Foundation
import Testing
@testable import OnboardKit

/// Lookup, fallback and formatting of `OnboardingText` on small catalogs written here.
@Suite("Text: lookup, fallback, formatting")
struct OnboardingTextTests {
    /// `en` (source), `es` and `es-419`; `es` falls back to `es-419` as PageInstead's spec says.
    static let bundle = OnboardingBundle(
        app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "es", "es-419"], flows: [],
        localeFallbacks: ["es": ["es-419"]], pseudoLocales: ["en-XA"],
        placeholders: [
            "greeting": [Placeholder(name: "name", type: .string), Placeholder(name: "count", type: .integer)],
            "broken": [Placeholder(name: "name", type: .string)],
        ])

    /// `"key": {"localizations": {locale: {stringUnit}}}` for each `(key, locale, state, value)`.
    static func catalog(_ rows: [(String, String, String, String)]) throws -> StringCatalog {
        var strings: [String: [String: [String: Any]]] = [:]
        for (key, locale, state, value) in rows {
            strings[key, default: ["localizations": [:]]]["localizations"]![locale] = [
                "stringUnit": ["state": state, "value": value]
            ]
        }
        return try StringCatalog(
            data: JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "strings": strings]))
    }

    static func text(_ locale: String, _ rows: [(String, String, String, String)]) throws -> OnboardingText {
        OnboardingText(bundle: bundle, strings: try catalog(rows), locale: locale)
    }

    @Test("the lookup order is the locale, its chain from the one resolver, then the source")
    func lookupOrder() throws {
        #expect(try Self.text("es-ES", []).lookupOrder == ["es-ES", "es", "es-419", "en"])
        #expect(try Self.text("es-419", []).lookupOrder == ["es-419", "es", "en"])
        #expect(try Self.text("en-GB", []).lookupOrder == ["en-GB", "en"])
        #expect(
            OnboardingText(bundle: Self.bundle, strings: try Self.catalog([])).locale == Self.bundle.resolveLocale())
    }

    @Test("a key the locale lacks comes from the first locale of its chain that has it, else the source")
    func fallsBackAlongTheChain() throws {
        let text = try Self.text(
            "es-ES",
            [
                ("title", "en", "translated", "Welcome"), ("title", "es-419", "translated", "Bienvenida"),
                ("body", "en", "translated", "Hello"), ("body", "es", "translated", "Hola"),
                ("body", "es-419", "translated", "Qué tal"),
                ("cta", "en", "translated", "Go"),
            ])
        #expect(text.resolve("title") == ResolvedText(text: "Bienvenida", locale: "es-419"))
        #expect(text.resolve("body") == ResolvedText(text: "Hola", locale: "es"))
        #expect(text.resolve("cta") == ResolvedText(text: "Go", locale: "en"))
        #expect(text.resolve("none") == ResolvedText(text: "none", locale: nil))
    }

    @Test("a localization in state new is not a translation: the chain goes on past it")
    func newIsNotATranslation() throws {
        let text = try Self.text(
            "es",
            [
                ("title", "en", "translated", "Welcome"), ("title", "es", "new", "Welcome"),
                ("title", "es-419", "needs_review", "Bienvenida"),
            ])
        #expect(text.resolve("title") == ResolvedText(text: "Bienvenida", locale: "es-419"))
    }

    @Test("placeholders take their values by name, in the bundle's argument order, whatever order the text uses")
    func argumentOrder() throws {
        let text = try Self.text(
            "es",
            [
                ("greeting", "en", "translated", "%1$@, you have %2$lld plants"),
                ("greeting", "es", "translated", "%2$lld plantas para %1$@, 100%%"),
            ])
        #expect(text("greeting", ["count": 3, "name": "Ana"]) == "3 plantas para Ana, 100%")
        #expect(text("greeting", ["count": "4"]) == "4 plantas para {name}, 100%")
    }

    @Test("text without placeholders is not a format: a percent sign stays as written")
    func plainTextIsNotAFormat() throws {
        #expect(
            try Self.text("en", [("sale", "en", "translated", "50% off, 100%% sure")])("sale") == "50% off, 100%% sure")
    }

    @Test(
        "a translation whose specifiers do not fit the placeholders is skipped, never formatted",
        arguments: ["%1$lld", "%2$@", "%d", "%1$@ %", "%s", "%1$#@x@"])
    func damagedFormatFallsBack(format: String) throws {
        let text = try Self.text(
            "es", [("broken", "en", "translated", "Hi %@"), ("broken", "es", "translated", format)])
        #expect(text.resolve("broken", ["name": "Ana"]) == ResolvedText(text: "Hi Ana", locale: "en"))
    }

    @Test("a pseudo-locale's own table is used when it is asked for")
    func pseudoLocale() throws {
        let text = try Self.text(
            "en-XA", [("title", "en", "translated", "Welcome"), ("title", "en-XA", "translated", "[Ŵéļçöɱé]")])
        #expect(text.resolve("title") == ResolvedText(text: "[Ŵéļçöɱé]", locale: "en-XA"))
    }

    @Test("a plural takes the form CLDR gives the count in the locale whose table has it")
    func pluralForms() throws {
        let bundle = OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "pl"], flows: [],
            placeholders: [
                "left": [Placeholder(name: "count", type: .integer)],
                "owner": [
                    Placeholder(name: "name", type: .string),
                    Placeholder(name: "count", type: .integer),
                ],
            ])
        let catalog = try StringCatalog(
            data: Data(
                #"""
                {"sourceLanguage": "en", "strings": {
                  "left": {"localizations": {
                    "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld day left"}},
                                                     "other": {"stringUnit": {"state": "translated", "value": "%lld days left"}}}}},
                    "pl": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Został %lld dzień"}},
                                                     "few": {"stringUnit": {"state": "translated", "value": "Zostały %lld dni"}},
                                                     "many": {"stringUnit": {"state": "translated", "value": "Zostało %lld dni"}},
                                                     "other": {"stringUnit": {"state": "translated", "value": "Zostało %lld dnia"}}}}}}},
                  "owner": {"localizations": {
                    "pl": {"stringUnit": {"state": "translated", "value": "%1$@ ma %2$#@count@"},
                           "substitutions": {"count": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                             "one": {"stringUnit": {"state": "translated", "value": "%arg roślinę"}},
                             "few": {"stringUnit": {"state": "translated", "value": "%arg rośliny"}},
                             "many": {"stringUnit": {"state": "translated", "value": "%arg roślin"}}}}}}}}}}}
                """#.utf8))
        let polish = OnboardingText(bundle: bundle, strings: catalog, locale: "pl")
        #expect(
            [1, 2, 5, 22, 25].map { polish("left", ["count": .integer($0)]) }
                == ["Został 1 dzień", "Zostały 2 dni", "Zostało 5 dni", "Zostały 22 dni", "Zostało 25 dni"])
        #expect(
            [1, 3, 12].map { polish("owner", ["name": "Ola", "count": .integer($0)]) }
                == ["Ola ma 1 roślinę", "Ola ma 3 rośliny", "Ola ma 12 roślin"])
        let english = OnboardingText(bundle: bundle, strings: catalog, locale: "en")
        #expect([1, 2].map { english("left", ["count": .integer($0)]) } == ["1 day left", "2 days left"])
    }

    @Test("format specifiers are read as printf reads them: scalar by scalar")
    func specifiers() throws {
        let scanned = try #require(FormatSpecifiers.scan("%@ and %lld, 10%% then %3$#@n@ %1$ld %d"))
        #expect(scanned.map(\.argument) == [1, 2, 0, 3, 1, 3])
        #expect(
            scanned.map(\.conversion) == [
                .text, .integer(wide: true), .percent, .variable("n"), .integer(wide: true),
                .integer(wide: false),
            ])
        #expect(scanned.map(\.isNumbered) == [false, false, false, true, true, false])
        // U+0600 joins the `%` after it into one Character; Foundation still reads the `%`.
        #expect(FormatSpecifiers.scan("\u{0600}%@ \u{0600}%2$lld")?.map(\.argument) == [1, 2])
        for bad in ["%", "%0$@", "%f", "%#@@", "%#@open", "%1$", "%s", "%\u{0600}@", "%99999$@", "%-5@"] {
            #expect(FormatSpecifiers.scan(bad) == nil, "\(bad)")
        }
    }

    /// Downloaded tables that would make `String(format:)` read what is not there.
    @Test(
        "a prepended mark cannot hide a specifier from the guard",
        arguments: ["%1$@ \u{0600}%2$s", "%1$@ \u{0600}%2$@", "\u{0600}%@\u{0600}%@\u{0600}%@"])
    func hiddenSpecifiers(format: String) throws {
        let text = try Self.text(
            "es",
            [
                ("greeting", "en", "translated", "%1$@, you have %2$lld plants"),
                ("greeting", "es", "translated", format),
            ])
        #expect(
            text.resolve("greeting", ["name": "Ana", "count": 2])
                == ResolvedText(text: "Ana, you have 2 plants", locale: "en"))
    }

    @Test("numbered and unnumbered specifiers together are refused; %d takes 32 bits")
    func mixedAndNarrow() throws {
        let text = try Self.text(
            "es",
            [
                ("greeting", "en", "translated", "%1$@ has %2$d plants"),
                ("greeting", "es", "translated", "%@ tiene %2$lld plantas"),
            ])
        #expect(
            text.resolve("greeting", ["name": "Ana", "count": 3])
                == ResolvedText(text: "Ana has 3 plants", locale: "en"))
        // Numbers are formatted for the locale (grouped, as Apple's localized formats are); %d clamps to 32 bits.
        #expect(text("greeting", ["name": "Ana", "count": .integer(Int.max)]) == "Ana has 2,147,483,647 plants")
        let both = try Self.text("en", [("greeting", "en", "translated", "%1$@ %2$d %2$lld")])
        #expect(both.resolve("greeting").locale == nil)
    }

    /// A catalog whose `es` text of `owner` is `format`, the variable `count` with `argNum`.
    static func owner(_ format: String, argNum: Int?) throws -> OnboardingText {
        let bundle = OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "es"], flows: [],
            placeholders: [
                "owner": [
                    Placeholder(name: "name", type: .string),
                    Placeholder(name: "count", type: .integer),
                ]
            ])
        let arg = argNum.map { #""argNum": \#($0), "# } ?? ""
        let catalog = try StringCatalog(
            data: Data(
                #"""
                {"sourceLanguage": "en", "strings": {"owner": {"localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "%1$@ has %2$lld"}},
                  "es": {"stringUnit": {"state": "translated", "value": "\#(format)"},
                         "substitutions": {"count": {\#(arg)"formatSpecifier": "lld", "variations": {"plural": {
                           "one": {"stringUnit": {"state": "translated", "value": "%arg planta"}},
                           "other": {"stringUnit": {"state": "translated", "value": "%arg plantas"}}}}}}}}}}}
                """#.utf8))
        return OnboardingText(bundle: bundle, strings: catalog, locale: "es")
    }

    @Test("a plural variable's form and number both come from its argNum")
    func argNumChoosesTheForm() throws {
        let text = try Self.owner("%1$@ tiene %2$#@count@", argNum: 2)
        #expect(
            [1, 4].map { text("owner", ["name": "Ana", "count": .integer($0)]) } == [
                "Ana tiene 1 planta", "Ana tiene 4 plantas",
            ])
        // Unnumbered, the variable is still argument 2, as argNum says (not the next one, 1).
        #expect(
            try Self.owner("%1$@ tiene %#@count@", argNum: 2)("owner", ["name": "Ana", "count": 1])
                == "Ana tiene 1 planta")
        // Without argNum, its place decides.
        #expect(
            try Self.owner("%1$@ tiene %2$#@count@", argNum: nil)("owner", ["name": "Ana", "count": 1])
                == "Ana tiene 1 planta")
    }

    @Test(
        "a variable whose place and argNum disagree, or that counts a text, is refused",
        arguments: [("%1$@ tiene %2$#@count@", 1), ("%2$#@count@ de %1$@", 1), ("%1$#@count@", nil as Int?)])
    func argNumConflicts(format: String, argNum: Int?) throws {
        #expect(
            try Self.owner(format, argNum: argNum).resolve("owner", ["name": "Ana", "count": 1])
                == ResolvedText(text: "Ana has 1", locale: "en"))
    }

    @Test("a damaged .lproj file, or entry, is left out; the other locales are read")
    func damagedTablesAreSkipped() throws {
        let english = Data(#""title" = "Welcome";"#.utf8)
        let plist = { (body: String) in
            Data(
                #"""
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>
                """#.utf8)
        }
        let tables = AppleStringTables(files: [
            .init(locale: "en", strings: english, stringsdict: nil),
            .init(
                locale: "es", strings: Data("not a table".utf8), stringsdict: plist("<key>x</key><string>oops</string>")
            ),
            .init(
                locale: "de",
                strings: plist("<key>title</key><string>Willkommen</string><key>n</key><integer>1</integer>"),
                stringsdict: nil),
        ])
        #expect(tables.format(forKey: "title", locale: "en") == .format("Welcome"))
        #expect(tables.format(forKey: "title", locale: "de") == .format("Willkommen"))
        #expect(tables.format(forKey: "title", locale: "es") == nil)
        #expect(tables.damaged.sorted() == ["de.lproj strings: n", "es.lproj strings", "es.lproj stringsdict: x"])
    }
}
