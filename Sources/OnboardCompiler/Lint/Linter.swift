import Foundation

/// Runs every enabled rule over a spec, applies the configured severities and
/// the inline suppressions, and reports suppressions that are wrong or unused.
enum Linter {
    /// The findings of every enabled rule on the spec of `analysis`, and those an in-source
    /// comment silenced. `sources`: the spec file and its translation files, whose comments
    /// may suppress findings in them.
    static func run(
        _ analysis: SpecAnalysis, sources: [SourceFile], config: ProjectConfig
    )
        -> (diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic])
    {
        let spec = analysis.spec
        var findings: [Diagnostic] = []
        let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for rule in RuleRegistry.rules {
            let description = type(of: rule).description
            guard config.runs(description), description.reads(spec.app.sourceLocale) else { continue }
            let setting = config.rules[description.id] ?? ProjectConfig.RuleSetting()
            let context = LintContext(
                parameters: setting.parameters, packs: config.packs, analysis: analysis, sources: files)
            // One problem, one finding: a node that aliases repeat is reported once, with notes.
            for finding in RepeatedFindings.merged(rule.check(spec, context)) {
                let severity = min(setting.severity ?? description.severity, finding.cappedAt ?? .error)
                var diagnostic = Diagnostic(
                    severity, code: description.id, finding.message, at: finding.span,
                    notes: finding.notes, help: finding.help, fixes: finding.fixes)
                diagnostic.path = finding.path
                findings.append(diagnostic)
            }
        }
        var suppressed: [SuppressedDiagnostic] = []
        for source in sources {
            let applied = applySuppressions(findings, source: source)
            findings = applied.kept
            suppressed += applied.suppressed
        }
        return (findings, suppressed)
    }

    static func applySuppressions(
        _ findings: [Diagnostic], source: SourceFile
    )
        -> (kept: [Diagnostic], suppressed: [SuppressedDiagnostic])
    {
        let suppressions = Suppressions(source)
        // Most files have no directive: then every finding is kept as it is.
        guard !suppressions.directives.isEmpty else { return (findings, []) }
        let known = RuleRegistry.ids
        var used = Set<Int>()
        var suppressed: [SuppressedDiagnostic] = []
        let kept = findings.filter { finding in
            guard finding.span.file == source.path else { return true }
            for (index, directive) in suppressions.directives.enumerated()
            where directive.target == finding.span.start.line && directive.rules.contains(finding.code) {
                used.insert(index)
                suppressed.append(SuppressedDiagnostic(finding, justification: directive.reason))
                return false
            }
            return true
        }
        var meta: [Diagnostic] = []
        for (index, directive) in suppressions.directives.enumerated() {
            for rule in directive.rules where !known.contains(rule) {
                let word = Self.place(of: rule, in: directive.span, of: source)
                meta.append(.suppressionUnknownRule(rule, known: Array(known), at: directive.span, word: word))
            }
            if directive.reason == nil {
                meta.append(.suppressionWithoutReason(at: directive.span))
            } else if !used.contains(index), directive.rules.allSatisfy(known.contains) {
                meta.append(.unusedSuppression(directive.rules, at: directive.span))
            }
        }
        return (kept + meta, suppressed)
    }

    /// Where `rule` is written in the comment at `span`, as a whole word; nil when it is not.
    private static func place(of rule: String, in span: SourceSpan, of source: SourceFile) -> SourceSpan? {
        guard span.start.offset <= span.end.offset, span.end.offset <= source.bytes.count else { return nil }
        let comment = String(decoding: source.bytes[span.start.offset..<span.end.offset], as: UTF8.self)
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        var from = comment.startIndex
        while let found = comment.range(of: rule, range: from..<comment.endIndex) {
            let before = found.lowerBound == comment.startIndex ? nil : comment[comment.index(before: found.lowerBound)]
            let after = found.upperBound == comment.endIndex ? nil : comment[found.upperBound]
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) {
                return span.exactly(found, in: comment)
            }
            from = found.upperBound
        }
        return nil
    }
}

extension Diagnostic {
    static func suppressionWithoutReason(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .lintSuppressionReason, "this suppression gives no reason", at: span,
            help: "add the reason after `--`: `# onboardc-disable-next-line rule-id -- why this is fine`")
    }

    static func unusedSuppression(_ rules: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .lintSuppressionUnused,
            "this suppression of \(rules.map { "`\($0)`" }.joined(separator: ", ")) silences nothing",
            at: span, help: "remove it; the finding it was written for is gone or on another line")
    }

    /// `word`: where the rule's name is written in the comment, which a fix then changes.
    static func suppressionUnknownRule(
        _ rule: String, known: [String], at span: SourceSpan, word: SourceSpan? = nil
    ) -> Diagnostic {
        let advice = Suggestion.advice(
            for: rule, in: known.sorted(), inTextAt: word, otherwise: "`onboardc rules` lists every rule")
        return Diagnostic(
            .lintSuppressionUnknownRule, "this suppression names `\(rule)`, which is not a lint rule",
            at: span, help: advice.help, fixes: advice.fixes)
    }
}
