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
        for rule in RuleRegistry.rules {
            let description = type(of: rule).description
            guard config.runs(description), description.reads(spec.app.sourceLocale) else { continue }
            let setting = config.rules[description.id] ?? ProjectConfig.RuleSetting()
            let context = LintContext(parameters: setting.parameters, packs: config.packs, analysis: analysis)
            // One problem, one finding: a node that aliases repeat is reported once, with notes.
            for finding in RepeatedFindings.merged(rule.check(spec, context)) {
                let severity = min(setting.severity ?? description.severity, finding.cappedAt ?? .error)
                var diagnostic = Diagnostic(
                    severity, code: description.id, finding.message, at: finding.span,
                    notes: finding.notes, help: finding.help)
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
                meta.append(.suppressionUnknownRule(rule, known: Array(known), at: directive.span))
            }
            if directive.reason == nil {
                meta.append(.suppressionWithoutReason(at: directive.span))
            } else if !used.contains(index), directive.rules.allSatisfy(known.contains) {
                meta.append(.unusedSuppression(directive.rules, at: directive.span))
            }
        }
        return (kept + meta, suppressed)
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

    static func suppressionUnknownRule(_ rule: String, known: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .lintSuppressionUnknownRule, "this suppression names `\(rule)`, which is not a lint rule",
            at: span,
            help: Suggestion.help(
                for: rule, in: known.sorted(),
                otherwise: "`onboardc rules` lists every rule"))
    }
}
