import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// The `length` notes follow the project's `l10n-length-budget` settings, in a build and in an export alike.
    @Suite struct XLIFFLengthNoteTests {
        static var config: ProjectConfig {
            var config = ProjectConfig()
            config.rules[LengthBudget.ruleID] = ProjectConfig.RuleSetting(parameters: ["title": "12"])
            return config
        }

        @Test func configuredBudgetReachesBuildAndExport() throws {
            let input = ExchangeFixture.input()
            let spec = try #require(ExchangeFixture.validated(input))
            #expect(TranslationExchange.export(spec, locale: "de").contains("max 40 characters"))
            let exported = TranslationExchange.export(spec, locale: "de", config: Self.config)
            #expect(exported.contains("max 12 characters"))
            #expect(!exported.contains("max 40 characters"))

            var options = emitOnly
            options.config.rules[LengthBudget.ruleID] = Self.config.rules[LengthBudget.ruleID]
            let built = Pipeline.compile(input.spec, translations: input.translations, options: options)
            let file = try #require(built.outputs.first { $0.path == "demo/xliff/de.xlf" })
            #expect(String(decoding: file.bytes, as: UTF8.self) == exported)
        }
    }
}
