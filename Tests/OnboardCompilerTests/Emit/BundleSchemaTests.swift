import BundleFormat
import Foundation
import Testing
@testable import OnboardCompiler

/// `schema/bundle.schema.json`: well-formed, closed, and in step with the IR's closed vocabularies.
@Suite struct BundleSchemaTests {
    /// The schema as Foundation parses it (not the writer's own value).
    static var schema: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(BundleSchema.file.bytes))) as? [String: Any] ?? [:]
    }

    static var definitions: [String: Any] { schema["$defs"] as? [String: Any] ?? [:] }

    /// Every subschema, depth first, with the path that leads to it.
    static func walk(_ value: Any, _ path: String = "#", _ visit: (String, [String: Any]) -> Void) {
        if let object = value as? [String: Any] {
            visit(path, object)
            for (key, member) in object { walk(member, path + "/" + key, visit) }
        } else if let array = value as? [Any] {
            for (index, member) in array.enumerated() { walk(member, "\(path)/\(index)", visit) }
        }
    }

    static func enumeration(_ definition: String, _ path: String...) -> [String]? {
        var value: Any? = definitions[definition]
        for step in path { value = (value as? [String: Any])?[step] }
        return (value as? [String: Any])?["enum"] as? [String]
    }

    /// The `kind` consts of a polymorphic definition's `oneOf` variants, in the schema's order.
    static func variants(_ definition: String) -> [String] {
        let options = (definitions[definition] as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
        return options.compactMap { option in
            let name = (option["$ref"] as? String)?.components(separatedBy: "/").last ?? ""
            let properties = (definitions[name] as? [String: Any])?["properties"] as? [String: Any]
            return (properties?["kind"] as? [String: Any])?["const"] as? String
        }
    }

    /// Polymorphic members are `oneOf` closed variants with a `kind` const (code generators
    /// make one class per variant), and the schema has an `$id`.
    @Test func polymorphicMembersAreOneOfVariantsWithAKindConst() {
        #expect(
            Self.schema["$id"] as? String
                == "urn:onboardc:bundle-schema:\(OnboardingBundle.supportedSchemaVersions.upperBound)")
        var tagged = 0
        Self.walk(Self.schema) { path, object in
            guard !Self.isCondition(path) else { return }
            #expect(object["allOf"] == nil && object["if"] == nil, "\(path)")
            guard object["oneOf"] != nil else { return }
            // The plain targets: the `target` variants a branch may lead to, not a member of their own.
            if path.hasSuffix("/plainTarget") {
                #expect(Set(Self.variants("plainTarget")) == Set(Self.variants("target")).subtracting(["branch"]))
                return
            }
            tagged += 1
            let name = String(path.split(separator: "/").last ?? "")
            #expect(
                Self.variants(name).count == (object["oneOf"] as? [Any])?.count,
                "\(path): a variant without a kind const")
        }
        #expect(tagged == 4)
    }

    /// The condition definitions are the conformance suite's (`conformance/schema/vector.schema.json`,
    /// which `conditionDefinitionsAreTheConformanceSuites` holds them to): a recursive tree whose
    /// variants differ by `op` and whose references require an `id` by `kind`, written with
    /// `oneOf` on `op` and `if` on `kind` there; the conventions of the bundle's own members
    /// (a `kind` const per variant, no `if`) do not apply to them.
    static func isCondition(_ path: String) -> Bool { path.contains("/$defs/condition") }

    @Test func conditionDefinitionsAreTheConformanceSuites() throws {
        let data = try Data(contentsOf: PackageRoot.appending("conformance/schema/vector.schema.json"))
        let vector = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case .object(let root) = vector, case .object(let definitions)? = root["$defs"] else {
            Issue.record("the conformance schema has no $defs")
            return
        }
        for name in ["condition", "conditionRef", "conditionValue"] {
            #expect(definitions[name] == BundleSchema.conditionDefinitions[name], "\(name)")
        }
        #expect(BundleSchema.conditionDefinitions.count == 3)
    }

    @Test func isDraft202012WithTheSupportedSchemaVersions() {
        #expect(Self.schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = Self.schema["properties"] as? [String: Any]
        #expect(
            (properties?["schemaVersion"] as? [String: Any])?["enum"] as? [Int]
                == Array(OnboardingBundle.supportedSchemaVersions))
        #expect(BundleSchema.path == "schema/bundle.schema.json")
        #expect(BundleSchema.file.bytes.last == UInt8(ascii: "\n"))
    }

    @Test func everyReferenceResolvesAndEveryDefinitionIsUsed() {
        var references: Set<String> = []
        Self.walk(Self.schema) { path, object in
            if let ref = object["$ref"] as? String { references.insert(ref) }
        }
        let defined = Set(Self.definitions.keys.map { "#/$defs/" + $0 })
        #expect(references.subtracting(defined).isEmpty, "unresolved: \(references.subtracting(defined).sorted())")
        #expect(defined.subtracting(references).isEmpty, "unused: \(defined.subtracting(references).sorted())")
        #expect(defined.count > 30)
    }

    @Test func everyObjectIsClosedAndRequiresOnlyWhatItDescribes() {
        var objects = 0
        Self.walk(Self.schema) { path, object in
            guard !Self.isCondition(path), let properties = object["properties"] as? [String: Any] else { return }
            objects += 1
            #expect(object["additionalProperties"] as? Bool == false, "\(path) is open")
            let required = object["required"] as? [String] ?? []
            #expect(Set(required).isSubset(of: properties.keys), "\(path) requires \(required)")
        }
        #expect(objects > 40)
        let top = Self.schema["required"] as? [String] ?? []
        #expect(top.contains("placeholders") && top.contains("pseudoLocales") && top.contains("localeFallbacks"))
        #expect(top.contains("flows") && top.contains("contentHash"))
    }

    @Test func closedVocabulariesMatchTheIR() {
        #expect(Self.enumeration("buttonSlot") == Button.Slot.allCases.map(\.rawValue))
        // The schema allows a biometrics request's results on every permission; the decoder does not.
        #expect(Self.enumeration("permissionOutcomes", "propertyNames") == Outcome.biometricResults)
        #expect(Self.enumeration("codeOutcomes", "propertyNames") == Outcome.codeResults)
        #expect(Self.enumeration("fileOutcomes", "propertyNames") == Outcome.fileResults)
        #expect(Self.enumeration("purchaseOutcomes", "propertyNames") == Outcome.purchaseResults)
        #expect(
            Self.enumeration("completion", "properties", "setOn", "items") == Completion.Event.allCases.map(\.rawValue))
        #expect(Self.enumeration("input", "properties", "kind") == Input.Kind.allCases.map(\.rawValue))
        #expect(Self.enumeration("progress", "properties", "style") == ProgressIndicator.Style.allCases.map(\.rawValue))
        #expect(
            Self.enumeration("progress", "properties", "position")
                == ProgressIndicator.Position.allCases.map(\.rawValue))
        #expect(
            Self.enumeration("reducedMotion", "properties", "entrance")
                == ReducedMotion.Entrance.allCases.map(\.rawValue))
        #expect(Self.enumeration("weight") == ButtonStyle.Weight.allCases.map(\.rawValue))
        #expect(Self.enumeration("app", "properties", "platforms", "items") == App.Platform.allCases.map(\.rawValue))
        #expect(
            Self.variants("action") == [
                "back", "complete", "go", "next", "open-settings", "pick-file",
                "purchase", "request-permission", "resend-code", "restore", "skip",
            ])
        #expect(Self.variants("target") == ["branch", "complete", "screen", "state", "stay"])
        #expect(Self.variants("trigger") == ["event", "first-launch", "settings"])
        #expect(Self.variants("visual") == ["illustration", "symbol"])
    }

    /// Open vocabularies may grow within one schemaVersion: they must not be enums.
    @Test func openVocabulariesArePlainStrings() {
        var open: [String] = []
        Self.walk(Self.schema) { path, object in
            if (object["description"] as? String)?.hasPrefix("open vocabulary") == true {
                #expect(object["enum"] == nil, "\(path)")
                open.append(path.split(separator: "/").last.map(String.init) ?? path)
            }
        }
        #expect(
            Set(open) == [
                "role", "kind", "rendering", "placement", "haptic", "effect", "permission", "curve", "style",
                "shape", "keyboard", "autofill",
            ])
    }
}

/// The schema against real bundles, with an independent validator (Python `jsonschema`, as CI uses).
@Suite(.enabled(if: SchemaValidator.available, "needs python3 with jsonschema 4 (scripts/ensure-jsonschema)"))
struct BundleSchemaValidationTests {
    /// A spec with every action kind, states, inputs and a colour.
    static var bundle: [String: Any] {
        compile(
            specYAML(
                screens: """
                    - id: first
                      role: welcome
                      title: Hello
                      primary: Next
                      secondary: { label: Retry, action: go, to: failed }
                      skip: Skip
                      states:
                        - { id: failed, kind: error, title: Oops, primary: { label: Again, action: go, to: first } }
                    - id: ask
                      role: permission-request
                      title: Camera
                      color: "#00FF0080"
                      primary: { label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: stay } }
                      secondary: { label: Settings, action: open-settings, then: complete }
                      back: Back
                    """)
        ).json("bundle.json") ?? [:]
    }

    /// Writes the schema and each bundle (app id → JSON object) as an output folder, then validates it.
    func validate(_ bundles: [String: Any]) throws -> (status: Int32, stderr: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleSchema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = [BundleSchema.file]
        for (app, bundle) in bundles {
            let data = try JSONSerialization.data(withJSONObject: bundle, options: [.sortedKeys])
            files.append(OutputFile(path: "\(app)/bundle.json", bytes: [UInt8](data)))
        }
        for file in files { try AtomicFile.write(file.bytes, to: folder.appendingPathComponent(file.path)) }
        return try SchemaValidator.run([SchemaValidator.script, folder.path])
    }

    @Test func emittedBundleIsValid() throws {
        #expect(!Self.bundle.isEmpty)
        let result = try validate(["demo": Self.bundle])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func missingRequiredMemberAndUnknownClosedValueAreRejected() throws {
        var missing = Self.bundle
        var flows = try #require(missing["flows"] as? [[String: Any]])
        flows[0]["completion"] = nil
        missing["flows"] = flows
        var unknown = Self.bundle
        var screens = try #require(flows[0]["screens"] as? [[String: Any]])
        var buttons = try #require(screens[0]["buttons"] as? [[String: Any]])
        buttons[0]["action"] = ["kind": "teleport", "target": ["kind": "stay"]]
        screens[0]["buttons"] = buttons
        flows[0]["screens"] = screens
        unknown["flows"] = flows
        unknown["extra"] = true
        let result = try validate(["missing": missing, "unknown": unknown])
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing/bundle.json: $.flows[0]: 'completion' is a required property"))
        #expect(
            result.stderr.contains(
                "unknown/bundle.json: $.flows[0].screens[0].buttons[0].action.kind: 'teleport' is not one of 'back', 'complete', 'go',"
            ))
        #expect(
            result.stderr.contains(
                "unknown/bundle.json: $: Additional properties are not allowed ('extra' was unexpected)"))
        #expect(result.stderr.hasSuffix("2 of 2 bundle(s) not valid\n"))
    }

    /// A member of a polymorphic object is explained by the variant its `kind` names.
    @Test func aVariantsOwnMembersAreExplained() throws {
        var bundle = Self.bundle
        var flows = try #require(bundle["flows"] as? [[String: Any]])
        var screens = try #require(flows[0]["screens"] as? [[String: Any]])
        var buttons = try #require(screens[0]["buttons"] as? [[String: Any]])
        buttons[0]["action"] = ["kind": "go", "plan": "yearly"]
        screens[0]["buttons"] = buttons
        flows[0]["screens"] = screens
        bundle["flows"] = flows
        let result = try validate(["demo": bundle])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "demo/bundle.json: $.flows[0].screens[0].buttons[0].action: 'target' is a required property"))
        #expect(
            result.stderr.contains(
                "demo/bundle.json: $.flows[0].screens[0].buttons[0].action: Additional properties are not allowed ('plan' was unexpected)"
            ))
    }
}

/// `scripts/validate-bundles` and the Python it needs.
enum SchemaValidator {
    static let script = PackageRoot.appending("scripts/validate-bundles").path

    static let available = (try? run(["python3", "-c", "from jsonschema import Draft202012Validator"]).status) == 0

    /// Runs a command through `env`; returns its exit status and what it wrote on stderr.
    static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
