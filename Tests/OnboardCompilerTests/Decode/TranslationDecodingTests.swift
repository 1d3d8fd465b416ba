import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Translation files beside a spec, and the locale keys of `app:`.
    @Suite struct TranslationDecodingTests {
        private static func validate(_ translations: [String], spec: String = minimalSpec()) -> Pipeline.Result {
            Pipeline.validate(
                SourceFile(path: "spec.yaml", text: spec),
                translations: translations.enumerated().map { SourceFile(path: "t\($0.offset).yaml", text: $0.element) }
            )
        }

        @Test func plainAndReviewedEntriesInFileOrder() throws {
            let result = Self.validate([
                """
                locale: de
                strings:
                  onboarding.welcome.title: Willkommen
                  onboarding.welcome.body:
                    text: "Hallo"
                    review: true
                """
            ])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
            let translation = try #require(result.spec?.translations.first)
            #expect(translation.locale == "de")
            #expect(translation.file == "t0.yaml")
            #expect(translation.localeSpan.start.line == 1 && translation.localeSpan.start.column == 9)
            #expect(translation.entries.map(\.key) == ["onboarding.welcome.title", "onboarding.welcome.body"])
            #expect(translation.entries.map(\.needsReview) == [false, true])
            let body = translation.entries[1]
            #expect(body.text == "Hallo")
            #expect(body.span.start.line == 5 && body.span.start.column == 11)
            #expect(body.keySpan.start.line == 4 && body.keySpan.start.column == 3)
        }

        @Test func translationsAreSortedByLocale() throws {
            let result = Self.validate([
                "locale: fr\nstrings: {}\n", "locale: ar\nstrings: {}\n", "locale: de\nstrings: {}\n",
            ])
            #expect(result.spec?.translations.map(\.locale) == ["ar", "de", "fr"])
        }

        @Test func secondFileOfOneLocale() {
            let result = Self.validate(["locale: de\nstrings: {}\n", "locale: de\nstrings: {}\n"])
            #expect(result.spec == nil)
            #expect(result.diagnostics.map(\.located) == ["translation-duplicate-locale 1:9"])
            #expect(result.diagnostics.first?.span.file == "t1.yaml")
            #expect(result.diagnostics.first?.notes.first?.span?.file == "t0.yaml")
        }

        /// `de-CH.yaml` and `de-ch.yaml`: one locale in two spellings (they once ended in
        /// exit 2, "give each app its own id", when both wrote `values-de-rCH`).
        @Test func secondFileOfOneLocaleInAnotherCase() {
            let result = Self.validate(["locale: de-CH\nstrings: {}\n", "locale: de-ch\nstrings: {}\n"])
            #expect(result.spec == nil)
            #expect(result.diagnostics.map(\.located) == ["translation-duplicate-locale 1:9"])
            #expect(
                result.diagnostics.first?.message == "a second translation of `de-CH` (written `de-ch`) for this app")
            #expect(result.diagnostics.first?.notes.first?.span?.file == "t0.yaml")
        }

        @Test func translationOfTheSourceLocale() {
            let result = Self.validate(["locale: en\nstrings: {}\n"])
            #expect(result.diagnostics.map(\.located) == ["translation-source-locale 1:9"])
            #expect(result.spec == nil)
        }

        @Test func shapeErrorsInATranslationFile() {
            let result = Self.validate([
                """
                locale: de-
                strings:
                  a.b: { txt: Hallo }
                  c.d: [Hallo]
                  e.f: { text: Hallo, review: "yes" }
                extra: 1
                """
            ])
            #expect(
                result.diagnostics.map(\.located) == [
                    // `txt` is `text` misspelt: one error, the unknown key's, with its did-you-mean.
                    "spec-invalid-locale 1:9", "spec-unknown-key 3:10",
                    "spec-type-mismatch 4:8", "spec-type-mismatch 5:31", "spec-unknown-key 6:1",
                ])
        }

        @Test func missingLocaleAndStrings() {
            let result = Self.validate(["{}\n"])
            #expect(result.diagnostics.map(\.located) == ["spec-missing-key 1:1", "spec-missing-key 1:1"])
        }

        @Test func fallbacksAndPseudoLocales() throws {
            let spec = try #require(
                decode(
                    """
                    version: 1
                    app:
                      id: demo
                      name: Demo
                      fallbacks:
                        es-MX: [es-419, es]
                        nb: [no]
                      pseudoLocales: [en-XA, ar-XB]
                    flows:
                      - id: tour
                        trigger: settings
                        screens:
                          - { id: a, role: completion, primary: { label: Done, action: complete } }
                    """))
            #expect(spec.app.fallbacks.map(\.locale) == ["es-MX", "nb"])
            #expect(spec.app.fallbacks.map(\.chain) == [["es-419", "es"], ["no"]])
            #expect(spec.app.fallbacks[1].span.start.line == 7 && spec.app.fallbacks[1].span.start.column == 5)
            #expect(spec.app.pseudoLocales == [.accented, .rightToLeft])
        }

        @Test func badFallbacksAndPseudoLocales() {
            let diagnostics = diagnose(
                """
                version: 1
                app:
                  id: demo
                  name: Demo
                  fallbacks:
                    es_MX: [es]
                    nb: no
                  pseudoLocales: [en-XB]
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: a, role: completion, primary: { label: Done, action: complete } }
                """)
            #expect(
                diagnostics.map(\.located) == [
                    "spec-invalid-locale 6:5", "spec-type-mismatch 7:9", "spec-unknown-value 8:19",
                ])
        }
    }
}

extension DecodeTests {
    /// Placeholders and plurals in copy: a syntax error points at the character.
    @Suite struct MessageDecodingTests {
        @Test func sourceCopyIsParsed() throws {
            let spec = try #require(
                decode(minimalSpec(screen: #"body: "{count, plural, one {# plant} other {# plants}} for {name}""#)))
            let body = try #require(spec.screen("welcome")?.content.body)
            #expect(
                body.message.arguments == [
                    Message.Argument(name: "count", type: .integer),
                    Message.Argument(name: "name", type: .string),
                ])
        }

        @Test func syntaxErrorInSourceCopy() {
            // Line 11: `        body: "Hello {name"`: the unclosed brace is at column 22.
            let diagnostics = diagnose(minimalSpec(screen: #"body: "Hello {name""#))
            #expect(diagnostics.map(\.located) == ["spec-message-syntax 11:22"])
        }

        @Test func exactPluralCaseIsRefused() {
            let diagnostics = diagnose(minimalSpec(screen: #"body: "{n, plural, =0 {none} other {#}}""#))
            #expect(diagnostics.map(\.located) == ["spec-message-syntax 11:28"])
            #expect(diagnostics.first?.message.contains("Android") == true)
        }

        @Test func syntaxErrorInATranslation() {
            let result = Pipeline.validate(
                SourceFile(path: "spec.yaml", text: minimalSpec()),
                translations: [
                    SourceFile(
                        path: "de.yaml", text: "locale: de\nstrings:\n  onboarding.welcome.title: \"Hallo {x, date}\"\n"
                    )
                ])
            #expect(result.diagnostics.map(\.located) == ["spec-message-syntax 3:40"])  // at `date`
            #expect(result.diagnostics.first?.span.file == "de.yaml")
        }
    }
}

extension DecodeTests {
    @Suite struct ReservedAppIDTests {
        /// `generated/schema/` holds the bundle schema, so no app may write there.
        @Test func schemaIsNotAnAppID() {
            let diagnostics = diagnose(
                minimalSpec().replacingOccurrences(of: "app: { id: demo,", with: "app: { id: schema,"))
            #expect(diagnostics.map(\.located) == ["spec-reserved-id 2:12"])
            #expect(diagnostics.first?.message.contains("bundle schema") == true)
        }
    }
}

extension DecodeTests.TranslationDecodingTests {
    @Test func translationOfAPseudoLocale() {
        let result = Pipeline.validate(
            SourceFile(path: "spec.yaml", text: minimalSpec()),
            translations: [SourceFile(path: "x.yaml", text: "locale: ar-XB\nstrings: {}\n")])
        #expect(result.diagnostics.map(\.located) == ["translation-pseudo-locale 1:9"])
        #expect(result.spec == nil)
    }
}
