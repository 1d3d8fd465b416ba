extension Project {
    /// The flow diagrams of every spec (`onboardc graph`).
    public struct Graph: Sendable {
        /// One diagram per spec that decoded and has the flow asked for, in input order.
        public var diagrams: [String]
        /// The configuration's diagnostics and the specs' errors (a diagram shows no finding).
        public var diagnostics: [Diagnostic]
        /// The files the diagnostics point into.
        public var sources: [SourceFile]
        /// Files found readable that could not be read when their turn came.
        public var unreadable: [FileError]
        /// The configuration or a spec has an error.
        public var failed: Bool
    }

    /// Every spec decoded in parallel and drawn in `format`: every flow, or only the flow `flow`.
    public func graph(format: FlowDiagrams.Format, flow: String? = nil, timings: inout StageTimings) -> Graph {
        var graph = Graph(
            diagrams: [], diagnostics: configDiagnostics, sources: configSources, unreadable: [],
            failed: configFailed)
        validate(timings: &timings) { result in
            graph.diagnostics += result.diagnostics.filter { $0.severity == .error }
            graph.sources += result.sources
            graph.unreadable += result.unreadable.map { [$0] } ?? []
            graph.failed = graph.failed || result.hasErrors || result.spec == nil
            if let spec = result.spec, let diagram = FlowDiagrams.render(spec, format: format, flow: flow) {
                graph.diagrams.append(diagram)
            }
        }
        return graph
    }
}
