import Foundation
import Testing
@testable import OnboardCompiler

/// `schema/spec.schema.json` and `schema/translation.schema.json`: rendered from the
/// mapping schemas, closed, described, and written with every build.
@Suite struct SpecSchemaTests {
    static func parsed(_ path: String) -> [String: Any] {
        let file = SpecSchema.files.first { $0.path == path }
        return file.flatMap { try? JSONSerialization.jsonObject(with: Data($0.bytes)) as? [String: Any] } ?? [:]
    }

    static var spec: [String: Any] { parsed(SpecSchema.specPath) }
    static var translation: [String: Any] { parsed(SpecSchema.translationPath) }

    static func definition(_ name: String) -> [String: Any] {
        (spec["definitions"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    @Test func bothAreDraft07AndWrittenWithEveryBuild() {
        for schema in [Self.spec, Self.translation] {
            #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
            #expect(schema["additionalProperties"] as? Bool == false)
        }
        #expect(SpecSchema.specPath == "schema/spec.schema.json")
        #expect(Set(OutputDirectory.compilerFiles.map(\.path)).isSuperset(of: SpecSchema.files.map(\.path)))
        #expect(SpecSchema.files.allSatisfy { $0.bytes.last == UInt8(ascii: "\n") })
    }

    /// Each mapping is a definition with exactly its schema's keys, closed, every key described
    /// (`previewConfig` is only `onboardc.yaml`'s, not a spec's).
    @Test func everyMappingIsAClosedDefinitionWithItsKeys() {
        let reached = MappingSchema.all.filter {
            !SchemaCorpus.notMappings.contains($0.name) && $0.name != "spec"
                && $0.name != "translation" && $0.name != "config" && $0.name != "translatedText"
                && $0.name != "previewConfig"
        }
        for schema in reached {
            let definition = Self.definition(schema.name)
            let properties = definition["properties"] as? [String: [String: Any]] ?? [:]
            #expect(Set(properties.keys) == Set(schema.keyNames), "\(schema.name)")
            #expect(definition["additionalProperties"] as? Bool == false, "\(schema.name)")
            let required = schema.keys.filter { $0.requirement == .required }.map(\.name)
            #expect(Set(definition["required"] as? [String] ?? []) == Set(required), "\(schema.name)")
            for (name, property) in properties {
                #expect(
                    property["description"] is String && property["markdownDescription"] is String,
                    "\(schema.name).\(name)")
            }
        }
        #expect(reached.count >= 30)
    }

    @Test func valuesComeFromTheDecodersVocabularies() {
        func property(_ definition: String, _ key: String) -> [String: Any] {
            (Self.definition(definition)["properties"] as? [String: [String: Any]])?[key] ?? [:]
        }
        #expect(property("screen", "role")["enum"] as? [String] == Screen.Role.allCases.map(\.rawValue))
        #expect(property("feedback", "haptic")["default"] as? String == "none")
        #expect(property("buttonStyle", "cornerRadius")["maximum"] as? Int == 200)
        #expect(property("policy", "headlineWords")["maxItems"] as? Int == 2)
        #expect(
            property("button", "confirm")["markdownDescription"] as? String
                == "ask this dialog first; the action runs only if the user confirms")
        #expect(property("flow", "screens")["minItems"] as? Int == 1)
        #expect(
            (Self.definition("entranceStep")["anyOf"] as? [[String: [String]]])?.map { $0["required"] ?? [] }
                == [["duration"], ["response"]])
        let strings = (Self.translation["properties"] as? [String: [String: Any]])?["strings"]
        #expect(strings?["additionalProperties"] != nil)
    }

    @Test func everyReferenceResolvesAndEveryDefinitionIsUsed() {
        for schema in [Self.spec, Self.translation] {
            var references: Set<String> = []
            BundleSchemaTests.walk(schema) { _, object in
                if let ref = object["$ref"] as? String { references.insert(ref) }
            }
            let defined = Set((schema["definitions"] as? [String: Any] ?? [:]).keys.map { "#/definitions/" + $0 })
            #expect(references == defined)
        }
    }

    @Test func markdownAndPlainDescriptions() {
        let text = "as in [animation](#323-animation): `1` = **this** plan, *leading*"
        #expect(SpecSchema.markdown(text) == "as in animation: `1` = **this** plan, *leading*")
        #expect(SpecSchema.plain(text) == "as in animation: 1 = this plan, leading")
    }
}
