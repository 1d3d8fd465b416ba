import Foundation

/// How one spec goes through the stages: source text → YAML node tree → IR → lint
/// findings → emitted files, with every problem reported as a `Diagnostic`. Commands
/// start from `Project`, which runs its specs through here.
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
        /// `preview` only, for an app on Android with output: the texts Android's tables give,
        /// straight from the compiler's string table (the preview reads iOS's back from `outputs`).
        public var androidTexts: PlatformTexts?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// How far a spec goes; each stage runs the ones before it.
    enum Stage: Sendable, Equatable {
        /// Parse and decode the spec and its translation files (`validate`, `graph`, the `l10n` commands).
        case decode
        /// Then lint it (`lint`).
        case lint
        /// Then emit its files, unless it has an error, lint errors included (`build`).
        case build
        /// Then emit its files whatever lint found (a writer sees the screens while fixing them),
        /// with `pseudoLocales` when the spec declares none, so that every preview has its long
        /// and right-to-left text to try (`preview`).
        case preview(pseudoLocales: [PseudoLocale])

        /// Whether two specs of one app are an error: both would write the same files.
        var writesFiles: Bool { self != .decode && self != .lint }
    }

    /// One spec through `stage`. Every stage reports into one sink, whose diagnostics are put
    /// in reading order once, at the end. A spec with any error (a duplicate key found while
    /// parsing, say) yields no IR; it gets no output when it does not decode, or, when `build`
    /// and not `preview`, when it has an error; never when an emitter reports one.
    static func run(_ input: Input, through stage: Stage, options: Options) -> Result {
        var timings = StageTimings()
        let sink = DiagnosticSink()
        let spec = decode(input, options: options, sink: sink, timings: &timings)
        var result = Result(spec: spec, diagnostics: [], outputs: [], timings: timings)
        if var spec, stage != .decode {
            if case .preview(let pseudoLocales) = stage, spec.app.pseudoLocales.isEmpty {
                spec.app.pseudoLocales = pseudoLocales
            }
            // One analysis of the spec, which the rules and then the emitters share.
            let analysis = SpecAnalysis(spec)
            let linted = result.timings.measure(.lint) {
                Linter.run(analysis, sources: [input.spec] + input.translations, config: options.config)
            }
            // Lint's working data is gone; only its findings are kept.
            FreedMemory.release(after: input.spec.bytes.count)
            sink.emit(contentsOf: linted.diagnostics)
            result.suppressed = linted.suppressed
            if stage != .lint, stage != .build || !sink.hasErrors {
                let emitted = DiagnosticSink()
                let outputs = result.timings.measure(.emit) {
                    Emitters.emit(analysis, config: options.config, diagnostics: emitted)
                }
                sink.emit(contentsOf: emitted.diagnostics)
                result.outputs = emitted.hasErrors ? [] : outputs
                if case .preview = stage, !result.outputs.isEmpty, spec.app.platforms.contains(.android) {
                    let strings = AppStrings(analysis, diagnostics: DiagnosticSink())
                    result.androidTexts = PlatformTexts(strings.android, platform: .android, links: spec.linkURLs)
                }
            }
        }
        result.diagnostics = sink.sorted
        return result
    }

    /// The spec's IR with its translations, its trees let go on return (each translation
    /// file's handed to `keep` first); nil when it has an error.
    static func decode(
        _ input: Input, options: Options, sink: DiagnosticSink, timings: inout StageTimings,
        keep: (SourceFile, Document) -> Void = { _, _ in }
    ) -> Spec? {
        let spec = decodeSpec(input.spec, options: options, sink: sink, timings: &timings)
        // The tree is gone (nothing in the IR holds a node): its pages go back before the next stage.
        FreedMemory.release(after: input.spec.bytes.count)
        return translated(spec, by: input.translations, options: options, sink: sink, timings: &timings, keep: keep)
    }

    /// `spec` with the translation files `files` decoded and their locales checked; nil when
    /// `sink` has an error. `keep` is handed each file's node tree (`l10n import` and `adopt`
    /// edit the files they decoded, without parsing them again).
    static func translated(
        _ spec: Spec?, by files: [SourceFile], options: Options, sink: DiagnosticSink, timings: inout StageTimings,
        keep: (SourceFile, Document) -> Void = { _, _ in }
    ) -> Spec? {
        var spec = spec
        let translations = files.compactMap { file -> Translation? in
            guard let document = parseTranslation(file, options: options, sink: sink, timings: &timings) else {
                return nil
            }
            keep(file, document)
            return decodeTranslation(document, sink: sink, timings: &timings)
        }
        if let app = spec?.app {
            spec?.translations = TranslationDecoder.checkedLocales(translations, of: app, diagnostics: sink)
        }
        return sink.hasErrors ? nil : spec
    }

    /// The spec file's IR, without its translations, its tree let go on return.
    static func decodeSpec(
        _ source: SourceFile, options: Options, sink: DiagnosticSink, timings: inout StageTimings
    ) -> Spec? {
        guard
            let document = timings.measure(
                .parse, { TreeBuilder.build(source, limits: options.limits, diagnostics: sink) })
        else { return nil }
        let start = sink.diagnostics.count
        let aliases = document.aliases
        // The decoder holds the only reference to the tree, and lets it go flow by flow.
        let decoder = SpecDecoder(document: consume document, sink: sink, basePolicy: options.config.policy)
        defer { sink.revise(from: start) { AliasRepeats.merged($0, aliases: aliases) } }
        return timings.measure(.decode) { decoder.decode() }
    }

    /// The translation file `file` of `app`, decoded, its locale checked (the check a writer
    /// of translation files makes on what it wrote); nil when it has an error.
    static func decodeTranslation(
        _ file: SourceFile, of app: App, options: Options, sink: DiagnosticSink
    )
        -> Translation?
    {
        var timings = StageTimings()
        let translation = parseTranslation(file, options: options, sink: sink, timings: &timings).flatMap {
            decodeTranslation($0, sink: sink, timings: &timings)
        }
        let checked = TranslationDecoder.checkedLocales(translation.map { [$0] } ?? [], of: app, diagnostics: sink)
        return sink.hasErrors ? nil : checked.first
    }

    private static func parseTranslation(
        _ file: SourceFile, options: Options, sink: DiagnosticSink, timings: inout StageTimings
    ) -> Document? {
        timings.measure(.parse) { parse(file, limits: options.limits, sink: sink) }
    }

    /// `file`'s tree; nil when it does not parse (the problems go to `sink`).
    static func parse(_ file: SourceFile, limits: ParseLimits, sink: DiagnosticSink) -> Document? {
        TreeBuilder.build(file, limits: limits, diagnostics: sink)
    }

    private static func decodeTranslation(
        _ document: Document, sink: DiagnosticSink, timings: inout StageTimings
    )
        -> Translation?
    {
        let start = sink.diagnostics.count
        defer { sink.revise(from: start) { AliasRepeats.merged($0, aliases: document.aliases) } }
        return timings.measure(.decode) { TranslationDecoder(document: document, sink: sink).translation() }
    }

    /// Reads the project configuration (`onboardc.yaml`).
    static func loadConfig(
        _ source: SourceFile, limits: ParseLimits = .default
    ) -> (ProjectConfig?, [Diagnostic]) {
        let sink = DiagnosticSink()
        guard let document = TreeBuilder.build(source, limits: limits, diagnostics: sink) else {
            return (nil, sink.sorted)
        }
        let config = ConfigDecoder(document: document, sink: sink).config()
        return (sink.hasErrors ? nil : config, sink.sorted)
    }

    /// Runs every input through `stage` in parallel, one task per spec, each read in its task,
    /// and hands each result to `consume` in input order, as soon as it and those before it
    /// are done, with the files it was run on: a caller that reports a spec and lets it go
    /// holds only the few specs in flight. When the stage writes files, a later spec of an
    /// app an earlier one has is an error.
    static func each(
        _ inputs: [InputFiles], through stage: Stage, options: Options, _ consume: (Result) -> Void
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
                var result = run(input, through: stage, options: options)
                result.timings.add(timings)
                result.sources = [input.spec] + input.translations
                return result
            }
        ) { _, result in
            consume(stage.writesFiles ? duplicates.check(result) : result)
        }
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
