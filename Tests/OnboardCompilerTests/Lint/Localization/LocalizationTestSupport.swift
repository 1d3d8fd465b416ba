@testable import OnboardCompiler

/// The findings of lint rule `rule` alone on `spec` (`app.yaml`) and its translations
/// (`app.l10n/1.yaml`, `2.yaml`… in the order given), in reading order.
func findings(
    of rule: String, spec: String, translations: [String] = [],
    parameters: [String: String] = [:]
) -> [Diagnostic] {
    var config = ProjectConfig.withoutLint
    config.rules[rule] = ProjectConfig.RuleSetting(severity: nil)
    config.rules[rule]?.parameters = parameters
    let files = translations.enumerated().map { SourceFile(path: "app.l10n/\($0.offset + 1).yaml", text: $0.element) }
    let result = Pipeline.lint(
        SourceFile(path: "app.yaml", text: spec), translations: files,
        options: Pipeline.Options(config: config))
    return result.diagnostics.filter { $0.code == rule || $0.path == nil }
}

extension Diagnostic {
    /// `file:line:column` of the span's start (`app.l10n/1.yaml:3:21`); `app.yaml` is written `spec`.
    var place: String {
        "\(span.file == "app.yaml" ? "spec" : span.file):\(span.start.line):\(span.start.column)"
    }
}
