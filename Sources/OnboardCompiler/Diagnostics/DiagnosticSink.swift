/// Collects diagnostics so that a stage can keep going after a problem and a
/// writer sees every problem in one run. Not shared across threads: each
/// compilation owns its sink.
public final class DiagnosticSink {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func emit(contentsOf more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }

    /// Replaces the diagnostics emitted from `start` on with `transform` of them: how a stage
    /// merges what it reported more than once.
    func revise(from start: Int, _ transform: ([Diagnostic]) -> [Diagnostic]) {
        let revised = transform(Array(diagnostics[start...]))
        diagnostics.replaceSubrange(start..., with: revised)
    }

    public var errorCount: Int {
        diagnostics.count { $0.severity == .error }
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Diagnostics in reading order: by file, then position, then code.
    public var sorted: [Diagnostic] {
        diagnostics.sorted(by: Diagnostic.readingOrder)
    }
}

extension Diagnostic {
    public static func readingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.span.file != b.span.file { return a.span.file < b.span.file }
        if a.span.start.offset != b.span.start.offset { return a.span.start.offset < b.span.start.offset }
        if a.code != b.code { return a.code < b.code }
        return a.message < b.message
    }
}
