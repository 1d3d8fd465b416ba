import Foundation
import Testing
@testable import OnboardCompiler

/// The compiler's own files (the bundle schema): written by every build, whatever specs it compiles; never stale.
@Suite struct CompilerFilesTests {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("CompilerFilesTests-\(UUID().uuidString)", isDirectory: true)
    var directory: OutputDirectory { OutputDirectory(root: root) }

    func build(
        _ specs: [(String, String)], notBuilt: Set<String> = [],
        compilerFiles: [OutputFile] = OutputDirectory.compilerFiles
    ) throws -> OutputDirectory.Plan {
        let results = specs.map {
            (specName: $0.0, result: Pipeline.compile(SourceFile(path: $0.0, text: $0.1), options: emitOnly))
        }
        let plan = try directory.plan(results, notBuilt: notBuilt, compilerFiles: compilerFiles)
        try directory.apply(plan)
        return plan
    }

    func schemaOnDisk() -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(BundleSchema.path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test func everyBuildWritesTheSchemaAndNoneDeletesIt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = specYAML(screens: "- { id: welcome, role: welcome, title: Hello }")
        let first = try build([
            ("a.yaml", spec), ("b.yaml", specYAML(app: "other", screens: "- { id: w, role: welcome, title: Hi }")),
        ])
        #expect(first.changes.map(\.path).contains(BundleSchema.path))
        #expect(schemaOnDisk() == BundleSchema.document.serialized())

        // One spec of the folder: the schema is compared (unchanged, so not rewritten) and kept.
        let one = try build(
            [("b.yaml", specYAML(app: "other", screens: "- { id: w, role: welcome, title: Hey }"))],
            notBuilt: ["a.yaml"])
        #expect(!one.writes.contains(BundleSchema.path))
        #expect(!one.changes.map(\.path).contains(BundleSchema.path))
        #expect(!one.deletes.contains(BundleSchema.path))
        // No spec left: every spec's files go, the compiler's own stay.
        let none = try build([])
        #expect(!none.deletes.contains(BundleSchema.path))
        #expect(schemaOnDisk() != nil)
        let manifest = try String(
            contentsOf: root.appendingPathComponent(OutputDirectory.manifestName), encoding: .utf8)
        #expect(!manifest.contains("schema"))
    }

    @Test func aChangedSchemaIsAChange() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try build([])
        let edited = [OutputFile(path: BundleSchema.path, text: "{}\n")]
        let plan = try build([], compilerFiles: edited)
        #expect(plan.changes.map { "\($0.kind) \($0.path)" } == ["change \(BundleSchema.path)"])
        #expect(schemaOnDisk() == "{}\n")
    }
}
