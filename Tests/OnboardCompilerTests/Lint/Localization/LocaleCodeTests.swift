import Testing

@testable import OnboardCompiler

@Suite struct LocaleCodeTests {
    static let rule = "l10n-locale-code"

    func found(app: String = "{ id: demo, name: Demo }", _ locale: String) -> [Diagnostic] {
        findings(of: Self.rule, spec: helloSpec("title: Welcome", app: app), translations: [translationFile(locale)])
    }

    /// Non-canonical case points at the subtag that differs and suggests the canonical tag.
    @Test func canonicalCase() {
        let found = found("zh-hant-tw")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:1:12"])
        #expect(found.first?.help?.hasPrefix("did you mean 'zh-Hant-TW'?") == true)
        #expect(found.first?.span.end.column == 16)
    }

    /// A second region is not well-formed BCP-47, though the decoder accepts its shape.
    @Test func malformedPointsAtTheSubtag() {
        let found = found("en-US-US")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:1:15"])
        #expect(found.first?.message.contains("is not a well-formed locale tag") == true)
    }

    /// At the `sourceLocale` value itself.
    @Test func unknownSourceLanguage() {
        let found = found(app: "{ id: demo, name: Demo, sourceLocale: qq }", "de")
        #expect(found.map(\.place) == ["spec:2:44"])
        #expect(found.first?.message.contains("the language `qq`") == true)
    }

    @Test func privateUseRegionsAreKnown() {
        #expect(found("en-XC").isEmpty)
        #expect(found("de-QM").isEmpty)
    }

    @Test func fallbackChainsListNeitherThemselvesNorARepeat() {
        let found = found(app: "{ id: demo, name: Demo, fallbacks: { es-MX: [es-419, es-mx, es, es-419] } }", "de")
        // `es-mx` lists the locale itself (at 59) in the wrong case (at `mx`, 62); the second `es-419` is at 70.
        #expect(found.map(\.place) == ["spec:2:59", "spec:2:62", "spec:2:70"])
        #expect(
            Set(found.map(\.message)) == [
                "`es-mx` in the fallback chain of `es-MX` is not in canonical case",
                "the fallback chain of `es-MX` lists `es-mx` itself",
                "the fallback chain of `es-MX` lists `es-419` twice",
            ])
    }
}
