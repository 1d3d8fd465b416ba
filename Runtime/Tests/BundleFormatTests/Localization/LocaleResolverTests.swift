import Testing
@testable import BundleFormat

@Suite("Locale resolution")
struct LocaleResolverTests {
    static let fallbacks = ["es-MX": ["es-419", "es"], "nb": ["no"], "zh-HK": ["zh-Hant"]]

    static func resolve(_ preferred: [String], _ available: [String]) -> String {
        LocaleResolver.resolve(preferred: preferred, available: available, sourceLocale: "en", fallbacks: fallbacks)
    }

    @Test("es-MX falls back through es-419, then es, then the source locale")
    func spanishChain() {
        #expect(Self.resolve(["es-MX"], ["en", "es-MX", "es-419"]) == "es-MX")
        #expect(Self.resolve(["es-MX"], ["en", "es-419", "es"]) == "es-419")
        #expect(Self.resolve(["es-MX"], ["en", "es"]) == "es")
        #expect(Self.resolve(["es-MX"], ["en", "fr"]) == "en")
    }

    @Test("nb falls back to no, and zh-HK to zh-Hant, through localeFallbacks")
    func declaredFallbacks() {
        #expect(Self.resolve(["nb"], ["en", "no"]) == "no")
        #expect(Self.resolve(["zh-HK"], ["en", "zh-Hans", "zh-Hant"]) == "zh-Hant")
    }

    @Test("without a declared chain, a tag is truncated subtag by subtag")
    func truncation() {
        #expect(Self.resolve(["zh-Hant-TW"], ["en", "zh-Hant"]) == "zh-Hant")
        #expect(Self.resolve(["zh-Hant-TW"], ["en", "zh"]) == "zh")
        #expect(Self.resolve(["pt-BR"], ["en", "pt"]) == "pt")
        #expect(
            LocaleResolver.fallbackChain(for: "en-US-u-ca-gregory", fallbacks: [:]) == ["en-us-u-ca", "en-us", "en"])
    }

    @Test("Chinese with a region and no script reads the script its region writes, never the other one")
    func chineseScripts() {
        let both = ["en", "zh-Hans", "zh-Hant"]
        #expect(
            ["zh-TW", "zh-HK", "zh-MO", "zh_tw"].map {
                LocaleResolver.resolve(preferred: [$0], available: both, sourceLocale: "en")
            }
                == ["zh-Hant", "zh-Hant", "zh-Hant", "zh-Hant"])
        #expect(
            ["zh-CN", "zh-SG", "zh-MY"].map {
                LocaleResolver.resolve(preferred: [$0], available: both, sourceLocale: "en")
            }
                == ["zh-Hans", "zh-Hans", "zh-Hans"])
        // Only the other script carried: the user falls back past it, to `zh` or the source.
        #expect(LocaleResolver.resolve(preferred: ["zh-TW"], available: ["en", "zh-Hans"], sourceLocale: "en") == "en")
        #expect(LocaleResolver.resolve(preferred: ["zh-TW"], available: ["en", "zh"], sourceLocale: "en") == "zh")
        #expect(LocaleResolver.fallbackChain(for: "zh-TW", fallbacks: [:]) == ["zh-hant-tw", "zh-hant", "zh"])
        // A region that does not say, or a declared chain, is left as it is.
        #expect(LocaleResolver.fallbackChain(for: "zh-US", fallbacks: [:]) == ["zh"])
        #expect(
            LocaleResolver.fallbackChain(for: "zh-TW", fallbacks: ["zh-TW": ["zh-HK"]]) == [
                "zh-HK", "zh-hant-hk", "zh-hant", "zh",
            ])
    }

    @Test("a declared chain replaces the tag's truncation; each locale in it falls back in turn")
    func chainReplacesTruncation() {
        func resolve(_ available: [String]) -> String {
            LocaleResolver.resolve(
                preferred: ["es-MX"], available: available, sourceLocale: "en",
                fallbacks: ["es-MX": ["es-419"]])
        }
        // Truncation alone would try `es` first; the chain puts `es-419` before it.
        #expect(resolve(["en", "es", "es-419"]) == "es-419")
        // `es-419` is not carried: its own parent, `es`, is next.
        #expect(resolve(["en", "es"]) == "es")
        #expect(resolve(["en"]) == "en")
    }

    @Test("a truncated tag uses the chain declared for the shorter tag")
    func truncationReachesADeclaredChain() {
        let candidates = LocaleResolver.candidates(for: "es-ES", fallbacks: ["es": ["es-419"]])
        #expect(candidates == ["es-ES", "es", "es-419"])
        // What the compiler's l10n-missing-translation asks (MissingTranslationTests).
        #expect(LocaleResolver.fallbackChain(for: "es-ES", fallbacks: ["ES": ["es-419"]]) == ["es", "es-419"])
        #expect(LocaleResolver.candidates(for: "a", fallbacks: ["a": ["b"], "b": ["a"]]) == ["a", "b"])
    }

    @Test("tags compare case-insensitively, with _ the same as -, and keep the bundle's spelling")
    func normalization() {
        #expect(Self.resolve(["ES_mx"], ["en", "es-419"]) == "es-419")
        #expect(Self.resolve(["zh_hant_tw"], ["en", "zh-Hant"]) == "zh-Hant")
    }

    @Test("preferred languages are tried in order, each with its whole chain first")
    func preferenceOrder() {
        #expect(Self.resolve(["fr-CA", "es-MX", "de"], ["en", "de", "es"]) == "es")
        #expect(Self.resolve(["de", "es-MX"], ["en", "de", "es"]) == "de")
        #expect(Self.resolve([], ["en", "de"]) == "en")
    }

    @Test("a bundle resolves with its own locales, fallbacks and source locale")
    func bundleResolution() {
        let app = AppInfo(id: "t", sourceLocale: "en")
        let bundle = OnboardingBundle(app: app, flows: [], localeFallbacks: ["es-MX": ["es-419"]])
        #expect(bundle.resolveLocale(preferred: ["es-MX"]) == "en")
        let spanish = OnboardingBundle(
            app: app, locales: ["en", "es-419"], flows: [], localeFallbacks: ["es-MX": ["es-419"]])
        #expect(spanish.resolveLocale(preferred: ["es-MX", "en"]) == "es-419")
        #expect(spanish.resolveLocale(preferred: ["ja"]) == "en")
    }
}

/// A bundle comes from outside: its chains and tags may be as long as anyone made them.
@Suite("Locale resolution on hostile bundles")
struct LocaleResolverHostileTests {
    @Test("a chain of 20,000 fallbacks is followed to its end, not down the stack")
    func longChain() {
        let fallbacks = Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("l\($0)", ["l\($0 + 1)"]) })
        let chain = LocaleResolver.fallbackChain(for: "l0", fallbacks: fallbacks)
        #expect(chain.count == 20_000)
        #expect(chain.last == "l20000")
    }

    @Test("a tag of 3,000 subtags falls back through each truncation once")
    func longTag() {
        let tag = Array(repeating: "ab", count: 3_000).joined(separator: "-")
        let chain = LocaleResolver.fallbackChain(for: tag, fallbacks: [:])
        #expect(chain.count == 2_999)
        #expect(chain.last == "ab")
    }

    @Test("a chain that comes back to itself ends")
    func cycle() {
        #expect(LocaleResolver.fallbackChain(for: "a", fallbacks: ["a": ["b"], "b": ["a", "c"]]) == ["b", "c"])
    }
}

@Suite("Locale resolution across preferences")
struct LocaleResolverPreferenceTests {
    @Test("the source locale comes after every preferred language, not at the end of the first one's chain")
    func sourceIsTheLastResort() {
        let fallbacks = ["es-MX": ["es-419"], "nb": ["no"]]
        func resolve(_ preferred: [String]) -> String {
            LocaleResolver.resolve(
                preferred: preferred, available: ["en", "de"], sourceLocale: "en", fallbacks: fallbacks)
        }
        #expect(resolve(["es-MX", "de"]) == "de")
        #expect(resolve(["nb", "pt-BR", "de-AT"]) == "de")
        #expect(resolve(["en-GB", "de"]) == "en")  // the source reached by its own truncation is a match
        #expect(resolve(["nb"]) == "en")
    }
}
