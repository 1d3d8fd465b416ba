import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// Translations back into the YAML text: only what changed, in place, comments kept.
    @Suite struct XLIFFImportTests {
        static func exported() throws -> String { try #require(ExchangeFixture.export("de")) }

        /// The translation file with `old` replaced by `new`, and a `sources:` block with
        /// `fingerprints` (key, fingerprint) after its last entry.
        static func german(_ old: String, _ new: String, sources fingerprints: [(String, String)] = []) -> String {
            let text = ExchangeFixture.german.replacingFirst(old, with: new)
            guard !fingerprints.isEmpty else { return text }
            return text + "sources:\n" + fingerprints.map { "  \($0): \"\($1)\"\n" }.joined()
        }

        /// The fingerprints of the fixture's source texts (`SourceFingerprint`), computed
        /// outside onboardc: `printf %s 'Welcome, {name}' | sha256sum | cut -c1-8`.
        static let title = ("onboarding.welcome.title", "c5d9b4cc")
        static let body = ("onboarding.welcome.body", "ca3f68c5")
        static let primary = ("onboarding.welcome.primary", "1ff57a29")

        @Test func importingTheExportChangesNothing() throws {
            let result = ExchangeFixture.importing(try Self.exported())
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
            #expect(result.output == nil)
            #expect(result.translationPath == ExchangeFixture.germanPath)
            #expect(result.summary == TranslationExchange.ImportSummary(unchanged: 3, untranslated: 2))
        }

        @Test func anEditedTargetReplacesOnlyItsValue() throws {
            let xliff = try Self.exported().replacingFirst(
                "<target>Willkommen, ", with: "<target>Hallo &amp; willkommen, ")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.isEmpty)
            #expect(result.summary.updated == 1)
            #expect(result.output?.path == ExchangeFixture.germanPath)
            #expect(
                ExchangeFixture.importedText(xliff)
                    == Self.german(
                        "Willkommen, {name}   # informal", "\"Hallo & willkommen, {name}\"   # informal",
                        sources: [Self.title]))
        }

        /// Plural segments are reassembled; the file's double quotes and `review: true` stay.
        @Test func anEditedPluralCaseIsReassembled() throws {
            let xliff = try Self.exported().replacingFirst(
                "Pflanze wartet auf dich", with: "Pflanze wartet schon auf dich")
            #expect(
                ExchangeFixture.importedText(xliff)
                    == Self.german(
                        "\"{count, plural, other {# Pflanzen warten} one {# Pflanze wartet}} auf dich\"",
                        "\"{count, plural, one {# Pflanze wartet schon auf dich} other {# Pflanzen warten auf dich}}\"",
                        sources: [Self.body]))
        }

        /// A reviewer's `final` without the sub-state clears `review: true` (its line goes).
        @Test func approvingASegmentClearsReview() throws {
            let xliff = try Self.exported().replacingOccurrences(
                of: "state=\"translated\" subState=\"onboardc:needs-review\"", with: "state=\"final\"")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.summary.reviewChanged == 1)
            #expect(ExchangeFixture.importedText(xliff) == Self.german("    review: true\n", "", sources: [Self.body]))
        }

        /// `subState="onboardc:needs-review"` on a translated entry sets `review: true`,
        /// turning the plain entry into the mapping form; the text keeps its spelling.
        @Test func theNeedsReviewSubStateSetsReview() throws {
            let xliff = try Self.exported().replacingFirst(
                "<segment state=\"final\">\n        <source>Welcome",
                with: "<segment state=\"translated\" subState=\"onboardc:needs-review\">\n        <source>Welcome")
            #expect(
                ExchangeFixture.importedText(xliff)
                    == Self.german(
                        "  onboarding.welcome.title: Willkommen, {name}   # informal",
                        "  onboarding.welcome.title:\n    text: Willkommen, {name}\n    review: true   # informal"))
        }

        /// The source changed after the export: the translation is imported, marked for
        /// review instead of silently accepted, and reported; it gets no fingerprint of the
        /// new source, whose words the translator never saw.
        @Test func aChangedSourceIsMarkedForReview() throws {
            let xliff = try Self.exported().replacingFirst("<target>Weiter</target>", with: "<target>Los</target>")
            let input = ExchangeFixture.input(
                spec: ExchangeFixture.spec.replacingFirst("primary: Next", with: "primary: Continue"))
            let result = ExchangeFixture.importing(xliff, input)
            #expect(result.diagnostics.map(\.located) == ["xliff-source-changed 29:5"])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(result.summary.stale == 1)
            #expect(
                ExchangeFixture.importedText(xliff, input)
                    == Self.german(
                        "  onboarding.welcome.primary: \"Weiter\"",
                        "  onboarding.welcome.primary:\n    text: \"Los\"\n    review: true"))
        }

        /// New keys go after the nearest key before them in the spec's order, indented like their neighbours.
        @Test func newKeysAreInsertedInSpecOrder() throws {
            let xliff = try Self.exported()
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Tap Next to start</source>\n",
                    with:
                        "<segment state=\"translated\">\n        <source>Tap Next to start</source>\n        <target>Tippe auf Weiter</target>\n"
                )
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Your garden</source>\n",
                    with:
                        "<segment state=\"final\">\n        <source>Your garden</source>\n        <target>Dein Garten</target>\n"
                )
            let result = ExchangeFixture.importing(xliff)
            #expect(result.summary.added == 2)
            #expect(
                ExchangeFixture.importedText(xliff) == """
                    # German translation of Demo.
                    locale: de
                    strings:
                      # The welcome screen.
                      onboarding.welcome.title: Willkommen, {name}   # informal
                      onboarding.welcome.subtitle: Dein Garten
                      onboarding.welcome.body:
                        text: "{count, plural, other {# Pflanzen warten} one {# Pflanze wartet}} auf dich"
                        review: true
                      onboarding.welcome.caption: Tippe auf Weiter

                      onboarding.welcome.primary: "Weiter"
                    sources:
                      onboarding.welcome.subtitle: "fb93cbda"
                      onboarding.welcome.caption: "148483f3"

                    """)
        }

        /// A locale without a translation file gets a new one beside the spec.
        @Test func aNewLocaleGetsANewFile() throws {
            let input = ExchangeFixture.input(translations: [:])
            let xliff = try #require(ExchangeFixture.export("fr", input))
                .replacingFirst(
                    "<segment state=\"initial\">\n        <source>Next</source>\n",
                    with:
                        "<segment state=\"translated\">\n        <source>Next</source>\n        <target>Suivant</target>\n"
                )
            let result = ExchangeFixture.importing(xliff, input)
            #expect(result.createsFile)
            #expect(result.output?.path == "specs/demo.l10n/fr.yaml")
            #expect(
                ExchangeFixture.importedText(xliff, input) == """
                    # fr translation of Demo (spec: demo.yaml).
                    # Created by `onboardc l10n import`. Later imports keep comments and the order of the keys.
                    locale: fr
                    strings:
                      onboarding.welcome.primary: Suivant
                    sources:
                      onboarding.welcome.primary: "1ff57a29"

                    """)
        }

        /// A key the spec no longer has is reported and skipped; the rest is imported.
        @Test func anUnknownUnitIsSkippedWithAWarning() throws {
            let gone = """
                    <unit id="onboarding.gone.title">
                      <segment state="final">
                        <source>Gone</source>
                        <target>Weg</target>
                      </segment>
                    </unit>

                """
            let xliff = try Self.exported().replacingFirst(
                "    <unit id=\"onboarding.welcome.body\">", with: gone + "    <unit id=\"onboarding.welcome.body\">"
            )
            .replacingFirst("<target>Weiter</target>", with: "<target>Los</target>")
            let result = ExchangeFixture.importing(xliff)
            #expect(result.diagnostics.map(\.located) == ["xliff-unknown-unit 4:5"])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(
                ExchangeFixture.importedText(xliff) == Self.german("\"Weiter\"", "\"Los\"", sources: [Self.primary]))
        }

        /// `<target>` with placeholders moved and typed back: `{name}` from `<ph>`, by id or by `equiv`.
        @Test func placeholdersAreRebuiltFromPh() throws {
            let xliff = try Self.exported().replacingFirst(
                "<target>Willkommen, <ph id=\"1\" disp=\"{name}\" equiv=\"{name}\"/></target>",
                with: "<target><ph id=\"1\"/>, willkommen</target>")
            #expect(
                ExchangeFixture.importedText(xliff)
                    == Self.german(
                        "Willkommen, {name}   # informal", "\"{name}, willkommen\"   # informal", sources: [Self.title])
            )
        }
    }
}
