import Testing

@testable import OnboardCompiler

/// Every fix that a declared code's example or a lint rule's failing example yields, applied:
/// its finding is gone and no other appears.
@Suite struct FixExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: String
        var config: String?
        var translations: [String: String]
        var packs: Set<RulePack>
        var testDescription: String { name }
    }

    static let cases: [Case] =
        RuleRegistry.descriptions.flatMap { rule in
            rule.examples.enumerated().filter { $1.fails }.map { index, example in
                Case(
                    name: "\(rule.id) example \(index + 1)", spec: RuleExampleTests.strip(example.yaml).text,
                    config: nil,
                    translations: Dictionary(
                        uniqueKeysWithValues: example.translationFiles.map { ($0, RuleExampleTests.strip($1).text) }),
                    packs: Set(rule.packs))
            }
        }
        + DiagnosticCodes.all.compactMap { code in
            switch code.example {
            case .spec(let yaml, let translations, let config, _) where translations.isEmpty:
                Case(
                    name: code.id, spec: DiagnosticCodeExampleTests.strip(yaml).text, config: config,
                    translations: [:], packs: [])
            case .config(let yaml):
                Case(
                    name: code.id, spec: "version: 1\napp: { id: demo, name: Demo }\nflows: []\n",
                    config: DiagnosticCodeExampleTests.strip(yaml).text, translations: [:], packs: [])
            default: nil
            }
        }

    @Test(arguments: cases)
    func fixesFixWhatTheyFix(_ test: Case) throws {
        let harness = FixHarness(test.spec, config: test.config, translations: test.translations, packs: test.packs)
        let before = harness.findings()
        for diagnostic in before {
            for fix in diagnostic.fixes { try harness.verify(fix, of: diagnostic, before: before) }
        }
    }

    /// The examples exercise fixes of these codes at least (the sweep above is not empty).
    @Test func examplesHaveFixes() {
        let fixed = Set(
            Self.cases.flatMap { test in
                FixHarness(test.spec, config: test.config, translations: test.translations, packs: test.packs)
                    .findings().filter { !$0.fixes.isEmpty }.map(\.code)
            })
        let expected = [
            "a11y-screen-position", "business-checkbox-default-ticked", "config-unknown-rule", "consent-preticked",
            "icon-unknown-material-symbol", "icon-unknown-symbol",
            "l10n-link-mismatch", "l10n-locale-code", "l10n-obsolete-key", "l10n-placeholder-mismatch",
            "lint-suppression-unknown-rule", "spec-sample-mismatch", "spec-unknown-key", "spec-unknown-link",
            "spec-unknown-value", "timing-progress-fraction", "timing-reduced-motion",
        ]
        for code in expected {
            #expect(fixed.contains(code), "\(code)")
        }
    }
}
