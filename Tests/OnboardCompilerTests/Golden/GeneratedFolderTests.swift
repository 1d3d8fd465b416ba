import Foundation
import Testing

@testable import OnboardCompiler

/// `generated/` is the golden output: it must be exactly what a fresh build of
/// `specs/` produces. Reviewers read `git diff generated/`.
@Suite struct GeneratedFolderTests {
    static let root = PackageRoot.url

    /// Each seed spec with its translation files, as `onboardc build specs` reads them.
    static func seedSources() throws -> [Pipeline.Input] {
        try sources(in: "specs")
    }

    /// Each spec of `folder` (relative to the root) with its translation files, as `onboardc build` reads them.
    static func sources(in folder: String) throws -> [Pipeline.Input] {
        let specs = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".yaml") && $0 != ProjectConfig.fileName }.sorted()
        func read(_ path: String) throws -> SourceFile {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            return SourceFile(path: path, bytes: [UInt8](data))
        }
        return try names.map { name in
            let translations = try TranslationFiles.paths(of: specs.appendingPathComponent(name).path)
                .map { folder + "/" + $0.dropFirst(specs.path.count + 1) }
            return Pipeline.Input(spec: try read(folder + "/" + name), translations: try translations.map(read))
        }
    }

    /// The options `onboardc build specs` uses: the project configuration in specs/.
    static func options(in folder: String = "specs") throws -> Pipeline.Options {
        let path = folder + "/" + ProjectConfig.fileName
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        let (config, diagnostics) = Pipeline.loadConfig(SourceFile(path: path, bytes: [UInt8](data)))
        #expect(diagnostics.isEmpty)
        return Pipeline.Options(config: try #require(config))
    }

    /// Whether `output` (relative to the root) holds exactly what a fresh build of `sources` writes.
    static func staleFiles(_ sources: [Pipeline.Input], options: Pipeline.Options, output: String) throws -> [String] {
        let results = Pipeline.compileAll(sources, options: options)
        let named = zip(sources, results).map {
            (specName: String($0.spec.path.split(separator: "/").last!), result: $1)
        }
        let plan = try OutputDirectory(root: Self.root.appendingPathComponent(output))
            .plan(named, compilerFiles: OutputDirectory.compilerFiles)
        return plan.changes.map { "\($0.kind.rawValue) \(output)/\($0.path)" }
    }

    @Test func seedSpecsCompileWithoutErrors() throws {
        let sources = try Self.seedSources()
        #expect(sources.count == 4)
        #expect(sources.map(\.translations.count) == [0, 0, 1, 3])
        for result in Pipeline.compileAll(sources, options: try Self.options()) {
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors.map(\.message))")
        }
    }

    @Test func generatedFolderIsCurrent() throws {
        let stale = try Self.staleFiles(try Self.seedSources(), options: try Self.options(), output: "generated")
        #expect(stale.isEmpty, "generated/ differs from a fresh build; run scripts/build-seeds: \(stale)")
    }

    /// The conformance suite's bundles (docs/conformance.md): the every-member fixture and the
    /// purpose-made apps of conformance/specs, built with the fixture's configuration as
    /// `onboardc build Tests/Fixtures/every-member/specs conformance/specs --out conformance/bundles` does.
    @Test func conformanceBundlesAreCurrent() throws {
        let fixture = "Tests/Fixtures/every-member/specs"
        let sources = try Self.sources(in: fixture) + Self.sources(in: "conformance/specs")
        #expect(sources.count >= 2)
        let stale = try Self.staleFiles(sources, options: try Self.options(in: fixture), output: "conformance/bundles")
        #expect(stale.isEmpty, "conformance/bundles differs from a fresh build; run scripts/build-seeds: \(stale)")
    }

    /// Text damaged in transit is not content: the specs repair it, and nothing damaged
    /// reaches a bundle, a string table or an XLIFF file (pseudo-locales included).
    @Test func noGeneratedFileHasTextDamagedInTransit() throws {
        let generated = Self.root.appendingPathComponent("generated")
        let files = try #require(FileManager.default.enumerator(at: generated, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
        #expect(files.count > 20)
        // Pseudo-locale text is accented on purpose ("éšš" reads as UTF-8 bytes): it is
        // derived from the source text checked here, so its files and catalog entries are skipped.
        let pseudo = ["en-XA", "ar-XB", "en-rXA", "ar-rXB"]
        for file in files where !pseudo.contains(where: file.path.contains) {
            var texts = [try String(contentsOf: file, encoding: .utf8)]
            if file.pathExtension == "xcstrings" {
                let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
                texts = (catalog["strings"] as? [String: [String: Any]] ?? [:]).values.flatMap { entry in
                    (entry["localizations"] as? [String: Any] ?? [:]).filter { !pseudo.contains($0.key) }.map {
                        "\($0.value)"
                    }
                }
            }
            for text in texts {
                let damage = CopyDamage.find(in: text).filter {
                    $0.kind == .mojibake || $0.kind == .replacementCharacter
                }
                #expect(damage.map { String(text[$0.range]) } == [], "\(file.path)")
            }
        }
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let sources = try Self.seedSources()
        let options = try Self.options()
        let first = Pipeline.compileAll(sources, options: options).flatMap(\.outputs)
        let second = Pipeline.compileAll(sources, options: options).flatMap(\.outputs)
        #expect(first == second)
        #expect(!first.isEmpty)
    }
}
