import Testing

@testable import OnboardCompiler

/// A rule that reads the words of one language (`RuleDescription.languages`) runs only on a
/// spec whose `sourceLocale` is in it: Flesch–Kincaid counts English syllables, and graded
/// Arabic copy at 10.6 once.
@Suite struct RuleLanguageTests {
    static func spec(locale: String, body: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo, sourceLocale: \(locale) }
        flows:
          - id: intro
            trigger: settings
            screens:
              - { id: a, role: information, body: "\(body)", primary: { label: Done, action: complete } }

        """
    }

    static let english =
        "Comprehensive personalization capabilities facilitate extraordinarily sophisticated organizational methodologies."

    @Test func anEnglishOnlyRuleReadsEnglishSpecs() {
        let found = lintDiagnostics(Self.spec(locale: "en-GB", body: Self.english), config: .only("copy-readability"))
        #expect(found.map(\.code) == ["copy-readability"])
    }

    @Test func anEnglishOnlyRuleSkipsASpecInAnotherLanguage() {
        let arabic = "تتيح إمكانات التخصيص الشاملة منهجيات تنظيمية متطورة للغاية لجميع المستخدمين في كل مكان."
        #expect(lintDiagnostics(Self.spec(locale: "ar", body: arabic), config: .only("copy-readability")).isEmpty)
        #expect(lintDiagnostics(Self.spec(locale: "de", body: Self.english), config: .only("copy-readability")).isEmpty)
    }

    @Test func theEnglishOnlyRulesSayIt() {
        let english = RuleRegistry.descriptions.filter { $0.languages == ["en"] }.map(\.id)
        #expect(
            Set(english).isSuperset(of: [
                "copy-readability", "copy-contractions", "a11y-link-text", "dark-confirmshaming", "dark-urgency",
            ]))
        #expect(RuleDocs.markdown().contains("- Languages: `en`; a spec whose `sourceLocale` is in another language"))
        #expect(RuleRegistry.descriptions.filter { $0.languages.isEmpty }.allSatisfy { $0.reads("ar") })
    }
}
