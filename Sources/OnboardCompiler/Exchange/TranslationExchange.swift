import Foundation

/// Working with translators: XLIFF 2.0 out (`onboardc l10n export`, and the
/// `xliff/` folder of every build) and back into the translation files
/// (`onboardc l10n import`). The CLI reads and writes the files; everything
/// else happens here.
public enum TranslationExchange {
    /// The XLIFF file of `spec` for translators into `locale`: the same bytes
    /// `onboardc build` writes to `<app>/xliff/<locale>.xlf` with the same configuration.
    public static func export(_ spec: Spec, locale: String, config: ProjectConfig = ProjectConfig()) -> String {
        XLIFFWriter.write(
            XLIFFExport(
                analysis: SpecAnalysis(spec), locale: locale, budgetParameters: config.lengthBudgetParameters
            )
            .document())
    }

    /// Why `spec` cannot be exported for `locale`, or nil: it must be a locale,
    /// not the source locale and not a pseudo-locale.
    public static func exportProblem(_ spec: Spec, locale: String) -> String? {
        guard case .success(let tag) = LocaleTag.parse(locale) else {
            return "`\(locale)` is not a locale; use a BCP-47 tag such as `de`, `pt-BR` or `zh-Hant`"
        }
        if tag.identifier == LocaleTag.canonical(spec.app.sourceLocale) {
            return "`\(locale)` is the source locale of `\(spec.app.id)`; export a locale to translate into"
        }
        if PseudoLocale(rawValue: tag.identifier) != nil {
            return "`\(locale)` is a pseudo-locale: onboardc generates it, nobody translates it"
        }
        return nil
    }

    /// The result of importing one XLIFF file.
    public struct ImportResult: Sendable {
        /// Errors (nothing is written), and warnings such as units whose source changed.
        public var diagnostics: [Diagnostic]
        /// Every file read, for the excerpts of diagnostics.
        public var sources: [SourceFile]
        /// The translation file to write (relative to where the spec was read), or nil when nothing changes.
        public var output: OutputFile?
        /// True when `output` is a new file.
        public var createsFile = false
        /// The translation file the import is about, written or not.
        public var translationPath: String?
        public var summary = ImportSummary()

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// How many units did what.
    public struct ImportSummary: Sendable, Hashable, CustomStringConvertible {
        public var updated = 0, added = 0, reviewChanged = 0, unchanged = 0, untranslated = 0, skipped = 0, stale = 0
        /// Stale translations that came back unchanged as `final` or `reviewed`: confirmed for the new source.
        public var confirmed = 0

        public var description: String {
            var parts = ["\(updated) updated", "\(added) added"]
            if reviewChanged > 0 { parts.append("\(reviewChanged) with only the review mark changed") }
            if stale > 0 { parts.append("\(stale) marked for review (source changed)") }
            if confirmed > 0 { parts.append("\(confirmed) confirmed for the changed source") }
            parts += ["\(unchanged) unchanged", "\(untranslated) untranslated"]
            if skipped > 0 { parts.append("\(skipped) skipped") }
            return parts.joined(separator: ", ")
        }
    }
}

extension Project {
    /// Imports `xliff` into the translation file of the app it names (`<file id>`), found
    /// among the specs (`onboardc l10n import`). A locale with no translation file yet gets
    /// `translationFolder(specPath)/<locale>.yaml`. The specs before the app's are decoded
    /// to learn their app ids; the app's spec and its translation files are decoded once,
    /// and the file imported into is edited from the tree that decoded it. Throws when a
    /// file found readable can no longer be read.
    public func importXLIFF(
        _ xliff: SourceFile, translationFolder: (String) -> String
    ) throws(FileError) -> TranslationExchange.ImportResult {
        var result = TranslationExchange.ImportResult(diagnostics: [], sources: [xliff])
        let sink = DiagnosticSink()
        try importXLIFF(xliff, translationFolder: translationFolder, sink: sink, into: &result)
        result.diagnostics = sink.sorted
        return result
    }

    private func importXLIFF(
        _ xliff: SourceFile, translationFolder: (String) -> String, sink: DiagnosticSink,
        into result: inout TranslationExchange.ImportResult
    ) throws(FileError) {
        guard let document = XLIFFReader.read(xliff, limits: options.limits, diagnostics: sink) else { return }
        var known: [String] = []
        var timings = StageTimings()
        for files in inputs {
            let input = try files.read()
            let specSink = DiagnosticSink()
            guard let decoded = Pipeline.decodeSpec(input.spec, options: options, sink: specSink, timings: &timings),
                !specSink.hasErrors
            else { continue }
            guard decoded.app.id == document.fileID else {
                known.append(decoded.app.id)
                continue
            }
            result.sources += [input.spec] + input.translations
            var trees: [String: Document] = [:]
            let spec = Pipeline.translated(
                decoded, by: input.translations, options: options, sink: specSink, timings: &timings
            ) { file, tree in trees[file.path] = tree }
            // The spec's own warnings are `lint`'s to report; its errors stop the import.
            guard let spec else { return sink.emit(contentsOf: specSink.diagnostics) }
            let importer = Importer(
                document: document, analysis: SpecAnalysis(spec), input: input, trees: trees, options: options,
                sink: sink)
            return importer.run(translationFolder: translationFolder(input.spec.path), into: &result)
        }
        sink.emit(.xliffUnknownApp(document.fileID, known: known, at: document.fileSpan ?? .file("")))
    }
}

extension Diagnostic {
    static func xliffUnknownApp(_ id: String, known: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestion.closest(to: id, in: known).map { "did you mean `\($0)`? " } ?? ""
        let list =
            known.isEmpty ? "no spec was found" : "the specs are for " + known.map { "`\($0)`" }.joined(separator: ", ")
        return Diagnostic(
            .xliffUnknownApp, "no spec has the app id `\(id)` that this file translates", at: span,
            help: suggestion + list + "; pass the spec (or its folder) after the XLIFF file")
    }
}

extension TranslationExchange {
    /// Replaces (or creates) the file at `path` atomically: readers see the old
    /// file or the new one, never a part of it.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
    }
}
