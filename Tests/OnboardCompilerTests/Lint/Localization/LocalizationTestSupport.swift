@testable import OnboardCompiler

/// A spec with one screen, `tour.hello`, holding `fields` (each a line such as
/// `title: Welcome`, written at column 9 from line 9 on):
///
///     1  version: 1
///     2  app: { id: demo, name: Demo }
///     3  flows:
///     4    - id: tour
///     5      trigger: settings
///     6      screens:
///     7        - id: hello
///     8          role: welcome
///     9          <fields…>
func helloSpec(_ fields: String..., app: String = "{ id: demo, name: Demo }") -> String {
    """
    version: 1
    app: \(app)
    flows:
      - id: tour
        trigger: settings
        screens:
          - id: hello
            role: welcome

    """ + fields.map { "        \($0)\n" }.joined()
}

/// A translation file: `locale:` on line 1, `strings:` on line 2, then each
/// entry (`key: text`) on its own line from line 3, at column 3.
func translationFile(_ locale: String, _ entries: String...) -> String {
    "locale: \(locale)\nstrings:\(entries.isEmpty ? " {}" : "")\n" + entries.map { "  \($0)\n" }.joined()
}

/// The findings of lint rule `rule` alone on `spec` (`app.yaml`) and its translations
/// (`app.l10n/1.yaml`, `2.yaml`… in the order given), in reading order.
func findings(of rule: String, spec: String, translations: [String] = [],
              parameters: [String: String] = [:]) -> [Diagnostic] {
    var config = ProjectConfig.withoutLint
    config.rules[rule] = ProjectConfig.RuleSetting(severity: nil)
    config.rules[rule]?.parameters = parameters
    let files = translations.enumerated().map { SourceFile(path: "app.l10n/\($0.offset + 1).yaml", text: $0.element) }
    let result = Pipeline.lint(SourceFile(path: "app.yaml", text: spec), translations: files,
                               options: Pipeline.Options(config: config))
    return result.diagnostics.filter { $0.code == rule || $0.path == nil }
}

extension Diagnostic {
    /// `file:line:column` of the span's start (`app.l10n/1.yaml:3:21`); `app.yaml` is written `spec`.
    var place: String {
        "\(span.file == "app.yaml" ? "spec" : span.file):\(span.start.line):\(span.start.column)"
    }
}
