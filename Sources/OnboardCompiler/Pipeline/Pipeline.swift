import Foundation

/// The compiler's one entry point: source text → YAML node tree → IR →
/// emitted files, with every problem reported as a `Diagnostic`.
public enum Pipeline {
    public struct Options: Sendable {
        public var limits: ParseLimits

        public init(limits: ParseLimits = .default) {
            self.limits = limits
        }
    }

    public struct Result: Sendable {
        public var spec: Spec?
        public var diagnostics: [Diagnostic]
        /// The files to write, relative to the output directory; empty when
        /// the spec has errors (nothing is written for a spec with errors).
        public var outputs: [OutputFile]
        public var timings: StageTimings

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Parses and decodes one spec (`onboardc validate`).
    public static func validate(_ source: SourceFile, options: Options = Options()) -> Result {
        var timings = StageTimings()
        let sink = DiagnosticSink()
        let document = timings.measure(.parse) { TreeBuilder.build(source, limits: options.limits, diagnostics: sink) }
        let spec = document.flatMap { document in
            timings.measure(.decode) { SpecDecoder(document: document, sink: sink).decode() }
        }
        return Result(spec: spec, diagnostics: sink.sorted, outputs: [], timings: timings)
    }

    /// Parses, decodes and emits one spec (`onboardc build`).
    public static func compile(_ source: SourceFile, options: Options = Options()) -> Result {
        var result = validate(source, options: options)
        guard let spec = result.spec, !result.hasErrors else { return result }
        let sink = DiagnosticSink()
        let outputs = result.timings.measure(.emit) { Emitters.emit(spec, diagnostics: sink) }
        result.diagnostics = (result.diagnostics + sink.diagnostics).sorted(by: Diagnostic.readingOrder)
        result.outputs = sink.hasErrors ? [] : outputs
        return result
    }

    /// Compiles many specs in parallel, one task per spec, results in input order.
    public static func compileAll(_ sources: [SourceFile], options: Options = Options()) -> [Result] {
        let results = ResultSlots(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            results.set(index, compile(sources[index], options: options))
        }
        return results.values
    }
}

/// Per-index result storage written from `concurrentPerform` workers.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Pipeline.Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Pipeline.Result) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    var values: [Pipeline.Result] { slots.map { $0! } }
}
