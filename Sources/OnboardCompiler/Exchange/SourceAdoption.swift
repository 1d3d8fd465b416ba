/// `onboardc l10n adopt`: writes source fingerprints (`sources:`) into the
/// translation files of a spec, for translations that have none: it declares
/// that they were made from the source texts the spec has today. With
/// `reviewed`, stale translations get the current fingerprint too: their writer
/// has checked them against the new source. Only `sources:` changes, in place
/// (`TranslationEditor`), and every file is checked before it is handed out.
extension TranslationExchange {
    /// What adopting did to one translation file.
    public struct AdoptedFile: Sendable {
        /// The translation file, as it was read.
        public var path: String
        /// The new bytes, or nil when nothing changes.
        public var output: OutputFile?
        /// Fingerprints written for translations that had none.
        public var added = 0
        /// Stale fingerprints replaced (`reviewed`).
        public var refreshed = 0
        /// Stale translations left stale (without `reviewed`).
        public var stale = 0

        public var summary: String {
            var parts = ["\(added) \(added == 1 ? "fingerprint" : "fingerprints") added", "\(refreshed) refreshed"]
            if stale > 0 { parts.append("\(stale) stale left as they are (review them, then use --reviewed)") }
            return parts.joined(separator: ", ")
        }
    }

    /// The result of adopting the translation files of one spec.
    public struct AdoptResult: Sendable {
        /// The spec's errors and warnings (nothing is written when it has errors), and files that could not be written.
        public var diagnostics: [Diagnostic] = []
        /// Every file read, for the excerpts of diagnostics.
        public var sources: [SourceFile] = []
        public var files: [AdoptedFile] = []

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Fingerprints for the translations of `input`'s spec that have none, and with
    /// `reviewed` for the stale ones. Translations of keys the spec no longer has are left alone.
    public static func adopt(
        _ input: Pipeline.Input, reviewed: Bool, options: Pipeline.Options = Pipeline.Options()
    )
        -> AdoptResult
    {
        var result = AdoptResult(sources: [input.spec] + input.translations)
        let sink = DiagnosticSink()
        var trees: [String: Document] = [:]
        var timings = StageTimings()
        let decoded = Pipeline.decode(input, options: options, sink: sink, timings: &timings) { file, tree in
            trees[file.path] = tree
        }
        result.diagnostics = sink.sorted
        guard let spec = decoded else { return result }
        let analysis = SpecAnalysis(spec)
        let order = analysis.allCopy.map(\.key)
        for translation in spec.translations {
            var file = AdoptedFile(path: translation.file)
            var changes: [TranslationEditor.Change] = []
            var expected: [String: WrittenTranslation.Expected] = [:]
            for entry in translation.entries {
                guard let fingerprint = analysis.fingerprint(of: entry.key), let message = entry.message else {
                    continue
                }
                let stale = analysis.staleness(of: entry, key: entry.key) != nil
                if stale { reviewed ? (file.refreshed += 1) : (file.stale += 1) }
                guard entry.sourceFingerprint == nil || (stale && reviewed) else { continue }
                if entry.sourceFingerprint == nil { file.added += 1 }
                changes.append(
                    TranslationEditor.Change(
                        key: entry.key, text: nil, review: entry.needsReview,
                        source: fingerprint))
                expected[entry.key] = WrittenTranslation.Expected(
                    message: message, review: entry.needsReview,
                    source: fingerprint)
            }
            if !changes.isEmpty, let source = input.translations.first(where: { $0.path == translation.file }) {
                let written = WrittenTranslation(
                    app: spec.app, options: options, path: translation.file, old: translation)
                guard let tree = trees[source.path], let editor = TranslationEditor(source, tree: tree),
                    case let bytes = editor.applying(changes, order: order), written.holds(bytes, expected: expected)
                else {
                    result.diagnostics.append(.adoptUnsafeEdit(translation.file, at: translation.localeSpan))
                    continue
                }
                file.output = OutputFile(path: translation.file, bytes: bytes)
            }
            result.files.append(file)
        }
        return result
    }
}
