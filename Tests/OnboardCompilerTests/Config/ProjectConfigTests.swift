import Testing

@testable import OnboardCompiler

/// `onboardc.yaml`: each rule's severity and parameters (the policy: ProjectConfigPolicyTests).
@Suite struct ProjectConfigTests {
    static let rule = "flow-unreachable-screen"

    /// The configuration read from `yaml` (nil when it has errors), and its diagnostics.
    func load(_ yaml: String) -> (config: ProjectConfig?, found: [Diagnostic]) {
        let (config, found) = Pipeline.loadConfig(SourceFile(path: "onboardc.yaml", text: yaml))
        return (config, found)
    }

    @Test func noRulesKeyMeansEveryRuleAtItsDefault() throws {
        let config = try #require(load("version: 1\n").config)
        #expect(config.rules.isEmpty)
        let found = lintDiagnostics(unreachableSpec(), config: config).filter { $0.code == Self.rule }
        #expect(found.map(\.severity) == [.error])
    }

    @Test(arguments: [("info", Diagnostic.Severity.info), ("warning", .warning), ("error", .error)])
    func severityShorthand(level: String, severity: Diagnostic.Severity) throws {
        let (config, found) = load("rules:\n  \(Self.rule): \(level)\n")
        #expect(found.isEmpty)
        let setting = try #require(config?.rules[Self.rule])
        #expect(setting == ProjectConfig.RuleSetting(severity: severity, enabled: true))
        let lint = lintDiagnostics(unreachableSpec(), config: try #require(config))
        #expect(lint.filter { $0.code == Self.rule }.map(\.severity) == [severity])
    }

    @Test func offDisablesTheRule() throws {
        let config = try #require(load("rules:\n  \(Self.rule): off\n").config)
        #expect(config.rules[Self.rule]?.enabled == false)
        #expect(!lintDiagnostics(unreachableSpec(), config: config).contains { $0.code == Self.rule })
    }

    @Test func mappingFormSetsTheSeverity() throws {
        let config = try #require(load("rules:\n  \(Self.rule): { severity: warning }\n").config)
        #expect(config.rules[Self.rule] == ProjectConfig.RuleSetting(severity: .warning))
    }

    static let ruleWithParameters = RuleRegistry.descriptions.first { !$0.parameters.isEmpty }

    @Test(.enabled(if: ruleWithParameters != nil, "no rule declares parameters yet"))
    func mappingFormSetsAParameter() throws {
        let rule = try #require(Self.ruleWithParameters)
        let parameter = rule.parameters[0]
        let (config, found) = load("rules:\n  \(rule.id): { severity: info, \(parameter.name): 7 }\n")
        #expect(found.isEmpty, "\(found.map(\.located))")
        let setting = try #require(config?.rules[rule.id])
        #expect(setting.severity == .info)
        #expect(setting.parameters == [parameter.name: "7"])
    }

    static let numberParameter = RuleRegistry.descriptions.lazy.compactMap { rule in
        rule.parameters.first { $0.kind.isNumeric }.map { (rule: rule.id, name: $0.name) }
    }.first

    /// A parameter whose default is a number takes a number: a typo is an error, not the default.
    @Test(.enabled(if: numberParameter != nil, "no rule declares a number parameter yet"))
    func numberParameterMustBeANumber() throws {
        let (rule, name) = try #require(Self.numberParameter)
        let good = load("rules:\n  \(rule):\n    \(name): 2.5\n")
        #expect(good.found.isEmpty)
        #expect(good.config?.rules[rule]?.parameters == [name: "2.5"])
        for bad in ["lots", "\"3\"", "[1, 2]"] {
            let (config, found) = load("rules:\n  \(rule):\n    \(name): \(bad)\n")
            #expect(config == nil)
            #expect(found.map(\.located) == ["spec-type-mismatch 3:\(7 + name.count)"], "\(bad)")
        }
    }

    static let listParameter = RuleRegistry.descriptions.lazy.compactMap { rule in
        rule.parameters.first { $0.kind == .list }.map { (rule: rule.id, name: $0.name) }
    }.first

    /// A list value reaches the rule as its items joined by commas (`RuleParameter.list` splits them).
    @Test(.enabled(if: listParameter != nil, "no rule declares a parameter that is not a number yet"))
    func aListParameterIsJoinedWithCommas() throws {
        let (rule, name) = try #require(Self.listParameter)
        let config = try #require(load("rules:\n  \(rule):\n    \(name): [a, b c, d]\n").config)
        let parameters = try #require(config.rules[rule]?.parameters)
        #expect(parameters == [name: "a,b c,d"])
        #expect(RuleParameter.list(name, default: [], "").value(in: parameters) == ["a", "b c", "d"])
    }

    @Test func unknownRuleIsAnErrorWithDidYouMean() throws {
        let (config, found) = load("rules:\n  \(Self.rule): warning\n  flow-unreachable-scren: off\n")
        #expect(config == nil)
        #expect(found.map(\.located) == ["config-unknown-rule 3:3"])
        let error = try #require(found.first)
        #expect(error.severity == .error)
        #expect(error.message == "there is no lint rule `flow-unreachable-scren`")
        #expect(error.help == "did you mean 'flow-unreachable-screen'?")
        #expect(error.span.end.column == 3 + "flow-unreachable-scren".count)
    }

    @Test func farOffRuleNamePointsToTheRulesCommand() throws {
        let found = load("rules:\n  zzzz: off\n").found
        #expect(found.map(\.located) == ["config-unknown-rule 2:3"])
        #expect(found.first?.help == "`onboardc rules` lists every rule")
    }

    /// `flow-unreachable-screen` declares no parameter called `maxThing`.
    @Test func unknownParameterIsAnUnknownKey() throws {
        let (config, found) = load("rules:\n  \(Self.rule): { severity: warning, maxThing: 3 }\n")
        #expect(config == nil)
        #expect(found.map(\.located) == ["spec-unknown-key 2:49"])
        #expect(found.first?.message.contains("`maxThing`") == true)
    }

    @Test(arguments: [
        ("rules:\n  flow-unreachable-screen: loud\n", "spec-unknown-value 2:28"),
        ("rules:\n  flow-unreachable-screen: { severity: warn }\n", "spec-unknown-value 2:40"),
    ])
    func badSeverityIsAnUnknownValue(yaml: String, expected: String) throws {
        let (config, found) = load(yaml)
        #expect(config == nil)
        #expect(found.map(\.located) == [expected])
        #expect(found.first?.notes.map(\.message) == ["allowed: off, info, warning, error"])
    }

    @Test func unknownTopLevelKeyIsAnError() {
        let (config, found) = load("rule:\n  \(Self.rule): off\n")
        #expect(config == nil)
        #expect(found.map(\.located) == ["spec-unknown-key 1:1"])
        #expect(found.first?.help == "did you mean 'rules'?")
    }
}
