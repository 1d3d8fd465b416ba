import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// `sources:` in a translation file: the fingerprint of the source text each translation was made from.
    @Suite struct TranslationSourcesTests {
        static func validate(_ translation: String) -> Pipeline.Result {
            Pipeline.validate(
                SourceFile(path: "spec.yaml", text: minimalSpec()),
                translations: [SourceFile(path: "de.yaml", text: translation)])
        }

        @Test func fingerprintsAreAttachedToTheirTranslations() throws {
            let result = Self.validate(
                """
                locale: de
                strings:
                  onboarding.welcome.title: Willkommen
                  onboarding.welcome.primary: Los
                sources:
                  onboarding.welcome.title: "3f2a9c1e"
                """)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
            let entries = try #require(result.spec?.translations.first?.entries)
            #expect(entries.map(\.sourceFingerprint) == ["3f2a9c1e", nil])
            #expect(entries[0].sourceFingerprintSpan?.start.line == 6)
            #expect(entries[0].sourceFingerprintSpan?.start.column == 29)
        }

        /// Upper case, too short, or not hex: an error at the value, and the file is not used.
        @Test(arguments: ["3F2A9C1E", "3f2a9c1", "3f2a9c1e0", "3f2a9c1g", "\"\""])
        func aMalformedFingerprintIsAnErrorAtItsValue(fingerprint: String) {
            let result = Self.validate(
                """
                locale: de
                strings:
                  onboarding.welcome.title: Willkommen
                sources:
                  onboarding.welcome.title: \(fingerprint)
                """)
            #expect(result.diagnostics.map(\.located) == ["translation-invalid-fingerprint 5:29"])
            #expect(result.diagnostics.first?.span.file == "de.yaml")
            #expect(result.diagnostics.first?.help?.contains("onboardc l10n adopt") == true)
            #expect(result.spec == nil)
        }

        @Test func aFingerprintWithoutATranslationIsAWarningAtItsKey() throws {
            let result = Self.validate(
                """
                locale: de
                strings:
                  onboarding.welcome.title: Willkommen
                sources:
                  onboarding.welcome.title: "3f2a9c1e"
                  onboarding.welcome.body: "3f2a9c1e"
                """)
            #expect(result.diagnostics.map(\.located) == ["translation-orphan-fingerprint 6:3"])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(result.diagnostics.first?.help?.hasPrefix("remove it") == true)
            #expect(result.spec?.translations.first?.entries.count == 1)
        }

        /// The generic shape checks apply: a list instead of a mapping, a duplicate key.
        @Test func shapeErrorsUnderSources() {
            #expect(
                Self.validate("locale: de\nstrings: {}\nsources: [a]\n").diagnostics.map(\.located)
                    == ["spec-type-mismatch 3:10"])
            let duplicate = Self.validate(
                """
                locale: de
                strings:
                  onboarding.welcome.title: Willkommen
                sources:
                  onboarding.welcome.title: "3f2a9c1e"
                  onboarding.welcome.title: "3f2a9c1e"
                """)
            #expect(duplicate.diagnostics.map(\.code) == ["yaml-duplicate-key"])
        }

        /// The fingerprint is of the canonical ICU text: a plural written with other spacing keeps it.
        @Test func theFingerprintIsOfTheCanonicalMessage() throws {
            let plain = try MessageParser.parse("{count, plural, one {# plant} other {# plants}}").get()
            let spaced = try MessageParser.parse("{count,plural,  one {# plant}   other {# plants}}").get()
            #expect(SourceFingerprint.of(plain) == SourceFingerprint.of(spaced))
            // `printf %s 'Hello' | sha256sum`: 185f8db3…
            #expect(SourceFingerprint.of(Message(text: "Hello")) == "185f8db3")
            #expect(SourceFingerprint.isWellFormed("185f8db3") && !SourceFingerprint.isWellFormed("185F8DB3"))
        }
    }
}
