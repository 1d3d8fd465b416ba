/// One import, once the XLIFF is read and its spec found: picks the
/// translation file, plans the changes, edits (or creates) the file, and
/// checks the result before handing it out for writing.
struct Importer {
    let document: XLIFFDocument
    let analysis: SpecAnalysis
    let input: Pipeline.Input
    /// The node tree of each translation file, by path, from decoding it.
    let trees: [String: Document]
    let options: Pipeline.Options
    let sink: DiagnosticSink

    var spec: Spec { analysis.spec }

    func run(translationFolder: String, into result: inout TranslationExchange.ImportResult) {
        let locale = document.targetLocale
        let rootSpan = document.rootSpan ?? .file(input.spec.path)
        if locale == LocaleTag.canonical(spec.app.sourceLocale) || PseudoLocale(rawValue: locale) != nil {
            return sink.emit(.xliffUntranslatableLocale(locale, app: spec.app.id, at: rootSpan))
        }
        if LocaleTag.canonical(document.sourceLocale) != LocaleTag.canonical(spec.app.sourceLocale) {
            sink.emit(.xliffSourceLanguage(document.sourceLocale, spec: spec.app.sourceLocale, at: rootSpan))
        }
        let translation = spec.translations.first { LocaleTag.canonical($0.locale) == locale }
        let path = translation?.file ?? translationFolder + "/" + locale + ".yaml"
        if translation == nil, input.translations.contains(where: { $0.path == path }) {
            return sink.emit(.xliffTranslationFileTaken(path, locale: locale, at: rootSpan))
        }
        result.translationPath = path
        let plan = ImportPlan(document, analysis: analysis, translation: translation, limits: options.limits)
        sink.emit(contentsOf: plan.diagnostics)
        result.summary = plan.summary
        // One refused unit stops the whole file: a partial import would look complete.
        guard !plan.changes.isEmpty, !plan.diagnostics.contains(where: { $0.severity == .error }) else { return }

        let order = analysis.allCopy.map(\.key)
        let bytes: [UInt8]
        if let translation, let source = input.translations.first(where: { $0.path == translation.file }) {
            guard let tree = trees[source.path], let editor = TranslationEditor(source, tree: tree) else {
                return sink.emit(.xliffUnsafeEdit(path, at: rootSpan))
            }
            bytes = editor.applying(plan.changes, order: order)
        } else {
            bytes = NewTranslationFile.bytes(spec: spec, locale: locale, changes: plan.changes, order: order)
            result.createsFile = true
        }
        // A file the next command could not read (`--max-input-bytes`) is not written.
        guard bytes.count <= options.limits.maxInputBytes else {
            return sink.emit(
                .xliffTranslationTooLarge(
                    path, size: bytes.count, limit: options.limits.maxInputBytes,
                    at: rootSpan))
        }
        let written = WrittenTranslation(app: spec.app, options: options, path: path, old: translation)
        guard written.holds(bytes, expected: plan.expected) else {
            return sink.emit(.xliffUnsafeEdit(path, at: rootSpan))
        }
        result.output = OutputFile(path: path, bytes: bytes)
    }
}

extension Diagnostic {
    static func xliffUntranslatableLocale(_ locale: String, app: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTargetLanguage,
            "`\(locale)` is the source locale or a pseudo-locale of `\(app)`: there is nothing to import",
            at: span, help: "import a file translated into another language")
    }

    static func xliffSourceLanguage(_ written: String, spec: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffSourceLanguage,
            "the file was translated from `\(written)`, but the spec's source locale is `\(spec)`",
            at: span, help: "units whose source text differs are marked for review")
    }

    static func xliffTranslationFileTaken(_ path: String, locale: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTranslationFile,
            "\(path) exists but translates another locale, so `\(locale)` cannot be written there",
            at: span, help: "rename that file after its `locale:`, then import again")
    }

    static func xliffTranslationTooLarge(_ path: String, size: Int, limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTranslationTooLarge,
            "with these translations \(path) would be \(size) bytes, more than the limit of \(limit) bytes; nothing was written",
            at: span,
            help: "check the translations for pasted text; raise --max-input-bytes if the file really is that large")
    }

    static func xliffUnsafeEdit(_ path: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffImportFailed,
            "the translations could not be written into \(path) without changing other entries; nothing was written",
            at: span, help: "please report this with the two files; meanwhile copy the translations by hand")
    }
}
