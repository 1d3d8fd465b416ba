import Foundation
import Testing
@testable import OnboardCompiler

/// A file of `Tests/Fixtures/broken-specs`: its first line names what is broken,
/// `# <code> at <JSON path>: <what>`, the error `onboardc validate` reports and where
/// the JSON Schema finds it.
struct BrokenSpec: CustomTestStringConvertible, Sendable {
    static let folder = "Tests/Fixtures/broken-specs"
    /// What a broken translation file is validated with.
    static let spec =
        "version: 1\napp: { id: demo, name: Demo }\nflows:\n  - { id: tour, trigger: settings, screens: [{ id: one, role: welcome, title: Hi }] }\n"

    let path: String
    let code: String
    let schemaPath: String
    var isTranslation: Bool { path.contains("/l10n/") }
    var testDescription: String { String(path.split(separator: "/").suffix(2).joined(separator: "/")) }

    static let all = read(folder)

    /// The broken files of `folder` (a broken spec's, or `BrokenConfig`'s), each with its header.
    static func read(_ folder: String) -> [BrokenSpec] {
        SchemaCorpus.files(in: folder).filter { $0.hasSuffix(".yaml") }.map(withHeader)
    }

    private static func withHeader(_ path: String) -> BrokenSpec {
        let text = (try? String(contentsOf: PackageRoot.appending(path), encoding: .utf8)) ?? ""
        // `# spec-unknown-key at $.flows[0]: …`
        let header = text.prefix { $0 != "\n" }.dropFirst(2).split(separator: " ", maxSplits: 3)
        guard text.hasPrefix("# "), header.count == 4, header[1] == "at", header[2].hasSuffix(":") else {
            return BrokenSpec(path: path, code: "", schemaPath: "")
        }
        return BrokenSpec(path: path, code: String(header[0]), schemaPath: String(header[2].dropLast()))
    }

    /// The errors `Pipeline.validate` (`onboardc validate`) reports.
    func errors() throws -> [Diagnostic] {
        let file = try SchemaCorpus.source(path)
        let result =
            isTranslation
            ? Pipeline.validate(SourceFile(path: "demo.yaml", text: Self.spec), translations: [file])
            : Pipeline.validate(file)
        return result.diagnostics.filter { $0.severity == .error }
    }
}

/// `onboardc validate` rejects every broken spec with the error its first line names
/// (the schema half is `SpecSchemaValidationTests`).
@Suite struct BrokenSpecTests {
    @Test func theCorpusHasEachKindOfBreakAtSeveralDepths() {
        let codes = BrokenSpec.all.map(\.code)
        #expect(
            BrokenSpec.all.allSatisfy { !$0.code.isEmpty && $0.schemaPath.hasPrefix("$") }, "a file without its header")
        for code in ["spec-unknown-key", "spec-type-mismatch", "spec-unknown-value"] {
            let depths = Set(BrokenSpec.all.filter { $0.code == code }.map { $0.schemaPath.count { $0 == "." } })
            #expect(depths.count >= 3, "\(code): \(depths.sorted())")
        }
        #expect(codes.count >= 15)
    }

    @Test(arguments: BrokenSpec.all)
    func validateReportsTheNamedError(_ broken: BrokenSpec) throws {
        let errors = try broken.errors()
        #expect(errors.map(\.code) == [broken.code], "\(errors.map(\.message))")
    }
}

/// The JSON Schemas against the corpus with an independent validator, as an editor's
/// YAML support reads specs (check-jsonschema loads YAML as YAML 1.2, with anchors
/// and aliases resolved).
@Suite(.enabled(if: CheckJSONSchema.available, "needs check-jsonschema (scripts/ensure-check-jsonschema installs it)"))
struct SpecSchemaValidationTests {
    @Test func bothSchemasAreValidDraft07() throws {
        let folder = try CheckJSONSchema.schemas()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = SpecSchema.files.map { folder.appendingPathComponent($0.path).path }
        let result = try CheckJSONSchema.run(["--check-metaschema"] + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The seeds, the examples, the fixtures and every translation file beside them.
    @Test func everyValidSpecAndTranslationIsValid() throws {
        let specs = try CheckJSONSchema.errors(SchemaCorpus.specs, schema: SpecSchema.specPath)
        #expect(specs.isEmpty, "\(specs)")
        let translations = try CheckJSONSchema.errors(SchemaCorpus.translations, schema: SpecSchema.translationPath)
        #expect(translations.isEmpty, "\(translations)")
        #expect(SchemaCorpus.specs.count >= 7 && SchemaCorpus.translations.count >= 5)
    }

    /// Every broken spec is rejected by the schema where its first line says, and by
    /// `onboardc validate` (`BrokenSpecTests`): the two agree.
    @Test func everyBrokenSpecIsRejectedWhereItSays() throws {
        let specs = BrokenSpec.all.filter { !$0.isTranslation }
        let translations = BrokenSpec.all.filter(\.isTranslation)
        let errors = try CheckJSONSchema.errors(specs.map(\.path), schema: SpecSchema.specPath)
            .merging(try CheckJSONSchema.errors(translations.map(\.path), schema: SpecSchema.translationPath)) {
                $0 + $1
            }
        for broken in BrokenSpec.all {
            #expect(errors[broken.path] == [broken.schemaPath], "\(broken.path)")
            #expect(try !broken.errors().isEmpty, "\(broken.path)")
        }
    }
}

/// check-jsonschema, from PyPI.
enum CheckJSONSchema {
    static let available = (try? run(["--version"]).status) == 0

    /// The schemas as this build writes them, in a temporary folder.
    static func schemas() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SpecSchema-\(UUID().uuidString)")
        for file in SpecSchema.files { try AtomicFile.write(file.bytes, to: folder.appendingPathComponent(file.path)) }
        return folder
    }

    /// The JSON paths of each file's errors against `schema` (one of `SpecSchema.files`), by the file's path.
    static func errors(_ paths: [String], schema: String) throws -> [String: [String]] {
        let folder = try schemas()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(
            ["--output-format", "JSON", "--schemafile", folder.appendingPathComponent(schema).path]
                + paths.map { PackageRoot.appending($0).path })
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
            "\(result.output)")
        #expect((report["parse_errors"] as? [Any] ?? []).isEmpty, "\(result.output)")
        let root = PackageRoot.url.standardizedFileURL.path + "/"
        var found: [String: [String]] = [:]
        for error in report["errors"] as? [[String: Any]] ?? [] {
            let file = (error["filename"] as? String).map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
            found[String(file.dropFirst(root.count)), default: []].append(error["path"] as? String ?? "")
        }
        #expect(result.status == (found.isEmpty ? 0 : 1), "\(result.output)")
        return found
    }

    /// Runs check-jsonschema in a temporary folder; its exit status and what it wrote on stdout.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(
            ["check-jsonschema"] + arguments, in: scratch.url, program: URL(fileURLWithPath: "/usr/bin/env"))
        return (run.status, run.stdout)
    }
}
