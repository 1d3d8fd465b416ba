import Testing

@testable import OnboardCompiler

@Suite struct PluralCasesTests {
    static let rule = "l10n-plural-categories"

    func found(
        source: String = "{count, plural, one {# plant} other {# plants}}", _ locale: String,
        _ translation: String
    ) -> [Diagnostic] {
        findings(
            of: Self.rule, spec: helloSpec("title: \"\(source)\""),
            translations: [translationFile(locale, "tour.hello.title: \"\(translation)\"")])
    }

    /// `=1` stands for English `one` (only 1), not for Russian `one` (1, 21, 31…).
    /// (The decoder rejects exact cases for now; the rule is ready for `=0` and `=1`.)
    @Test func exactCaseCoversACategoryOnlyWhenItHoldsAllItsNumbers() {
        let plural = Message.Plural(
            argument: "n",
            cases: [
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

    /// Czech `many` is reached by decimals only; the `many` of Spanish (whole millions) is
    /// asked for, as a warning: without it millions read the `other` text.
    @Test func onlyCategoriesOfWholeNumbersAreRequired() {
        #expect(found("cs", "{count, plural, one {# rostlina} few {# rostliny} other {# rostlin}}").isEmpty)
        let found = found("es", "{count, plural, one {# planta} other {# plantas}}")
        #expect(found.map(\.place) == ["app.l10n/1.yaml:3:22"])
        #expect(found.map(\.severity) == [.warning])
        #expect(
            found.first?.message == "the plural of this `es` text has no `many` case; `es` uses one, many, other, "
                + "so whole millions get the `other` text")
        #expect(found.first?.help == "add `many {…}`: `many` (1000000, 2000000, 1000000000…)")
    }

    /// Which languages' `many` only millions reach, read from the plural rules.
    @Test func manyOfMillionsIsReadFromThePluralRules() {
        #expect(["fr", "es", "it", "pt", "ca", "vec"].allSatisfy(L10nPluralCategories.manyIsMillionsOnly))
        #expect(!["ru", "pl", "ar", "cs", "en", "de"].contains(where: L10nPluralCategories.manyIsMillionsOnly))
    }

    /// French without `one` and `many`: the `one` every count of 0 or 1 reaches is an error, the
    /// millions' `many` a warning of its own; a rule set to `info` caps both.
    @Test func aMissingManyOfMillionsIsAWarningApartFromTheRest() {
        for locale in ["fr", "pt-BR", "it", "ca"] {
            let found = found(locale, "{count, plural, other {# x}}")
            // Reading order: one place, so by message (`many` before `one`).
            #expect(found.map(\.severity) == [.warning, .error], "\(locale)")
            // Two findings, two identities: a baseline or a fingerprint takes them apart.
            #expect(Set(found.compactMap(\.path)).count == 2, "\(locale)")
            #expect(found.map(\.place) == ["app.l10n/1.yaml:3:22", "app.l10n/1.yaml:3:22"], "\(locale)")
            #expect(found.last?.message.contains("has no `one` case") == true, "\(locale)")
        }
        var config = ProjectConfig.withoutLint
        config.rules[Self.rule] = ProjectConfig.RuleSetting(severity: .info)
        let result = Pipeline.lint(
            SourceFile(path: "app.yaml", text: helloSpec("title: \"{count, plural, one {# plant} other {# plants}}\"")),
            translations: [
                SourceFile(
                    path: "app.l10n/1.yaml",
                    text: translationFile("fr", "tour.hello.title: \"{count, plural, other {# x}}\""))
            ],
            options: Pipeline.Options(config: config))
        #expect(result.diagnostics.filter { $0.code == Self.rule }.map(\.severity) == [.info, .info])
    }

    /// The source is checked against `app.sourceLocale`; an unused category points at its selector.
    @Test func unusedCategoryOfTheSourcePointsAtItsSelector() {
        let found = findings(
            of: Self.rule, spec: helloSpec("title: \"{n, plural, one {# plant} few {# plants} other {# plants}}\""))
        #expect(found.map(\.place) == ["spec:9:43"])
        #expect(found.first?.message.hasPrefix("`en` never uses the plural category `few`") == true)
    }

    @Test func arabicNeedsSixForms() {
        let found = found("ar", "{count, plural, one {نبتة} other {# نبتة}}")
        #expect(found.first?.message.contains("has no `zero`, `two`, `few`, `many` case") == true)
    }
}
