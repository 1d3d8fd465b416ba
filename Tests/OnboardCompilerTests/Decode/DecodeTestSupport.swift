import Testing
@testable import OnboardCompiler

/// The Decode tests: snippet tests, a YAML string in, the IR or the diagnostics out.
/// Every suite in this folder is nested here, so `swift test --filter Decode` runs them all.
@Suite enum DecodeTests {}

/// Every diagnostic of parsing and decoding `yaml`, in reading order.
func diagnose(_ yaml: String) -> [Diagnostic] {
    Pipeline.validate(SourceFile(path: "spec.yaml", text: yaml)).diagnostics
}

/// The IR of `yaml`; records an issue listing the diagnostics when it does not decode cleanly.
func decode(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Spec? {
    let result = Pipeline.validate(SourceFile(path: "spec.yaml", text: yaml))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))", sourceLocation: sourceLocation)
    return result.spec
}

extension Diagnostic {
    /// `code line:column` of the span's start.
    var located: String { "\(code) \(span.start.line):\(span.start.column)" }
}

extension Spec {
    /// The first flow's screen `id`.
    func screen(_ id: String) -> Screen? {
        flows.first?.screens.first { $0.id == id }
    }
}
