import Testing
@testable import OnboardKit

/// The committed string tables, read as apps read them.
@Suite("Text of the committed bundles")
struct SeedTextTests {
    /// Sample values: every text placeholder "Ana", every number 2.
    static func samples(_ placeholders: [Placeholder]) -> [String: TextValue] {
        Dictionary(
            uniqueKeysWithValues: placeholders.map { ($0.name, $0.type == .integer ? TextValue.integer(2) : "Ana") })
    }

    /// The String Catalog and the `.lproj` tables onboardc writes beside it give every key
    /// the same text from the same locale, in every locale the bundle carries; the
    /// pseudo-locales' text is in the debug-only tables alone.
    @Test(arguments: Fixtures.apps)
    func catalogAndLprojTablesAgree(app: String) throws {
        let bundle = try Fixtures.bundle(app)
        let catalog = try Fixtures.catalog(app), tables = try Fixtures.tables(app)
        let keys = try Fixtures.catalogKeys(app)
        #expect(keys.count > 20)
        for locale in bundle.locales {
            let fromCatalog = OnboardingText(bundle: bundle, strings: catalog, locale: locale)
            let fromTables = OnboardingText(bundle: bundle, strings: tables, locale: locale)
            for key in keys {
                let values = Self.samples(bundle.placeholders[key] ?? [])
                let resolved = fromCatalog.resolve(key, values)
                #expect(resolved.locale != nil && !resolved.text.isEmpty, "\(app) \(locale) \(key)")
                #expect(fromTables.resolve(key, values) == resolved, "\(app) \(locale) \(key)")
            }
        }
        for pseudo in bundle.pseudoLocales {
            let debug = OnboardingText(bundle: bundle, strings: tables, locale: pseudo)
            for key in keys {
                #expect(catalog.format(forKey: key, locale: pseudo) == nil, "\(app) \(pseudo) \(key) shipped")
                #expect(
                    debug.resolve(key, Self.samples(bundle.placeholders[key] ?? [])).locale == pseudo,
                    "\(app) \(pseudo) \(key)")
            }
        }
    }

    /// A Mexican Spanish user of PageInstead gets the Latin American Spanish copy, and a
    /// Spanish one too (PageInstead's spec sends every Spanish speaker to `es-419`).
    @Test(arguments: [["es-MX"], ["es-ES", "en"], ["es"]])
    func pageInsteadSpanish(preferred: [String]) throws {
        let bundle = try Fixtures.bundle("pageinstead")
        let text = OnboardingText(
            bundle: bundle, strings: try Fixtures.catalog("pageinstead"),
            locale: bundle.resolveLocale(preferred: preferred))
        #expect(text.locale == "es-419")
        #expect(
            text.resolve("onboarding.welcome.subtitle")
                == ResolvedText(
                    text: "PageInstead te ayuda a recuperar tu tiempo —un libro a la vez—", locale: "es-419"))
        #expect(text("onboarding.welcome.primary") == "¡Empecemos!")
    }
}
