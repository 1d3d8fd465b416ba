import Testing

@testable import OnboardCompiler

/// Rule packs: `packs:` in `onboardc.yaml` switches a pack's rules on; every other rule
/// always runs (`ProjectConfig.runs`).
@Suite struct RulePackTests {
    /// A paywall that sells with no restore: `app-store-restore` (pack `app-store`) fails it.
    static let paywall = """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios] }
        flows:
          - id: pro
            trigger: settings
            screens:
              - id: paywall
                role: paywall
                paywall: { provider: revenuecat, offering: default }
                primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                close: { icon: xmark, accessibilityLabel: Close }

        """

    func config(_ yaml: String) throws -> ProjectConfig {
        let (config, found) = Pipeline.loadConfig(SourceFile(path: "onboardc.yaml", text: yaml))
        #expect(found.isEmpty, "\(found.map(\.located))")
        return try #require(config)
    }

    func restoreFindings(_ config: ProjectConfig) -> [String] {
        lintDiagnostics(Self.paywall, config: config).filter { $0.code == "app-store-restore" }.map(\.located)
    }

    @Test func aPackRuleRunsOnlyWhenItsPackIsOn() throws {
        #expect(restoreFindings(try config("version: 1\n")).isEmpty)
        #expect(restoreFindings(try config("packs: [consent]\n")).isEmpty)
        #expect(restoreFindings(try config("packs: [app-store]\n")) == ["app-store-restore 7:9"])
    }

    @Test func namingAPackRuleInRulesSwitchesItOnAndOffWinsOverThePack() throws {
        #expect(restoreFindings(try config("rules:\n  app-store-restore: warning\n")) == ["app-store-restore 7:9"])
        #expect(restoreFindings(try config("packs: [app-store]\nrules:\n  app-store-restore: off\n")).isEmpty)
    }

    @Test func rulesWithoutAPackAlwaysRun() throws {
        let config = try config("packs: []\n")
        let core = RuleRegistry.descriptions.filter(\.packs.isEmpty)
        #expect(!core.isEmpty)
        #expect(core.allSatisfy(config.runs))
        #expect(!RuleRegistry.descriptions.filter { !$0.packs.isEmpty }.contains(where: config.runs))
    }

    @Test func anUnknownPackIsAnUnknownValueAtItsPosition() {
        let (config, found) = Pipeline.loadConfig(
            SourceFile(path: "onboardc.yaml", text: "packs: [app-store, appstore]\n"))
        #expect(config == nil)
        #expect(found.map(\.located) == ["spec-unknown-value 1:20"])
        #expect(found.first?.help == "did you mean 'app-store'?")
    }

    /// Every pack has rules, and every policy rule is in a pack.
    @Test func everyPackHasRulesAndEveryPolicyRuleAPack() {
        for pack in RulePack.allCases {
            #expect(RuleRegistry.descriptions.contains { $0.packs.contains(pack) }, "\(pack.id) has no rule")
        }
        for rule in RuleRegistry.descriptions where rule.category == .policy {
            #expect(!rule.packs.isEmpty, "\(rule.id) is in no pack")
        }
    }
}
