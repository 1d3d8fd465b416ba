import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// The one bundle definition, held together: `Tests/Fixtures/every-member/specs/everything.yaml`
/// compiles to a bundle in which every member of BundleFormat's models is filled and every
/// member of the schema is written, and nothing the schema does not have. A member added to
/// a model fails here until the fixture sets it (so the emitter must fill it) and the schema
/// describes it.
@Suite struct BundleCoverageTests {
    static let fixture = GeneratedFolderTests.root.appendingPathComponent("Tests/Fixtures/every-member/specs")

    /// The committed apps: every folder of `generated/` but `schema`.
    static let apps: [String] =
        ((try? FileManager.default.contentsOfDirectory(
            atPath: GeneratedFolderTests.root.appendingPathComponent("generated").path)) ?? [])
        .filter { $0 != BundleSchema.folder && !$0.hasPrefix(".") }.sorted()

    /// The fixture and its translation, compiled (scripts/test also builds and lints it with `onboardc build`).
    static let compiled: Compiled = {
        func read(_ url: URL) -> SourceFile {
            let path = String(url.path.dropFirst(GeneratedFolderTests.root.path.count + 1))
            return SourceFile(path: path, bytes: (try? [UInt8](Data(contentsOf: url))) ?? [])
        }
        let spec = fixture.appendingPathComponent("everything.yaml")
        let translations = ((try? TranslationFiles.paths(of: spec.path)) ?? []).map { read(URL(fileURLWithPath: $0)) }
        return Compiled(result: Pipeline.compile(read(spec), translations: translations, options: emitOnly))
    }()

    static var bundleText: String { compiled.text("everything/bundle.json") ?? "" }

    @Test func compilesWithoutErrors() {
        #expect(Self.compiled.diagnostics.filter { $0.severity == .error }.map(\.brief) == [])
        #expect(Self.compiled.text("everything/bundle.json") != nil)
    }

    @Test func everyModelMemberIsFilledSomewhere() throws {
        let bundle = try OnboardingBundle(data: Data(Self.bundleText.utf8))
        var coverage = ModelCoverage()
        coverage.visit(bundle)
        #expect(coverage.seen.count > 100, "the walk reached \(coverage.seen.count) members")
        #expect(
            coverage.neverFilled == [],
            """
            members of BundleFormat's models that the every-member bundle never fills: set each in \
            Tests/Fixtures/every-member/specs/everything.yaml (and make the emitter fill it)
            """)
    }

    @Test func everySchemaMemberIsWrittenAndNothingElse() throws {
        let value = try JSONSerialization.jsonObject(with: Data(Self.bundleText.utf8))
        var walk = try SchemaWalk(schema: BundleSchema.document.serialized())
        walk.check(value)
        #expect(walk.problems == [])
        #expect(walk.unwritten == [], "schema members the every-member bundle never writes")
        #expect(walk.written.count > 150)
    }

    /// Decoding and encoding again gives the same bytes: the models' decoders read every
    /// member their encoders write, for the fixture and for every committed bundle.
    @Test(arguments: ["everything"] + apps)
    func decodingThenEncodingGivesTheSameBytes(app: String) throws {
        let text =
            app == "everything"
            ? Self.bundleText
            : try String(
                contentsOf: GeneratedFolderTests.root.appendingPathComponent("generated/\(app)/bundle.json"),
                encoding: .utf8)
        let bundle = try OnboardingBundle(data: Data(text.utf8))
        #expect(JSONValue(encoding: bundle).serialized() == text)
    }

    /// The walk itself finds what it is for: a member the schema lacks, a kind it lacks.
    @Test func theSchemaWalkReportsUnknownMembersAndKinds() throws {
        var walk = try SchemaWalk(schema: BundleSchema.document.serialized())
        walk.check(
            [
                "schemaVersion": 2, "surprise": true,
                "app": ["id": "a", "name": "A", "platforms": [], "sourceLocale": "en"],
                "flows": [["id": "f", "trigger": ["kind": "on-shake"]]],
            ] as [String: Any])
        #expect(
            walk.problems == [
                "$.flows[0].trigger: kind `on-shake` is none of trigger's variants",
                "$.surprise: not a member of the bundle's root object",
            ])
    }
}

/// Every stored property reached through `Mirror`, and those that hold something (an
/// optional that is set, a collection that is not empty) at least once.
struct ModelCoverage {
    private(set) var seen: Set<String> = []
    private(set) var filled: Set<String> = []

    var neverFilled: [String] { seen.subtracting(filled).sorted() }

    mutating func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            let type = String(describing: Swift.type(of: value))
            for child in mirror.children {
                guard let label = child.label else { continue }
                seen.insert("\(type).\(label)")
                if Self.holdsSomething(child.value) { filled.insert("\(type).\(label)") }
                visit(child.value)
            }
        default:
            for child in mirror.children { visit(child.value) }
        }
    }

    static func holdsSomething(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?, .collection?, .set?, .dictionary?: return !mirror.children.isEmpty
        default: return true
        }
    }
}

/// A bundle checked against the schema's structure: each object's members are ones its
/// definition has (`oneOf` variants chosen by their `kind` const), and which definition
/// members were written. Validation proper is jsonschema's (scripts/validate-bundles).
struct SchemaWalk {
    let root: [String: Any]
    let definitions: [String: Any]
    private(set) var written: Set<String> = []
    private(set) var problems: [String] = []

    init(schema text: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        definitions = root["$defs"] as? [String: Any] ?? [:]
    }

    /// Every `definition.member` of the schema (`(root).member` for the top level), the
    /// members of objects written inline in a definition (`flow.announceScreenPosition`) included.
    var members: Set<String> {
        var out: Set<String> = []
        func collect(_ schema: Any?, in name: String) {
            guard let schema = schema as? [String: Any] else { return }
            for (member, value) in schema["properties"] as? [String: Any] ?? [:] {
                out.insert("\(name).\(member)")
                collect(value, in: name)
            }
            collect(schema["items"], in: name)
            collect(schema["additionalProperties"], in: name)
        }
        for (name, definition) in definitions { collect(definition, in: name) }
        collect(root.filter { $0.key != "$defs" }, in: "(root)")
        return out
    }

    var unwritten: [String] { members.subtracting(written).sorted() }

    mutating func check(_ value: Any) {
        walk(value, root, name: "(root)", at: "$")
        problems.sort()
    }

    private mutating func walk(_ value: Any, _ schema: [String: Any], name: String, at path: String) {
        var (schema, name) = (schema, name)
        while let ref = schema["$ref"] as? String {
            name = String(ref.split(separator: "/").last ?? "")
            schema = definitions[name] as? [String: Any] ?? [:]
        }
        // A condition's variants are written inline and told apart by `op` (docs/conditions.md).
        if let variants = schema["oneOf"] as? [[String: Any]], variants.allSatisfy({ $0["$ref"] == nil }),
            let object = value as? [String: Any]
        {
            let op = object["op"] as? String ?? ""
            let variant = variants.first { variant in
                let member = (variant["properties"] as? [String: Any])?["op"] as? [String: Any]
                return member?["const"] as? String == op || (member?["enum"] as? [String])?.contains(op) == true
            }
            guard let variant else {
                problems.append("\(path): op `\(op)` is none of \(name)'s variants")
                return
            }
            for key in object.keys where (schema["properties"] as? [String: Any])?[key] != nil {
                written.insert("\(name).\(key)")
            }
            return walk(value, variant, name: name, at: path)
        }
        if let variants = schema["oneOf"] as? [[String: Any]] {
            let kind = (value as? [String: Any])?["kind"] as? String
            for variant in variants {
                let variantName = String((variant["$ref"] as? String)?.split(separator: "/").last ?? "")
                let definition = definitions[variantName] as? [String: Any] ?? [:]
                let const =
                    ((definition["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"] as? String
                if const == kind { return walk(value, definition, name: variantName, at: path) }
            }
            problems.append("\(path): kind `\(kind ?? "(none)")` is none of \(name)'s variants")
            return
        }
        if let object = value as? [String: Any] {
            if let properties = schema["properties"] as? [String: Any] {
                for (key, member) in object {
                    guard let memberSchema = properties[key] as? [String: Any] else {
                        problems.append(
                            "\(path).\(key): not a member of \(name == "(root)" ? "the bundle's root object" : name)")
                        continue
                    }
                    written.insert("\(name).\(key)")
                    walk(member, memberSchema, name: name, at: "\(path).\(key)")
                }
            } else if let values = schema["additionalProperties"] as? [String: Any] {
                for (key, member) in object { walk(member, values, name: name, at: "\(path).\(key)") }
            }
        } else if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { walk(item, items, name: name, at: "\(path)[\(index)]") }
        }
    }
}
