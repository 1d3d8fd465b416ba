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

/// A valid spec of one first-launch flow `onboarding` (flag `done`) with one screen `welcome`:
///
///     1  version: 1
///     2  app: { id: demo, name: Demo }
///     3  flows:
///     4    - id: onboarding
///     5      trigger: first-launch
///     6      completion: { flag: done }
///     7      screens:
///     8        - id: welcome
///     9          role: welcome
///     10         title: Welcome
///
/// `screen` lines are added to screen `welcome` (from line 11, keys at column 9), then
/// `flow` lines to the flow (keys at column 5), then `top` lines to the root (column 1).
/// Each part keeps its own relative indentation.
func minimalSpec(screen: String = "", flow: String = "", top: String = "") -> String {
    func indented(_ lines: String, by width: Int) -> String {
        lines.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }
            .map { String(repeating: " ", count: width) + $0 + "\n" }
            .joined()
    }
    return """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: done }
            screens:
              - id: welcome
                role: welcome
                title: Welcome

        """ + indented(screen, by: 8) + indented(flow, by: 4) + indented(top, by: 0)
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
