import Testing

@testable import OnboardCompiler

@Suite struct PluralCasesTests {
    static let rule = "l10n-plural-categories"

    func found(source: String = "{count, plural, one {# plant} other {# plants}}", _ locale: String,
               _ translation: String) -> [Diagnostic] {
        findings(of: Self.rule, spec: helloSpec("title: \"\(source)\""),
                 translations: [translationFile(locale, "tour.hello.title: \"\(translation)\"")])
    }

    /// `=1` stands for English `one` (only 1), not for Russian `one` (1, 21, 31…).
    /// (The decoder rejects exact cases for now; the rule is ready for `=0` and `=1`.)
    @Test func exactCaseCoversACategoryOnlyWhenItHoldsAllItsNumbers() {
        let plural = Message.Plural(argument: "n", cases: [
            .init(selector: .exact(1), parts: [.text("one")]), .init(selector: .category(.few), parts: [.count]),
            .init(selector: .category(.many), parts: [.count]), .init(selector: .category(.other), parts: [.count]),
        ])
        #expect(PluralSamples.missing(in: plural, locale: "en") == [])
        #expect(PluralSamples.missing(in: plural, locale: "ru") == [.one])
        #expect(PluralSamples.unused(in: plural, locale: "en") == [.few, .many])
    }

    @Test func missingCategoriesPointAtThePluralWithExampleNumbers() {
        let found = found("ru", "{count, plural, few {# растения} many {# растений} other {# растения}}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:22"])
        #expect(found.first?.help == "add `one {…}`: `one` (1, 21, 31…)")
    }

    /// Czech `many` is reached by decimals only; the `many` of Spanish (millions) is needed.
    @Test func onlyCategoriesOfWholeNumbersAreRequired() {
        #expect(found("cs", "{count, plural, one {# rostlina} few {# rostliny} other {# rostlin}}").isEmpty)
        let found = found("es", "{count, plural, one {# planta} other {# plantas}}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:22"])
        #expect(found.first?.help == "add `many {…}`: `many` (1000000, 2000000, 1000000000…)")
    }

    /// The source is checked against `app.sourceLocale`; an unused category points at its selector.
    @Test func unusedCategoryOfTheSourcePointsAtItsSelector() {
        let found = findings(of: Self.rule, spec: helloSpec("title: \"{n, plural, one {# plant} few {# plants} other {# plants}}\""))
        #expect(found.map(\.place) == ["spec:9:43"])
        #expect(found.first?.message.hasPrefix("`en` never uses the plural category `few`") == true)
    }

    @Test func arabicNeedsSixForms() {
        let found = found("ar", "{count, plural, one {نبتة} other {# نبتة}}")
        #expect(found.first?.message.contains("has no `zero`, `two`, `few`, `many` case") == true)
    }
}
