import Testing

@testable import OnboardCompiler

/// The rules that read experiments, on a spec with two: `headline` (a control, and `warm`,
/// which replaces the welcome title) and `path` (`long` and `short`, which a branch of the
/// welcome screen reads). `headlineVariants` and `pathVariants` replace the variants' lines
/// (from line 6 and after `headline`'s), `when` the branch's condition, `title` the
/// welcome title, and `extraFlow` is added after the tour.
@Suite struct ExperimentRulesTests {
    static let headline = [
        "- { id: control, weight: 50 }",
        "- { id: warm, weight: 50, texts: { tour.hello.title: \"Welcome aboard, {name}\" } }",
    ]
    static let path = ["- { id: long, weight: 50 }", "- { id: short, weight: 50 }"]

    static func spec(
        headlineVariants: [String] = headline, pathVariants: [String] = path,
        when: String = "'experiment.path == \"short\"'", title: String = "\"Welcome, {name}\"", extraFlow: String = ""
    ) -> String {
        func lines(_ variants: [String]) -> String { variants.map { "      \($0)" }.joined(separator: "\n") }
        return """
            version: 1
            app: { id: demo, name: Demo }
            experiments:
              - id: headline
                variants:
            \(lines(headlineVariants))
              - id: path
                variants:
            \(lines(pathVariants))
            flows:
              - id: tour
                trigger: settings
                screens:
                  - id: hello
                    role: welcome
                    title: \(title)
                    primary:
                      label: Next
                      action: go
                      to: [{ when: \(when), to: done }, { to: next }]
                  - { id: tips, role: information, primary: Next }
                  - { id: done, role: completion, primary: { label: Done, action: complete } }
            \(extraFlow)
            """
    }

    static let rules = [
        "business-variant-changes-nothing", "copy-experiment-placeholders", "l10n-missing-translation",
    ]

    /// The findings of the experiment rules alone, as `code line:column`.
    static func lint(_ yaml: String, translations: [String] = []) -> [Diagnostic] {
        var config = ProjectConfig.withoutLint
        for rule in rules { config.rules[rule] = ProjectConfig.RuleSetting(severity: nil) }
        let files = translations.enumerated().map {
            SourceFile(path: "app.l10n/\($0.offset + 1).yaml", text: $0.element)
        }
        let result = Pipeline.lint(
            SourceFile(path: "app.yaml", text: yaml), translations: files, options: Pipeline.Options(config: config))
        let notLint = result.diagnostics.filter { $0.path == nil }
        #expect(notLint.isEmpty, "the spec must decode cleanly: \(notLint.map(\.message))")
        return result.diagnostics.filter { rules.contains($0.code) }
    }

    @Test func theSpecAsWrittenHasNoFinding() {
        #expect(Self.lint(Self.spec()).isEmpty)
    }

    // MARK: business-variant-changes-nothing

    /// A second variant that replaces nothing and that no condition names: at its mapping,
    /// with a note at the control.
    @Test func aSecondVariantThatChangesNothing() throws {
        let found = Self.lint(
            Self.spec(
                headlineVariants: ["- { id: control, weight: 40 }", "- { id: holdout, weight: 20 }"] + [
                    "- { id: warm, weight: 40, texts: { tour.hello.title: \"Welcome aboard, {name}\" } }"
                ]))
        #expect(found.map(\.located) == ["business-variant-changes-nothing 7:9"])
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "variant `holdout` of experiment `headline` shows its users the same as variant `control`: neither replaces a text, and no condition names either"
        )
        #expect(finding.severity == .warning)
        #expect(finding.path == "experiments[headline].variants[holdout]")
        #expect(finding.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "6:9")
    }

    /// A deliberate A/A test says so above the variant, as the rationale tells.
    @Test func anAATestIsSuppressedAboveTheVariant() {
        let found = Self.lint(
            Self.spec(headlineVariants: [
                "- { id: control, weight: 40 }",
                "# onboardc-disable-next-line business-variant-changes-nothing -- an A/A check of the assignment",
                "- { id: same, weight: 20 }",
                "- { id: warm, weight: 40, texts: { tour.hello.title: \"Welcome aboard, {name}\" } }",
            ]))
        #expect(found.isEmpty)
    }

    /// Every variant after the first that changes nothing is reported, a block mapping at its `id`.
    @Test func everyVariantAfterTheControl() {
        let found = Self.lint(
            Self.spec(
                headlineVariants: Self.headline,
                pathVariants: [
                    "- { id: long, weight: 30 }", "- { id: short, weight: 30 }", "- id: medium", "  weight: 20",
                    "- { id: tiny, weight: 20 }",
                ]))
        #expect(
            found.map(\.located) == [
                "business-variant-changes-nothing 12:9", "business-variant-changes-nothing 14:9",
            ])
        #expect(found.map(\.path) == ["experiments[path].variants[medium]", "experiments[path].variants[tiny]"])
    }

    /// `!=` and `in [ … ]` name a variant as `==` does, wherever the condition is.
    @Test(arguments: [
        "'experiment.path != \"short\"'", "'experiment.path in [\"short\"]'",
        "'attribute.isReturning || !(experiment.path == \"short\")'",
    ])
    func conditionsThatNameAVariant(condition: String) {
        let yaml = Self.spec(when: condition).replacingOccurrences(
            of: "app: { id: demo, name: Demo }",
            with: "app: { id: demo, name: Demo }\nattributes: { isReturning: bool }")
        #expect(Self.lint(yaml).isEmpty)
    }

    /// `has(experiment.ID)` reads the experiment but names no variant: its variants are alike.
    @Test func aConditionThatNamesNoVariant() {
        let found = Self.lint(Self.spec(when: "'has(experiment.path)'"))
        #expect(found.map(\.located) == ["business-variant-changes-nothing 11:9"])
        #expect(found.first?.path == "experiments[path].variants[short]")
    }

    /// A flow's `audience` reads the experiment as a branch does.
    @Test func aFlowsAudienceNamesAVariant() {
        let flow = """
              - id: first-photo
                trigger: event
                event: first-photo
                audience: experiment.path == "short"
                screens:
                  - { id: nice, role: completion, title: Nice, primary: Done }
            """
        #expect(Self.lint(Self.spec(when: "'true'", extraFlow: flow)).isEmpty)
        let found = Self.lint(Self.spec(when: "'true'"))
        #expect(found.map(\.located) == ["business-variant-changes-nothing 8:5"])
    }

    /// An experiment nothing reads and no variant of which replaces a text: one finding, at
    /// the experiment, none at its variants.
    @Test func anExperimentThatChangesNothing() throws {
        let found = Self.lint(Self.spec(when: "'true'"))
        #expect(found.map(\.located) == ["business-variant-changes-nothing 8:5"])
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "experiment `path` changes nothing: no condition reads `experiment.path` and no variant replaces a text"
        )
        #expect(finding.path == "experiments[path]")
    }

    // MARK: copy-experiment-placeholders

    @Test func aVariantsTextWithOtherPlaceholders() throws {
        let found = Self.lint(
            Self.spec(headlineVariants: [
                "- { id: control, weight: 50 }",
                "- { id: warm, weight: 50, texts: { tour.hello.title: \"Welcome aboard, {firstName}\" } }",
            ]))
        #expect(found.map(\.located) == ["copy-experiment-placeholders 7:60"])
        let finding = try #require(found.first)
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "the title of screen `hello` in variant `warm` of experiment `headline` has `{firstName}`, but the text it replaces (`tour.hello.title`) has `{name}`; the app fills both keys with the same values"
        )
        #expect(finding.path == "copy[tour.hello.title.headline.warm]")
        #expect(finding.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "18:16")
    }

    /// Types count (a number is not text), and so does a placeholder the variant lacks.
    @Test(arguments: [
        ("\"{count, number} new recipes\"", "\"{count} recipes today\""),
        ("\"{count, number} new recipes\"", "\"New recipes\""),
        ("\"{count, plural, one {# recipe} other {# recipes}}\"", "\"{count, number} recipes\""),
    ])
    func placeholdersOfAnotherTypeOrMissing(title: String, variant: String) {
        let found = Self.lint(
            Self.spec(
                headlineVariants: [
                    "- { id: control, weight: 50 }",
                    "- { id: warm, weight: 50, texts: { tour.hello.title: \(variant) } }",
                ], title: title))
        #expect(found.map(\.located) == ["copy-experiment-placeholders 7:60"])
    }

    /// A platform variant of the variant's text is held to the variant's text by
    /// `copy-variant-placeholders`, not by this rule.
    @Test func aPlatformVariantOfTheVariantsText() {
        let found = Self.lint(
            Self.spec(headlineVariants: [
                "- { id: control, weight: 50 }",
                "- id: warm", "  weight: 50",
                "  texts: { tour.hello.title: { text: \"Hi, {name}\", android: \"Hello, {name}\" } }",
            ]))
        #expect(found.isEmpty)
    }

    // MARK: l10n-missing-translation

    /// A translation of the text a variant replaces without the variant's text: the
    /// variant's users would read it in the source language. `l10n-missing-translation`
    /// reports it, as every key of `Spec.allCopy`; no rule of its own.
    @Test func aTranslationWithoutTheVariantsText() throws {
        let translation = """
            locale: de
            strings:
              tour.hello.title: "Willkommen, {name}"
              tour.hello.primary: Weiter
              tour.tips.primary: Weiter
              tour.done.primary: Fertig
            """
        let found = Self.lint(Self.spec(), translations: [translation])
        #expect(found.map { "\($0.code) \($0.place)" } == ["l10n-missing-translation app.l10n/1.yaml:1:9"])
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "`de` has no translation of 1 key: `tour.hello.title.headline.warm` (\"Welcome aboard, {name}\"); its users see the source text"
        )
        #expect(finding.path == "translations[de].missing{tour.hello.title.headline.warm}")
        let complete = translation + "\n  tour.hello.title.headline.warm: \"Willkommen an Bord, {name}\"\n"
        #expect(Self.lint(Self.spec(), translations: [complete]).isEmpty)
    }
}
