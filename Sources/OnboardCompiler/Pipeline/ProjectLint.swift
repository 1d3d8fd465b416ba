extension Project {
    /// How `lint` went; its findings went to the caller as they came.
    public struct Lint: Sendable {
        /// Every finding of the run (those a baseline lists too), when it was asked to accept them as the new baseline.
        public var accepted: Baseline?
        /// Baseline entries that no longer match a finding, and can be removed.
        public var removableBaselineEntries: [Baseline.Entry]
        /// The highest severity among the findings reported that the run did not accept.
        var worst: Diagnostic.Severity?
        let failedToDecode: Bool
        /// Files found readable that could not be read when their turn came: the run fails as an I/O failure.
        public var unreadable: [FileError]

        /// Whether the run fails at `severity`: the configuration or a spec does not
        /// decode, or a finding at or above `severity` was reported that this run did not
        /// accept (writing a baseline shows its findings but does not fail on them).
        public func fails(at severity: Diagnostic.Severity) -> Bool {
            failedToDecode || worst.map { $0 >= severity } == true
        }
    }

    /// Parses, decodes and lints every spec in parallel (`onboardc lint`). The configuration's
    /// diagnostics, then each spec's findings that `baseline` does not list, go to `report`
    /// in input order, with the files they point into, and are not kept; with
    /// `acceptingFindings`, every finding becomes `accepted`.
    public func lint(
        baseline: Baseline? = nil, acceptingFindings: Bool = false, timings: inout StageTimings,
        report: (_ diagnostics: [Diagnostic], _ suppressed: [SuppressedDiagnostic], _ sources: [SourceFile]) -> Void
    )
        -> Lint
    {
        var matcher = baseline.map(Baseline.Matcher.init)
        var accepted: Set<Baseline.Entry> = []
        var worst: Diagnostic.Severity?
        var failedToDecode = configFailed
        var unreadable: [FileError] = []
        func reporting(_ found: [Diagnostic], _ suppressed: [SuppressedDiagnostic], _ sources: [SourceFile]) {
            if acceptingFindings { accepted.formUnion(found.compactMap(Baseline.entry)) }
            let new = matcher?.new(found) ?? found
            // A finding a run accepts does not fail it; one without a path cannot be accepted.
            for diagnostic in new where !acceptingFindings || Baseline.entry(diagnostic) == nil {
                worst = max(worst ?? diagnostic.severity, diagnostic.severity)
            }
            report(new, suppressed, sources)
        }
        reporting(configDiagnostics, [], configSources)
        Pipeline.each(inputs, through: .lint, options: options) { result in
            timings.add(result.timings)
            failedToDecode = failedToDecode || result.spec == nil
            unreadable += result.unreadable.map { [$0] } ?? []
            reporting(result.diagnostics, result.suppressed, result.sources)
        }
        return Lint(
            accepted: acceptingFindings ? Baseline(entries: accepted) : nil,
            removableBaselineEntries: matcher?.unmatched ?? [], worst: worst, failedToDecode: failedToDecode,
            unreadable: unreadable)
    }
}
