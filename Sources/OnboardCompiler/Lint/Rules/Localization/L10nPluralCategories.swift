import BundleFormat

/// A plural gives every form its locale's language needs, and none it never uses.
struct L10nPluralCategories: LintRule {
    static let description = RuleDescription(
        id: "l10n-plural-categories",
        category: .localization,
        severity: .error,
        summary: "A plural has a case for each CLDR plural category of its locale, and none its locale never uses.",
        rationale: """
            Languages split numbers into different forms: English has `one` and `other`, \
            Russian `one`, `few`, `many` and `other`, Arabic six forms (zero, one, two, few, \
            many, other), Japanese just `other`. The app picks the form by the Unicode CLDR \
            rules of the text's locale; a form the plural does not give falls back to `other`, \
            so an Arabic user reads "2 نباتات" where the dual is needed. The rule checks each \
            plural of a translation against the categories of its locale, and the source's \
            against `app.sourceLocale`. Categories only decimals reach (Czech `many`) are not \
            required. The `many` of French, Spanish, Italian and Portuguese is used only for \
            whole millions (1 000 000 plantes): a plural without it is a warning, not an error, \
            since those numbers then get the `other` text, which is seldom wrong. An exact case stands for a category when it covers all of its numbers (`=1` \
            for English `one`, not for Russian `one`, which is also 21, 31…). A case for a \
            category the language never uses (`few` in German) is reported by the same rule, \
            although it is harmless: it is never shown, and translators maintain it for nothing.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "{count, plural, one {One plant} other {# plants}}"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: ja
                    strings:
                      tour.hello.title: "{count, plural, other {#本の植物}}"
                    """,
                    """
                    locale: ru
                    strings:
                      tour.hello.title: "{count, plural, one {# растение} few {# растения} many {# растений} other {# растения}}"
                    """,
                ]),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: "⟦{count, plural, other {# plants}}"
                        primary: { label: Done, action: complete }
                """,
                translations: [
                    """
                    locale: ar
                    strings:
                      tour.hello.title: "⟦{count, plural, one {نبتة واحدة} other {# نبتة}}"
                    """,
                    """
                    locale: de
                    strings:
                      tour.hello.title: "{count, plural, one {# Pflanze} ⟦few {# Pflanzen} other {# Pflanzen}}"
                    """,
                ]),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for copy in context.allCopy(of: spec) {
            guard let plural = copy.message.plural else { continue }
            findings += problems(
                plural, text: copy.text, locale: spec.app.sourceLocale, what: "this source text",
                path: SpecPath.copy(copy), span: copy.span(of:), whole: copy.span)
        }
        for translation in spec.translations {
            for entry in translation.entries {
                guard let plural = entry.message?.plural else { continue }
                findings += problems(
                    plural, text: entry.text, locale: translation.locale,
                    what: "this `\(translation.locale)` text",
                    path: SpecPath.translated(translation, key: entry.key), span: entry.span(of:),
                    whole: entry.span)
            }
        }
        return findings
    }

    /// Whether only whole millions reach the locale's `many` (French, Spanish, Italian,
    /// Portuguese, Catalan…: CLDR's `e = 0 and i != 0 and i % 1000000 = 0`), read from the
    /// same plural rules' samples the rest of the rule uses.
    static func manyIsMillionsOnly(_ locale: String) -> Bool {
        guard let samples = PluralSamples.byCategory(locale)?[.many], !samples.isEmpty else { return false }
        return samples.allSatisfy { $0 != 0 && $0 % 1_000_000 == 0 }
    }

    private func problems(
        _ plural: Message.Plural, text: String, locale: String, what: String, path: String,
        span: (Range<String.Index>) -> SourceSpan, whole: SourceSpan
    ) -> [Finding] {
        let layout = MessageLayout(text)
        let uses = (PluralRules.knownCategories(for: locale) ?? []).map(\.rawValue).joined(separator: ", ")
        var out: [Finding] = []
        let missing = PluralSamples.missing(in: plural, locale: locale)
        // `many` in these languages is whole millions only: without it they read the `other`
        // text, seldom wrong. A warning, reported apart from the categories every count reaches.
        let minor = missing.filter { $0 == .many && Self.manyIsMillionsOnly(locale) }
        for (categories, cap) in [(missing.filter { !minor.contains($0) }, nil), (minor, Diagnostic.Severity.warning)]
        where !categories.isEmpty {
            let samples = PluralSamples.byCategory(locale) ?? [:]
            let examples = categories.map { category in
                "`\(category.rawValue)` (\((samples[category] ?? []).prefix(3).map(String.init).joined(separator: ", "))…)"
            }
            let names = categories.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            let reach = cap == nil ? "those numbers get" : "whole millions get"
            out.append(
                Finding(
                    "the plural of \(what) has no \(names) case; `\(locale)` uses \(uses), so \(reach) the `other` text",
                    at: layout.range(of: plural.argument).map(span) ?? whole,
                    path: cap == nil ? path : path + ".plural[many]",
                    help: "add \(categories.map { "`\($0.rawValue) {…}`" }.joined(separator: " ")): "
                        + examples.joined(separator: ", "),
                    cappedAt: cap))
        }
        for category in PluralSamples.unused(in: plural, locale: locale) {
            out.append(
                Finding(
                    "`\(locale)` never uses the plural category `\(category.rawValue)` (it uses \(uses)): the case "
                        + "in \(what) is never shown (harmless, but dead text)",
                    at: layout.range(ofSelector: category.rawValue).map(span) ?? whole, path: path,
                    help: "remove the `\(category.rawValue) {…}` case"))
        }
        return out
    }
}
