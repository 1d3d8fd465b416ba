import Foundation
import Testing
@testable import OnboardCompiler

extension ExchangeTests {
    /// The story on a copy of VegyScan (in memory): "Scan any menu in any language"
    /// becomes "Scan every menu in any language", and every translation of it goes stale,
    /// in lint, the String Catalog and the XLIFF export, until a new target is imported or
    /// the writer adopts it as reviewed.
    @Suite struct StaleTranslationStoryTests {
        static let old = "\"Scan any menu in any language\""
        static let new = "\"Scan every menu in any language\""
        /// `printf %s 'Scan any menu in any language' | sha256sum | cut -c1-8`, and the new text's.
        static let oldFingerprint = "3bfee151"
        static let newFingerprint = "0349727a"
        static let keys = ["tutorial.scan-any-menu.title", "tutorial-replay.scan-any-menu.title"]

        /// VegyScan with its seed translations; `changed`: with the new English title.
        static func input(changed: Bool = true, translations edit: (String) -> String = { $0 }) throws -> Pipeline.Input
        {
            let seed = try #require(
                try GeneratedFolderTests.seedSources().first { $0.spec.path == "specs/vegyscan.yaml" })
            let spec = String(decoding: seed.spec.bytes, as: UTF8.self)
            #expect(spec.contains(old))
            return Pipeline.Input(
                spec: SourceFile(path: seed.spec.path, text: changed ? spec.replacingFirst(old, with: new) : spec),
                translations: seed.translations.map {
                    SourceFile(path: $0.path, text: edit(String(decoding: $0.bytes, as: UTF8.self)))
                })
        }

        static func staleFindings(_ input: Pipeline.Input) throws -> [String] {
            let result = Pipeline.lint(
                input.spec, translations: input.translations, options: try GeneratedFolderTests.options())
            return result.diagnostics.filter { $0.code == "l10n-stale-translation" }
                .map { "\($0.span.file):\($0.span.start.line):\($0.span.start.column)" }
        }

        static func spec(_ input: Pipeline.Input) throws -> Spec {
            try #require(Pipeline.validate(input.spec, translations: input.translations).spec)
        }

        /// The replay flow reuses the tutorial's screens (a YAML alias), so the one text is two
        /// keys: two findings per file, each at its translation.
        @Test func lintFindsEachStaleTranslationAtItsText() throws {
            #expect(try Self.staleFindings(try Self.input(changed: false)).isEmpty)
            #expect(
                try Self.staleFindings(try Self.input()) == [
                    "specs/vegyscan.l10n/ar.yaml:44:33", "specs/vegyscan.l10n/ar.yaml:71:40",
                    "specs/vegyscan.l10n/de.yaml:32:33", "specs/vegyscan.l10n/de.yaml:59:40",
                    "specs/vegyscan.l10n/es.yaml:31:33", "specs/vegyscan.l10n/es.yaml:58:40",
                ])
            let result = Pipeline.lint(try Self.input().spec, translations: try Self.input().translations)
            let finding = try #require(result.diagnostics.first { $0.code == "l10n-stale-translation" })
            #expect(finding.severity == .warning)
            #expect(
                finding.message == "the `ar` translation of `tutorial.scan-any-menu.title` is stale: "
                    + "the source text changed after the translation was made")
            #expect(finding.help?.contains("onboardc l10n adopt --reviewed") == true)
        }

        /// Without fingerprints (files from before them) a changed source reports nothing.
        @Test func anUnfingerprintedTranslationIsNeverStale() throws {
            #expect(try Self.staleFindings(try Self.input(translations: Self.withoutSources)).isEmpty)
        }

        @Test func theCatalogMarksThemNeedsReview() throws {
            func states(_ input: Pipeline.Input) throws -> [String] {
                let result = Pipeline.compile(input.spec, translations: input.translations)
                let catalog = try #require(result.outputs.first { $0.path == "vegyscan/ios/Localizable.xcstrings" })
                let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.bytes)) as? [String: Any])
                let strings = try #require(json["strings"] as? [String: Any])
                return try Self.keys.flatMap { key in
                    let localizations = try #require(
                        (strings[key] as? [String: Any])?["localizations"] as? [String: Any])
                    return try ["ar", "de", "es"].map { locale in
                        let unit = (localizations[locale] as? [String: Any])?["stringUnit"] as? [String: Any]
                        return try #require(unit?["state"] as? String)
                    }
                }
            }
            #expect(try states(try Self.input(changed: false)) == Array(repeating: "translated", count: 6))
            #expect(try states(try Self.input()) == Array(repeating: "needs_review", count: 6))
        }

        @Test func theExportSendsThemAsTranslatedWithANote() throws {
            let document = XLIFFExport(analysis: SpecAnalysis(try Self.spec(try Self.input())), locale: "de").document()
            let unit = try #require(document.units.first { $0.id == "tutorial.scan-any-menu.title" })
            #expect(unit.segments.map(\.state) == [.translated])
            #expect(unit.segments.first?.subState == nil)
            #expect(
                unit.notes.last
                    == XLIFFNote(
                        category: "source-changed",
                        text: """
                            The source text changed after this translation was made (made from source 3bfee151, now 0349727a): \
                            review it against the new source.
                            """))
            let current = try #require(document.units.first { $0.id == "tutorial.scan-any-menu.body" })
            #expect(current.segments.map(\.state) == [.final])
            #expect(!current.notes.contains { $0.category == "source-changed" })
        }

        /// A new German target written back clears it: the current fingerprint is written beside it.
        @Test func importingANewTargetClearsIt() throws {
            let input = try Self.input()
            let xliff = TranslationExchange.export(try Self.spec(input), locale: "de")
                .replacingFirst(
                    "<target>Scanne jede Speisekarte in jeder Sprache</target>",
                    with: "<target>Scanne wirklich jede Speisekarte in jeder Sprache</target>")
            let result = try Project([input]).importXLIFF(
                SourceFile(path: "vegyscan.de.xlf", text: xliff), translationFolder: TranslationFiles.folder(of:))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
            #expect(result.summary.updated == 1)
            let output = try #require(result.output)
            let text = String(decoding: output.bytes, as: UTF8.self)
            // The first unit of the two in key order (code point: `-` before `.`) is the replay's.
            #expect(text.contains("  tutorial-replay.scan-any-menu.title: \"\(Self.newFingerprint)\"\n"))
            #expect(text.contains("  tutorial.scan-any-menu.title: \"\(Self.oldFingerprint)\"\n"))
            #expect(
                text.contains(
                    "  tutorial-replay.scan-any-menu.title: Scanne wirklich jede Speisekarte in jeder Sprache\n"))
            let after = Pipeline.Input(
                spec: input.spec,
                translations: input.translations.map {
                    $0.path == output.path ? SourceFile(path: output.path, bytes: output.bytes) : $0
                })
            #expect(
                try Self.staleFindings(after).filter { $0.hasPrefix("specs/vegyscan.l10n/de.yaml") }
                    == ["specs/vegyscan.l10n/de.yaml:32:33"])
        }

        /// Exported as `translated` and imported back untouched, it stays stale; marked `final`
        /// by the translator, it is confirmed for the new source.
        @Test func exportAndImportBackKeepsItStaleUnlessConfirmed() throws {
            let input = try Self.input()
            let xliff = TranslationExchange.export(try Self.spec(input), locale: "de")
            func importing(_ text: String) throws -> TranslationExchange.ImportResult {
                try Project([input]).importXLIFF(
                    SourceFile(path: "vegyscan.de.xlf", text: text), translationFolder: TranslationFiles.folder(of:))
            }
            let unchanged = try importing(xliff)
            #expect(unchanged.diagnostics.isEmpty)
            #expect(unchanged.output == nil)
            #expect(unchanged.summary.confirmed == 0)
            let confirmed = try importing(
                xliff.replacingOccurrences(of: "state=\"translated\"", with: "state=\"final\""))
            #expect(confirmed.summary.confirmed == 2)
            #expect(confirmed.summary.updated == 0)
            let text = String(decoding: try #require(confirmed.output).bytes, as: UTF8.self)
            let seed = String(
                decoding: try #require(input.translations.first { $0.path.hasSuffix("/de.yaml") }).bytes, as: UTF8.self)
            #expect(
                text
                    == seed.replacingOccurrences(
                        of: "scan-any-menu.title: \"\(Self.oldFingerprint)\"",
                        with: "scan-any-menu.title: \"\(Self.newFingerprint)\""))
        }

        /// Adopt writes fingerprints for translations without one and changes nothing the second time.
        @Test func adoptFingerprintsUnfingerprintedFilesOnce() throws {
            let bare = try Self.input(changed: false, translations: Self.withoutSources)
            let first = TranslationExchange.adopt(bare, reviewed: false)
            #expect(!first.hasErrors)
            #expect(first.files.map(\.added) == [51, 51, 51])
            let seeds = try Self.input(changed: false)
            for (file, seed) in zip(first.files, seeds.translations) {
                #expect(file.output?.bytes == seed.bytes, "\(file.path): adopt writes what the seed holds")
            }
            let second = TranslationExchange.adopt(seeds, reviewed: false)
            #expect(second.files.allSatisfy { $0.output == nil && $0.added == 0 && $0.refreshed == 0 })
        }

        /// Without `--reviewed` adopt leaves stale fingerprints alone; with it, it refreshes them.
        @Test func adoptReviewedRefreshesStaleFingerprints() throws {
            let input = try Self.input()
            let plain = TranslationExchange.adopt(input, reviewed: false)
            #expect(plain.files.map(\.stale) == [2, 2, 2])
            #expect(plain.files.allSatisfy { $0.output == nil })
            let reviewed = TranslationExchange.adopt(input, reviewed: true)
            #expect(reviewed.files.map(\.refreshed) == [2, 2, 2])
            let after = Pipeline.Input(
                spec: input.spec,
                translations: reviewed.files.map {
                    SourceFile(path: $0.path, bytes: $0.output?.bytes ?? [])
                })
            #expect(try Self.staleFindings(after).isEmpty)
            #expect(TranslationExchange.adopt(after, reviewed: true).files.allSatisfy { $0.output == nil })
        }

        /// A seed file without its `sources:` block (the last block of every seed file).
        static func withoutSources(_ text: String) -> String {
            guard let range = text.range(of: "\nsources:\n") else { return text }
            return String(text[..<range.lowerBound]) + "\n"
        }
    }
}
