import Foundation
import Testing
@testable import OnboardCompiler

/// `schema/config.schema.json`: `onboardc.yaml`'s JSON Schema, rendered from the same
/// tables `ConfigDecoder` reads the file with: a key per lint rule under `rules:`, each
/// its severity or its settings with the rule's own parameters.
@Suite struct ConfigSchemaTests {
    static var schema: [String: Any] { SpecSchemaTests.parsed(SpecSchema.configPath) }

    static func definition(_ name: String) -> [String: Any] {
        (schema["definitions"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    @Test func isDraft07ClosedAndWrittenWithEveryBuild() {
        #expect(SpecSchema.configPath == "schema/config.schema.json")
        #expect(Self.schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(Self.schema["additionalProperties"] as? Bool == false)
        #expect(Set(OutputDirectory.compilerFiles.map(\.path)).contains(SpecSchema.configPath))
    }

    @Test func everyRuleIsAKeyOfRulesWithItsSummaryAndParameters() throws {
        let rules = Self.definition("rules")
        let properties = try #require(rules["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(RuleRegistry.descriptions.map(\.id)))
        #expect(rules["additionalProperties"] as? Bool == false)
        let readability = try #require(RuleRegistry.descriptions.first { $0.id == "copy-readability" })
        let property = try #require(properties[readability.id])
        #expect((property["description"] as? String)?.hasPrefix(SpecSchema.plain(readability.summary)) == true)
        let settings = Self.definition("rule-copy-readability")["properties"] as? [String: [String: Any]] ?? [:]
        #expect(Set(settings.keys) == Set(["severity"] + readability.parameters.map(\.name)))
        #expect(settings["maxGrade"]?["type"] as? String == "number")
    }

    @Test func everyClosedValueCarriesItsMeaning() throws {
        let packs = try #require(
            (Self.schema["properties"] as? [String: [String: Any]])?["packs"]?["items"] as? [String: Any])
        #expect(packs["enum"] as? [String] == RulePack.allCases.map(\.rawValue))
        let meanings = try #require(packs["markdownEnumDescriptions"] as? [String])
        #expect(meanings.count == RulePack.allCases.count)
        #expect(meanings.first?.hasPrefix(RulePack.appStore.title) == true)
    }
}

/// The files of `Tests/Fixtures/broken-configs`, each rejected by `onboardc` with the code
/// its first line names, and by the JSON Schema where it says.
@Suite struct BrokenConfigTests {
    static let all = BrokenSpec.read("Tests/Fixtures/broken-configs")

    @Test(arguments: all)
    func theDecoderReportsTheNamedError(_ broken: BrokenSpec) throws {
        let (config, found) = Pipeline.loadConfig(try SchemaCorpus.source(broken.path))
        #expect(config == nil)
        #expect(found.filter { $0.severity == .error }.map(\.code) == [broken.code], "\(found.map(\.message))")
    }

    @Test(.enabled(if: CheckJSONSchema.available, "needs check-jsonschema (scripts/ensure-check-jsonschema)"))
    func theSchemaRejectsEachWhereItSaysAndTakesTheValidOnes() throws {
        #expect(Self.all.count >= 7 && Self.all.allSatisfy { !$0.code.isEmpty })
        let errors = try CheckJSONSchema.errors(Self.all.map(\.path), schema: SpecSchema.configPath)
        for broken in Self.all { #expect(errors[broken.path] == [broken.schemaPath], "\(broken.path)") }
        let valid = [
            "specs/onboardc.yaml", "Tests/Fixtures/every-member/specs/onboardc.yaml",
            "Fuzz/Corpus/config/onboardc.yaml",
        ]
        #expect(try CheckJSONSchema.errors(valid, schema: SpecSchema.configPath).isEmpty)
    }
}
