/// The line `onboardc lint` and `build` end with, in text mode, when they report
/// anything: `2 specs: 11 errors, 37 warnings; nothing written for sleepwell`.
public enum RunSummary {
    /// Nil for a run with nothing to say (no diagnostic, every spec built): a clean run is silent.
    /// `notBuilt` names the specs whose output was not written (their app id, or file name);
    /// `checking` says it as `build --check` does, which writes nothing anyway.
    /// `counts`: the run's diagnostics by severity (`DiagnosticReport.counts`).
    public static func line(
        specs: Int, counts bySeverity: [Diagnostic.Severity: Int], notBuilt: [String] = [],
        checking: Bool = false
    ) -> String? {
        let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
            let count = bySeverity[severity, default: 0]
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        guard !counts.isEmpty || !notBuilt.isEmpty else { return nil }
        var line =
            "\(specs) spec\(specs == 1 ? "" : "s"): "
            + (counts.isEmpty ? "no problems" : counts.joined(separator: ", "))
        if !notBuilt.isEmpty {
            line +=
                (checking ? "; would write nothing for " : "; nothing written for ") + notBuilt.joined(separator: ", ")
        }
        return line
    }
}
