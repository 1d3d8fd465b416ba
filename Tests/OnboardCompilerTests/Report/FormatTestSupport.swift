@testable import OnboardCompiler

/// A span in `file` from `line:column` to `endLine:endColumn` (zero-width when no end is given).
/// Offsets are made up but ordered, as the formats only compare them.
func testSpan(
    _ line: Int, _ column: Int, to endLine: Int? = nil, _ endColumn: Int? = nil,
    in file: String = "specs/app.yaml"
) -> SourceSpan {
    let start = SourceLocation(line: line, column: column, offset: line * 1000 + column)
    let endLine = endLine ?? line
    let endColumn = endColumn ?? column
    return SourceSpan(
        file: file, start: start,
        end: SourceLocation(line: endLine, column: endColumn, offset: endLine * 1000 + endColumn))
}

/// A lint finding as the linter makes it: a rule id for a code, and the node's path.
func testFinding(
    _ severity: Diagnostic.Severity = .error, rule: String = "flow-unreachable-screen", file: String = "specs/app.yaml",
    at line: Int = 8, _ column: Int = 9, path: String? = "flows[intro].screens[b]",
    message: String = "screen `b` is never shown",
    notes: [Diagnostic.Note] = [], help: String? = nil
) -> Diagnostic {
    var diagnostic = Diagnostic(
        severity, code: rule, message, at: testSpan(line, column, to: line, column + 10, in: file),
        notes: notes, help: help)
    diagnostic.path = path
    return diagnostic
}
