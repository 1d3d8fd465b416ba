/// One output format. Emitters are pure: the same IR always gives the same bytes.
protocol Emitter: Sendable {
    func emit(_ spec: Spec, strings: AppStrings, diagnostics: DiagnosticSink) -> [OutputFile]
}
