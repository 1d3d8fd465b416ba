import BundleFormat

/// A condition wherever the spec takes one (a branch's `when`, a flow's or an experiment's
/// `audience`): its text read and checked against what may be read there (docs/conditions.md),
/// each problem reported at its `line:col` inside the text.
extension NodeDecoding {
    func condition(_ node: Node, in scope: ConditionScope) -> Condition? {
        guard let text = string(node) else { return nil }
        switch ConditionChecker.check(text, in: scope) {
        case .success(let condition): return condition
        case .failure(let errors):
            for problem in errors.problems {
                let exact = span(node).exactly(problem.range, in: text)
                var diagnostic = Diagnostic.condition(problem, at: exact ?? span(node))
                if let exact, let replacement = problem.replacement {
                    diagnostic.fixes = [.didYouMean(inText: String(text[problem.range]), replacement, at: exact)]
                }
                sink.emit(diagnostic)
            }
            return nil
        }
    }
}

extension Diagnostic {
    static func condition(_ problem: ConditionProblem, at span: SourceSpan) -> Diagnostic {
        let code: DiagnosticCode =
            switch problem.kind {
            case .syntax: .specConditionSyntax
            case .unknownReference: .specConditionUnknownReference
            case .type: .specConditionType
            }
        return Diagnostic(code, problem.message, at: span, help: problem.help)
    }
}
