import Testing

@testable import OnboardCompiler

@Suite struct MissingTranslationTests {
    static let rule = "l10n-missing-translation"
    static let spec = helloSpec(
        "title: Welcome", "body: Hello there",
        app: "{ id: demo, name: Demo, fallbacks: { es-MX: [es-419] } }")

    /// One finding per file, at its `locale:` value, with the count and the first keys; a
    /// note per key says what its users see instead: a translation of the chain, or the source.
    @Test func oneFindingPerFileWithANotePerKey() {
        let found = findings(
            of: Self.rule, spec: Self.spec,
            translations: [
                translationFile("es-419", "tour.hello.title: Bienvenido", "tour.hello.body: Hola"),
                translationFile("es-MX", "tour.hello.title: Bienvenido"),
                translationFile("fr"),
            ])
        #expect(found.map(\.place) == ["app.l10n/2.yaml:1:9", "app.l10n/3.yaml:1:9"])
        #expect(
            found[0].message
                == "`es-MX` has no translation of 1 key: `tour.hello.body` (\"Hello there\"); its users see the `es-419` translation"
        )
        #expect(
            found[1].message == "`fr` has no translation of 2 keys: `tour.hello.title` (\"Welcome\"), "
                + "`tour.hello.body` (\"Hello there\"); its users see the source text")
        #expect(
            found[1].notes.map(\.message) == [
                "`tour.hello.title` (\"Welcome\") is not translated: its users see the source text",
                "`tour.hello.body` (\"Hello there\") is not translated: its users see the source text",
            ])
        #expect(
            found.map(\.path) == [
                "translations[es-MX].missing{tour.hello.body}",
                "translations[fr].missing{tour.hello.body,tour.hello.title}",
            ])
    }

    /// A text of names only (the app's name, glossary terms, placeholders) needs no translation.
    @Test func aTextOfNamesOnlyIsNotMissing() {
        let spec =
            helloSpec("title: Sprout Plus", "subtitle: \"Demo · Sprout Plus\"", "body: Hello there")
            + "glossary: [Sprout Plus]\n"
        let found = findings(of: Self.rule, spec: spec, translations: [translationFile("fr")])
        #expect(found.map(\.place) == ["app.l10n/1.yaml:1:9"])
        #expect(found.first?.message.hasPrefix("`fr` has no translation of 1 key: `tour.hello.body`") == true)
    }

    /// More than three keys: the first three and a count; the path changes with the set of
    /// keys, so a key added later makes a baseline entry stale and the finding new.
    @Test func manyKeysAreCountedAndTheSetIsTheIdentity() {
        let five = helloSpec("title: One", "subtitle: Two", "body: Three", "caption: Four", "primary: Five")
        let four = helloSpec("title: One", "subtitle: Two", "body: Three", "caption: Four")
        let found = findings(of: Self.rule, spec: five, translations: [translationFile("de")])
        #expect(found.count == 1)
        #expect(found.first?.message.hasSuffix(" and 2 more; its users see the source text") == true)
        #expect(found.first?.notes.count == 5)
        let fewer = findings(of: Self.rule, spec: four, translations: [translationFile("de")])
        #expect(fewer.first?.path != found.first?.path)
    }

    /// A baseline entry accepts the file's finding while it lacks no key beyond the ones
    /// the entry lists: translating a key keeps it accepted, a new key makes it new. The
    /// identity is the set, so reordering the spec changes nothing.
    @Test func aBaselineAcceptsFewerGapsButNotANewOne() throws {
        let three = helloSpec("title: One", "body: Two", "caption: Three")
        let before = try #require(findings(of: Self.rule, spec: three, translations: [translationFile("de")]).first)
        let baseline = Baseline([before])
        let fewer = findings(
            of: Self.rule, spec: three, translations: [translationFile("de", "tour.hello.title: Eins")])
        #expect(baseline.filter(fewer).new.isEmpty)
        #expect(baseline.filter(fewer).removable.isEmpty)
        let reordered = helloSpec("caption: Three", "body: Two", "title: One")
        #expect(
            findings(of: Self.rule, spec: reordered, translations: [translationFile("de")]).first?.path == before.path)
        let more = helloSpec("title: One", "body: Two", "caption: Three", "subtitle: Four")
        let grown = findings(of: Self.rule, spec: more, translations: [translationFile("de")])
        #expect(baseline.filter(grown).new.map(\.code) == [Self.rule])
    }

    /// Without a declared chain, `es-MX` falls back to `es`.
    @Test func undeclaredChainIsTheTruncatedTag() {
        let found = findings(
            of: Self.rule, spec: helloSpec("title: Welcome", "body: Hello there"),
            translations: [
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
        let spec = helloSpec(
            "title: Welcome", "body: Hello there",
            app: "{ id: demo, name: Demo, fallbacks: { es: [es-419] } }")
        let found = findings(
            of: Self.rule, spec: spec,
            translations: [
                translationFile("es-419", "tour.hello.title: Bienvenido", "tour.hello.body: Hola"),
                translationFile("es", "tour.hello.title: Bienvenido"),
                translationFile("es-ES"),
            ])
        #expect(found.map(\.place) == ["app.l10n/2.yaml:1:9", "app.l10n/3.yaml:1:9"])
        #expect(
            found.flatMap { $0.notes.map { $0.message.components(separatedBy: "its users see ").last } } == [
                "the `es-419` translation", "the `es` translation", "the `es-419` translation",
            ])
        #expect(found[1].message.hasSuffix("its users see another translation or the source text (see the notes)"))
    }

    /// The resolver truncates in lower case (`zh-Hant-TW` → `zh-hant`); the message names the file's own spelling.
    @Test func theFallbackIsNamedAsItsFileSpellsIt() {
        let found = findings(
            of: Self.rule, spec: helloSpec("title: Welcome"),
            translations: [
                translationFile("zh-Hant", "tour.hello.title: 歡迎"),
                translationFile("zh-Hant-TW"),
            ])
        #expect(
            found.map { $0.message.components(separatedBy: "its users see ").last } == ["the `zh-Hant` translation"])
    }
}
