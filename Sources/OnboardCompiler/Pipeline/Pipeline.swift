import Foundation

/// The compiler's one entry point: source text → YAML node tree → IR →
/// emitted files, with every problem reported as a `Diagnostic`.
public enum Pipeline {
    public struct Options: Sendable {
        public var limits: ParseLimits
        /// The organisation's policy and the lint rules' settings.
        public var config: ProjectConfig

        public init(limits: ParseLimits = .default, config: ProjectConfig = ProjectConfig()) {
            self.limits = limits
            self.config = config
        }
    }

    /// One spec and the translation files beside it.
    public struct Input: Sendable {
        public var spec: SourceFile
        public var translations: [SourceFile]

        public init(spec: SourceFile, translations: [SourceFile] = []) {
            self.spec = spec
            self.translations = translations
        }
    }

    public struct Result: Sendable {
        public var spec: Spec?
        public var diagnostics: [Diagnostic]
        /// The files to write, relative to the output directory; empty when
        /// the spec has errors (nothing is written for a spec with errors).
        public var outputs: [OutputFile]
        public var timings: StageTimings
        /// Lint findings an in-source comment silenced (for SARIF; no other report shows them).
        public var suppressed: [SuppressedDiagnostic] = []
        /// The spec and translation files as read, for the excerpts of the diagnostics (set by
        /// the runs of many specs, which read each spec in its task).
        public var sources: [SourceFile] = []
        /// Set when a spec or translation file found readable could not be read when its turn
        /// came (removed or made unreadable meanwhile): the run fails as for any unreadable input.
        public var unreadable: FileError?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Parses and decodes one spec and its translation files (`onboardc validate`).
    public static func validate(
        _ source: SourceFile, translations: [SourceFile] = [],
        options: Options = Options()
    ) -> Result {
        var timings = StageTimings()
        let sink = DiagnosticSink()
        var decoded = decode(source, options: options, sink: sink, timings: &timings)
        // The tree is gone (nothing in the IR holds a node): its pages go back before the next stage.
        FreedMemory.release(after: source.bytes.count)
        let translated = translations.compactMap { file -> Translation? in
            let document = timings.measure(.parse) {
                TreeBuilder.build(file, limits: options.limits, diagnostics: sink)
            }
            return document.flatMap { document in
                timings.measure(.decode) { TranslationDecoder(document: document, sink: sink).translation() }
            }
        }
        if let app = decoded?.app {
            decoded?.translations = TranslationDecoder.checkedLocales(translated, of: app, diagnostics: sink)
        }
        // A spec with any error (a duplicate key found while parsing, say) yields no IR.
        let spec = sink.hasErrors ? nil : decoded
        return Result(spec: spec, diagnostics: sink.sorted, outputs: [], timings: timings)
    }

    /// The spec's IR, its tree let go on return.
    private static func decode(
        _ source: SourceFile, options: Options, sink: DiagnosticSink,
        timings: inout StageTimings
    ) -> Spec? {
        guard
            let document = timings.measure(
                .parse, { TreeBuilder.build(source, limits: options.limits, diagnostics: sink) })
        else { return nil }
        // The decoder holds the only reference to the tree, and lets it go flow by flow.
        let decoder = SpecDecoder(document: consume document, sink: sink, basePolicy: options.config.policy)
        return timings.measure(.decode) { decoder.decode() }
    }

    /// Parses, decodes and lints one spec and its translations (`onboardc lint`).
    public static func lint(
        _ source: SourceFile, translations: [SourceFile] = [],
        options: Options = Options()
    ) -> Result {
        var result = validate(source, translations: translations, options: options)
        guard let spec = result.spec else { return result }
        let sources = [source] + translations
        let linted = result.timings.measure(.lint) { Linter.run(spec, sources: sources, config: options.config) }
        // Lint's working data is gone; only its findings are kept.
        FreedMemory.release(after: source.bytes.count)
        result.diagnostics = (result.diagnostics + linted.diagnostics).sorted(by: Diagnostic.readingOrder)
        result.suppressed = linted.suppressed
        return result
    }

    /// Reads the project configuration (`onboardc.yaml`).
    public static func loadConfig(
        _ source: SourceFile, limits: ParseLimits = .default
    ) -> (ProjectConfig?, [Diagnostic]) {
        let sink = DiagnosticSink()
        guard let document = TreeBuilder.build(source, limits: limits, diagnostics: sink) else {
            return (nil, sink.sorted)
        }
        let config = ConfigDecoder(document: document, sink: sink).config()
        return (sink.hasErrors ? nil : config, sink.sorted)
    }

    /// Parses, decodes, lints and emits one spec (`onboardc build`); a spec
    /// with errors, lint errors included, gets no output.
    public static func compile(
        _ source: SourceFile, translations: [SourceFile] = [],
        options: Options = Options()
    ) -> Result {
        var result = lint(source, translations: translations, options: options)
        guard let spec = result.spec, !result.hasErrors else { return result }
        emit(spec, into: &result, options: options)
        return result
    }

    /// `spec`'s files into `result`, with the emitters' diagnostics; none when one is an error.
    private static func emit(_ spec: Spec, into result: inout Result, options: Options) {
        let sink = DiagnosticSink()
        let outputs = result.timings.measure(.emit) { Emitters.emit(spec, config: options.config, diagnostics: sink) }
        // Lint's findings are in reading order already: merged again only with the emitters' own.
        let emitted = sink.diagnostics
        if !emitted.isEmpty { result.diagnostics = (result.diagnostics + emitted).sorted(by: Diagnostic.readingOrder) }
        result.outputs = sink.hasErrors ? [] : outputs
    }

    /// Parses, decodes, lints and emits one spec whatever its lint findings (`onboardc preview`:
    /// a writer sees the screens while fixing them). A spec that does not decode gets no output.
    /// A spec that declares no pseudo-locales gets `pseudoLocales`, so that every preview has
    /// its long and right-to-left text to try; the bundle lists them as any pseudo-locale.
    public static func preview(
        _ source: SourceFile, translations: [SourceFile] = [], options: Options = Options(),
        pseudoLocales: [PseudoLocale] = PseudoLocale.allCases
    ) -> Result {
        var result = lint(source, translations: translations, options: options)
        guard var spec = result.spec else { return result }
        if spec.app.pseudoLocales.isEmpty { spec.app.pseudoLocales = pseudoLocales }
        emit(spec, into: &result, options: options)
        return result
    }

    /// Compiles many specs in parallel, one task per spec, results in input order.
    public static func compileAll(_ sources: [SourceFile], options: Options = Options()) -> [Result] {
        compileAll(sources.map { Input(spec: $0) }, options: options)
    }

    /// Compiles many specs with their translations in parallel, results in input order.
    public static func compileAll(_ inputs: [Input], options: Options = Options()) -> [Result] {
        collect { compileEach(inputs, options: options, $0) }
    }

    /// `preview` for many specs in parallel, results in input order.
    public static func previewAll(_ inputs: [Input], options: Options = Options()) -> [Result] {
        collect { consume in
            inParallel(
                inputs.map(InputFiles.init), { preview($0.spec, translations: $0.translations, options: options) },
                rejectingDuplicateApps: true, consume: consume)
        }
    }

    /// Compiles many specs in parallel and hands each result to `consume` in input order, as
    /// soon as it and those before it are done, so that a caller that writes and reports a
    /// spec and lets it go holds only the few specs in flight. A later spec of an app an
    /// earlier one has is an error.
    /// Each spec is read in its task, so that only the specs in flight are held.
    public static func compileEach(_ inputs: [InputFiles], options: Options = Options(), _ consume: (Result) -> Void) {
        inParallel(
            inputs, { compile($0.spec, translations: $0.translations, options: options) },
            rejectingDuplicateApps: true, consume: consume)
    }

    /// Specs already read, compiled as `compileEach(_:options:_:)` does.
    public static func compileEach(_ inputs: [Input], options: Options = Options(), _ consume: (Result) -> Void) {
        compileEach(inputs.map(InputFiles.init), options: options, consume)
    }

    /// Validates many specs in parallel, each result handed to `consume` in input order (as `compileEach`).
    public static func validateEach(_ inputs: [InputFiles], options: Options = Options(), _ consume: (Result) -> Void) {
        inParallel(inputs, { validate($0.spec, translations: $0.translations, options: options) }, consume: consume)
    }

    /// Lints many specs in parallel, each result handed to `consume` in input order (as `compileEach`).
    public static func lintEach(_ inputs: [InputFiles], options: Options = Options(), _ consume: (Result) -> Void) {
        inParallel(inputs, { lint($0.spec, translations: $0.translations, options: options) }, consume: consume)
    }

    /// `run` on every input, read in its task, one task per spec, each result handed to
    /// `consume` in input order with the files it was run on; with `rejectingDuplicateApps`,
    /// a later spec of an app an earlier one has is an error.
    private static func inParallel(
        _ inputs: [InputFiles], _ run: @escaping @Sendable (Input) -> Result,
        rejectingDuplicateApps: Bool = false, consume: (Result) -> Void
    ) {
        var duplicates = DuplicateApps()
        InOrderRunner.run(
            inputs.count,
            { index in
                var timings = StageTimings()
                let read = timings.measure(.read) { Swift.Result { () throws(FileError) in try inputs[index].read() } }
                let input: Input
                switch read {
                case .success(let read): input = read
                case .failure(let error):
                    return Result(spec: nil, diagnostics: [], outputs: [], timings: timings, unreadable: error)
                }
                var result = run(input)
                result.timings.add(timings)
                result.sources = [input.spec] + input.translations
                return result
            }
        ) { _, result in
            consume(rejectingDuplicateApps ? duplicates.check(result) : result)
        }
    }

    /// The results `each` hands over, in order.
    private static func collect(_ each: ((Result) -> Void) -> Void) -> [Result] {
        var results: [Result] = []
        each { results.append($0) }
        return results
    }
}

extension Diagnostic {
    static func duplicateApp(_ id: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(
            .buildDuplicateApp,
            "app id `\(id)` is also used by \(first.file); both would write the output folder `\(id)/`",
            at: span, notes: [Note("`\(id)` is first used here", at: first)],
            help: "give each app its own id, or keep one spec per app")
    }
}
