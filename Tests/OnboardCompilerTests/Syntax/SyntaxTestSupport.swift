import Testing
@testable import OnboardCompiler

/// Every suite for `Sources/OnboardCompiler/Syntax/` nests here, so that
/// `swift test --filter Syntax` runs them all.
@Suite enum SyntaxTests {}

/// Snippet helpers for the Syntax tests: YAML in, node tree and diagnostics out.
struct Parsed {
    let document: Document?
    let diagnostics: [Diagnostic]

    var root: Node? { document?.root }
    /// Each diagnostic as `code line:col`, in the order they were reported.
    var brief: [String] { diagnostics.map(\.brief) }
}

func parse(_ yaml: String, limits: ParseLimits = .default) -> Parsed {
    parse(bytes: Array(yaml.utf8), limits: limits)
}

func parse(bytes: [UInt8], limits: ParseLimits = .default) -> Parsed {
    let sink = DiagnosticSink()
    let document = TreeBuilder.build(SourceFile(path: "spec.yaml", bytes: bytes), limits: limits, diagnostics: sink)
    return Parsed(document: document, diagnostics: sink.diagnostics)
}

extension OnboardCompiler.SourceLocation {
    /// `line:column@offset`.
    var at: String { "\(line):\(column)@\(offset)" }
}

extension OnboardCompiler.SourceSpan {
    /// `line:column@offset-line:column@offset`.
    var at: String { start.at + "-" + end.at }
}

extension Diagnostic {
    var brief: String { "\(code) \(span.start.line):\(span.start.column)" }
}

extension Node {
    /// `line:column@offset-line:column@offset` of the node.
    var at: String { start.at + "-" + end.at }
    var text: String? { scalar?.text }

    subscript(key: String) -> Node? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.name == key }?.value
    }

    subscript(index: Int) -> Node? {
        guard case .sequence(let items) = content, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var count: Int {
        switch content {
        case .scalar: 0
        case .sequence(let items): items.count
        case .mapping(let entries): entries.count
        }
    }
}
