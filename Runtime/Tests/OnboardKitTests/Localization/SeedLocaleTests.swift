import Testing
@testable import OnboardKit

/// The fallback chains the seed specs declare, resolved from the committed bundles.
@Suite("Seed locales")
struct SeedLocaleTests {
    @Test(
        "VegyScan carries en, es, de and ar, and sends Catalan, Basque, Galician, Swiss German and Luxembourgish readers to Spanish or German"
    )
    func vegyScan() throws {
        let bundle = try Fixtures.bundle("vegyscan")
        #expect(bundle.locales == ["en", "ar", "de", "es"])
        #expect(bundle.resolveLocale(preferred: ["ar-EG"]) == "ar")
        #expect(bundle.resolveLocale(preferred: ["de-AT"]) == "de")
        #expect(bundle.resolveLocale(preferred: ["ca-ES", "en"]) == "es")
        #expect(bundle.resolveLocale(preferred: ["eu"]) == "es")
        #expect(bundle.resolveLocale(preferred: ["gl-ES"]) == "es")
        #expect(bundle.resolveLocale(preferred: ["gsw-CH"]) == "de")
        #expect(bundle.resolveLocale(preferred: ["lb"]) == "de")
        #expect(bundle.resolveLocale(preferred: ["fr-FR", "de-CH"]) == "de")
        #expect(bundle.resolveLocale(preferred: ["ja-JP"]) == "en")
    }

    @Test("PageInstead gives every Spanish speaker the Latin American strings")
    func pageInstead() throws {
        let bundle = try Fixtures.bundle("pageinstead")
        #expect(bundle.locales == ["en", "es-419"])
        #expect(bundle.pseudoLocales == ["en-XA", "ar-XB"])
        for preferred in ["es", "es-ES", "es-MX", "es-US", "es-AR", "es-419"] {
            #expect(bundle.resolveLocale(preferred: [preferred]) == "es-419", "\(preferred)")
        }
        #expect(bundle.resolveLocale(preferred: ["pt-BR"]) == "en")
    }

    @Test("a pseudo-locale is chosen when asked for by name, never for a real language")
    func pseudoLocalesByNameOnly() throws {
        let bundle = try Fixtures.bundle("growth")
        #expect(bundle.locales == ["en"])
        #expect(bundle.pseudoLocales == ["en-XA", "ar-XB"])
        #expect(bundle.resolveLocale(preferred: ["en-XA", "ar"]) == "en-XA")
        #expect(bundle.resolveLocale(preferred: ["ar-XB"]) == "ar-XB")
        #expect(bundle.resolveLocale(preferred: ["ar", "en-US"]) == "en")
        #expect(bundle.resolveLocale(preferred: ["en-XA"], includingPseudoLocales: false) == "en")
    }
}
