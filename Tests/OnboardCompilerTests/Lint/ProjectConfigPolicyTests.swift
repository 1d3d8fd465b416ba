import Testing

@testable import OnboardCompiler

/// The organisation's `policy` in `onboardc.yaml` is the base each app's own `policy` overrides.
@Suite struct ProjectConfigPolicyTests {
    func spec(_ policy: String) -> String {
        unreachableSpec(reachable: true) + policy
    }

    func policy(of yaml: String, config: ProjectConfig) throws -> Policy {
        let result = Pipeline.validate(
            SourceFile(path: "app.yaml", text: yaml), options: Pipeline.Options(config: config))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))")
        return try #require(result.spec?.flows.first?.policy)
    }

    func orgConfig() throws -> ProjectConfig {
        let (config, found) = Pipeline.loadConfig(
            SourceFile(
                path: "onboardc.yaml", text: "policy:\n  maxScreens: 3\n  skipConfirmation: true\n"))
        #expect(found.isEmpty)
        return try #require(config)
    }

    @Test func configPolicyIsRead() throws {
        let config = try orgConfig()
        #expect(config.policy.maxScreens == 3)
        #expect(config.policy.skipConfirmation == true)
    }

    @Test func appWithoutPolicyInheritsTheConfigs() throws {
        #expect(try policy(of: spec(""), config: ProjectConfig()).maxScreens == nil)
        let inherited = try policy(of: spec(""), config: try orgConfig())
        #expect(inherited.maxScreens == 3)
        #expect(inherited.skipConfirmation == true)
    }

    @Test func appPolicyOverridesOnlyTheKeysItGives() throws {
        let app = try policy(of: spec("policy: { maxScreens: 5 }\n"), config: try orgConfig())
        #expect(app.maxScreens == 5)
        #expect(app.skipConfirmation == true)
    }

    @Test func badConfigPolicyIsAnError() {
        let (config, found) = Pipeline.loadConfig(SourceFile(path: "onboardc.yaml", text: "policy:\n  maxScreens: 0\n"))
        #expect(config == nil)
        #expect(found.map(\.located) == ["spec-out-of-range 2:15"])
    }
}
