import Foundation
import Testing

@testable import OnboardCompiler

/// `generated/` is the golden output: it must be exactly what a fresh build of
/// `specs/` produces. Reviewers read `git diff generated/`.
@Suite struct GeneratedFolderTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func seedSources() throws -> [SourceFile] {
        let specs = root.appendingPathComponent("specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: specs.appendingPathComponent(name))
            return SourceFile(path: "specs/" + name, bytes: [UInt8](data))
        }
    }

    @Test func seedSpecsCompileWithoutErrors() throws {
        let sources = try Self.seedSources()
        #expect(sources.count == 4)
        for result in Pipeline.compileAll(sources) {
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors.map(\.message))")
        }
    }

    @Test func generatedFolderIsCurrent() throws {
        let sources = try Self.seedSources()
        let results = Pipeline.compileAll(sources)
        let named = zip(sources, results).map { (specName: String($0.path.dropFirst("specs/".count)), result: $1) }
        let plan = try OutputDirectory(root: Self.root.appendingPathComponent("generated")).plan(named)
        let stale = plan.changes.map { "\($0.kind.rawValue) generated/\($0.path)" }
        #expect(stale.isEmpty, "generated/ differs from a fresh build; run scripts/build-seeds: \(stale)")
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let sources = try Self.seedSources()
        let first = Pipeline.compileAll(sources).flatMap(\.outputs)
        let second = Pipeline.compileAll(sources).flatMap(\.outputs)
        #expect(first == second)
        #expect(!first.isEmpty)
    }
}
