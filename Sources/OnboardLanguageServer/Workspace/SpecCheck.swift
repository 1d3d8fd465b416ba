import OnboardCompiler

/// One spec checked as `onboardc lint` checks it: decoded, translated and linted with its
/// configuration and the baseline; the findings, as LSP diagnostics, for each file it read.
extension Workspace {
    public func check(spec: String) -> [PublishDiagnosticsParams] {
        guard let (found, sources) = findings(spec: spec) else { return [] }
        let lines = sources.mapValues { LineIndex($0.bytes) }
        let byFile = Dictionary(grouping: found, by: \.span.file)
        // Every file read gets its list, an empty one too: that clears what an earlier check published.
        return Set(sources.keys).union(byFile.keys).sorted().map { path in
            let converted = (byFile[path] ?? []).map { convert($0, lines: lines) }
            return PublishDiagnosticsParams(uri: uri(path), version: documents[path]?.version, diagnostics: converted)
        }
    }

    /// The compiler's findings on `spec`, and every file the check read, by path; nil when the
    /// spec is not there.
    func findings(spec: String) -> (diagnostics: [Diagnostic], sources: [String: SourceFile])? {
        guard let input = input(spec) else { return nil }
        let config = configPath(of: spec).flatMap(file)
        let project = Project([input], config: config, limits: options.limits)
        var found: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var timings = StageTimings()
        _ = project.lint(baseline: options.baseline, timings: &timings) { diagnostics, _, read in
            found += diagnostics
            for file in read { sources[file.path] = file }
        }
        for file in [input.spec] + input.translations + (config.map { [$0] } ?? []) { sources[file.path] = file }
        return (found, sources)
    }

    /// The checks a change of `uri` calls for: those of every spec it belongs to.
    public func check(affectedBy uri: String) -> [PublishDiagnosticsParams] {
        var published: [String: PublishDiagnosticsParams] = [:]
        for spec in specs(affectedBy: uri) {
            for params in check(spec: spec) {
                // A configuration shared by specs gets its findings once.
                published[params.uri] = published[params.uri].map { merged($0, params) } ?? params
            }
        }
        return published.keys.sorted().compactMap { published[$0] }
    }

    private func merged(
        _ first: PublishDiagnosticsParams, _ second: PublishDiagnosticsParams
    )
        -> PublishDiagnosticsParams
    {
        var merged = first
        merged.diagnostics += second.diagnostics.filter { !first.diagnostics.contains($0) }
        return merged
    }
}
