import Testing

@testable import OnboardCompiler

/// `flow-unreachable-screen`'s standard finding: nothing leads to screen `b`.
///
///     1  version: 1
///     2  app: { id: demo, name: Demo }
///     3  flows:
///     4    - id: intro
///     5      trigger: settings
///     6      screens:
///     7        - { id: a, role: welcome, primary: { label: Done, action: complete } }
///     8        - { id: b, role: completion, primary: { label: Done, action: complete } }
///
/// The finding is at 8:9 (path `flows[intro].screens[b]`). `above` adds lines before screen
/// `b` (each indented to column 7, empty ones left empty), which moves it down; `onA` and `onB`
/// are appended to the screens' lines; `bFields` goes inside `b`'s mapping after its role.
/// `reachable` makes `a` lead to `b`, so there is no finding.
func unreachableSpec(
    above: [String] = [], onA: String = "", onB: String = "", bFields: String = "",
    reachable: Bool = false
) -> String {
    let aPrimary = reachable ? "Next" : "{ label: Done, action: complete }"
    let inserted = above.map { $0.isEmpty ? "\n" : "      \($0)\n" }.joined()
    return """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: intro
            trigger: settings
            screens:
              - { id: a, role: welcome, primary: \(aPrimary) }\(onA)
        \(inserted)      - { id: b, role: completion, \(bFields)primary: { label: Done, action: complete } }\(onB)

        """
}

extension ProjectConfig {
    /// Every rule off but `flow-unreachable-screen` (at `severity`, or its default), so that
    /// what a test sees does not depend on which other rules exist.
    static func onlyUnreachable(_ severity: Diagnostic.Severity? = nil) -> ProjectConfig {
        var config = ProjectConfig.withoutLint
        config.rules["flow-unreachable-screen"] = RuleSetting(severity: severity)
        return config
    }
}

extension ProjectConfig {
    /// Every rule off but `rule`, at its own severity.
    static func only(_ rule: String) -> ProjectConfig {
        var config = ProjectConfig.withoutLint
        config.rules[rule] = RuleSetting(severity: nil)
        return config
    }
}

/// Every diagnostic of linting `yaml` (as `app.yaml`) with `config`, in reading order.
func lintDiagnostics(_ yaml: String, config: ProjectConfig = .onlyUnreachable()) -> [Diagnostic] {
    Pipeline.lint(SourceFile(path: "app.yaml", text: yaml), options: Pipeline.Options(config: config)).diagnostics
}
