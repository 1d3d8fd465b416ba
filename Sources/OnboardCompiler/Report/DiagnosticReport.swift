/// A run's diagnostics, reported as each spec's come in. Text, GitHub's workflow
/// commands and the items of the JSON array are rendered and written at once (text with
/// excerpts from that spec's own files) and let go, so that a run of many specs holds
/// neither every finding nor every file, and reports while it compiles. SARIF and JUnit,
/// whose documents group what they hold (rules, files), keep theirs until `finish()`.
///
/// Every command that reports diagnostics goes through this one path, so that a
/// diagnostic looks the same whichever command found it.
public final class DiagnosticReport {
    public let format: DiagnosticRenderer.Format
    /// Errors only are shown; `counts` still counts every severity.
    public let errorsOnly: Bool
    private let color: Bool
    private let write: (String) -> Void
    private var kept: [Diagnostic] = []
    private var keptSuppressed: [SuppressedDiagnostic] = []
    private var jsonArray = JSONValue.ArrayStream()
    /// Every diagnostic added, shown or not, by severity (for the summary line).
    public private(set) var counts: [Diagnostic.Severity: Int] = [:]

    /// `write` gets the report in pieces, in order; `color` applies to text only.
    public init(
        format: DiagnosticRenderer.Format, color: Bool = false, errorsOnly: Bool = false,
        write: @escaping (String) -> Void
    ) {
        self.format = format
        self.color = color && format == .text
        self.errorsOnly = errorsOnly
        self.write = write
    }

    /// Whether diagnostics are written as they are added (text, GitHub, JSON) rather than at `finish()`.
    public var streams: Bool { format == .text || format == .github || format == .json }

    /// One spec's diagnostics (or the configuration's), with the files they point into.
    /// `suppressed`: findings silenced in the source, which only SARIF reports.
    public func add(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], sources: [SourceFile]) {
        for diagnostic in diagnostics { counts[diagnostic.severity, default: 0] += 1 }
        let shown = errorsOnly ? diagnostics.filter { $0.severity == .error } : diagnostics
        let silenced = errorsOnly ? suppressed.filter { $0.diagnostic.severity == .error } : suppressed
        guard streams else {
            kept += shown
            keptSuppressed += silenced
            return
        }
        guard !shown.isEmpty else { return }
        if format == .json {
            var bytes: [UInt8] = []
            for diagnostic in shown { bytes += jsonArray.bytes(of: DiagnosticRenderer.json(diagnostic)) }
            return write(String(decoding: bytes, as: UTF8.self))
        }
        let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        DiagnosticRenderer(color: color, sources: files).render(shown, format: format, into: write)
    }

    /// Writes what was kept: the one document of JSON, SARIF or JUnit (an empty one when
    /// nothing was found). Call it once, after the last `add`.
    public func finish() {
        if format == .json { return write(String(decoding: jsonArray.end(), as: UTF8.self)) }
        guard !streams else { return }
        write(DiagnosticRenderer().render(kept, format: format, suppressed: keptSuppressed))
        kept = []
        keptSuppressed = []
    }
}
