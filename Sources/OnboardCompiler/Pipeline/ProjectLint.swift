extension Project {
    /// What `lint` found.
    public struct Lint: Sendable {
        /// The configuration's diagnostics, then every spec's (less what a baseline lists, after `applying`).
        public var diagnostics: [Diagnostic]
        /// Findings an in-source comment silenced, for SARIF.
        public var suppressed: [SuppressedDiagnostic]
        /// Every finding of the run, when it was asked to accept them as the new baseline.
        public var accepted: Baseline?
        /// Baseline entries that no longer match a finding, and can be removed (after `applying`).
        public var removableBaselineEntries: [Baseline.Entry] = []
        let failedToDecode: Bool

        /// The findings that `baseline` does not list.
        public func applying(_ baseline: Baseline) -> Lint {
            var filtered = self
            (filtered.diagnostics, filtered.removableBaselineEntries) = baseline.filter(diagnostics)
            return filtered
        }

        /// Whether the run fails at `severity`: the configuration or a spec does not
        /// decode, or a finding at or above `severity` is left that this run did not
        /// accept (writing a baseline shows its findings but does not fail on them).
        public func fails(at severity: Diagnostic.Severity) -> Bool {
            let counted = accepted.map { $0.filter(diagnostics).new } ?? diagnostics
            return failedToDecode || counted.contains { $0.severity >= severity }
        }
    }

    /// Parses, decodes and lints every spec in parallel (`onboardc lint`), keeping of each
    /// only its findings; with `acceptingFindings`, every finding becomes `accepted`.
    public func lint(acceptingFindings: Bool = false, timings: inout StageTimings) -> Lint {
        var diagnostics = configDiagnostics, suppressed: [SuppressedDiagnostic] = []
        var failedToDecode = configFailed
        Pipeline.lintEach(inputs, options: options) { result in
            timings.add(result.timings)
            diagnostics += result.diagnostics
            suppressed += result.suppressed
            failedToDecode = failedToDecode || result.spec == nil
        }
        return Lint(diagnostics: diagnostics, suppressed: suppressed,
                    accepted: acceptingFindings ? Baseline(diagnostics) : nil, failedToDecode: failedToDecode)
    }
}
