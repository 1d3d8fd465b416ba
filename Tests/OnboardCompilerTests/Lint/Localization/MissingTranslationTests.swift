import Testing

@testable import OnboardCompiler

@Suite struct MissingTranslationTests {
    static let rule = "l10n-missing-translation"
    static let spec = helloSpec("title: Welcome", "body: Hello there",
                                app: "{ id: demo, name: Demo, fallbacks: { es-MX: [es-419] } }")

    /// One finding per missing key, all at the file's `locale:` value, each saying
    /// what users see instead: a translation of the fallback chain, or the source.
    @Test func oneFindingPerKeyNamingWhatUsersSee() {
        let found = findings(of: Self.rule, spec: Self.spec, translations: [
            translationFile("es-419", "tour.hello.title: Bienvenido", "tour.hello.body: Hola"),
            translationFile("es-MX", "tour.hello.title: Bienvenido"),
            translationFile("fr"),
        ])
        #expect(found.map(\.place) == ["app.l10n/2.yaml:1:9", "app.l10n/3.yaml:1:9", "app.l10n/3.yaml:1:9"])
        #expect(found.map(\.path) == [
            "translations[es-MX].strings[tour.hello.body]", "translations[fr].strings[tour.hello.body]",
            "translations[fr].strings[tour.hello.title]",
        ])
        #expect(found[0].message.hasSuffix("its users see the `es-419` translation"))
        #expect(found[2].message == "`fr` has no translation of `tour.hello.title` (\"Welcome\"); its users see the source text")
        #expect(found[2].notes.first?.span?.start.line == 9)
    }

    /// Without a declared chain, `es-MX` falls back to `es`.
    @Test func undeclaredChainIsTheTruncatedTag() {
        let found = findings(of: Self.rule, spec: helloSpec("title: Welcome", "body: Hello there"), translations: [
            translationFile("es", "tour.hello.title: Bienvenido", "tour.hello.body: Hola"),
            translationFile("es-MX", "tour.hello.title: Bienvenido"),
        ])
        #expect(found.map(\.place) == ["app.l10n/2.yaml:1:9"])
        #expect(found.first?.message.hasSuffix("its users see the `es` translation") == true)
    }

    /// The disagreement: `es-ES` with `fallbacks: { es: [es-419] }` falls back to
    /// `es`, then through `es`'s own chain to `es-419`, as OnboardKit resolves it. The
    /// rule asks the same resolver (`LocaleResolver.fallbackChain`).
    @Test func truncationFollowsTheShorterTagsChain() {
        let spec = helloSpec("title: Welcome", "body: Hello there",
                             app: "{ id: demo, name: Demo, fallbacks: { es: [es-419] } }")
        let found = findings(of: Self.rule, spec: spec, translations: [
            translationFile("es-419", "tour.hello.title: Bienvenido", "tour.hello.body: Hola"),
            translationFile("es", "tour.hello.title: Bienvenido"),
            translationFile("es-ES"),
        ])
        #expect(found.map(\.path) == [
            "translations[es].strings[tour.hello.body]", "translations[es-ES].strings[tour.hello.body]",
            "translations[es-ES].strings[tour.hello.title]",
        ])
        #expect(found.map { $0.message.components(separatedBy: "its users see ").last } == [
            "the `es-419` translation", "the `es-419` translation", "the `es` translation",
        ])
    }

    /// The resolver truncates in lower case (`zh-Hant-TW` → `zh-hant`); the message names the file's own spelling.
    @Test func theFallbackIsNamedAsItsFileSpellsIt() {
        let found = findings(of: Self.rule, spec: helloSpec("title: Welcome"), translations: [
            translationFile("zh-Hant", "tour.hello.title: 歡迎"),
            translationFile("zh-Hant-TW"),
        ])
        #expect(found.map { $0.message.components(separatedBy: "its users see ").last } == ["the `zh-Hant` translation"])
    }
}

