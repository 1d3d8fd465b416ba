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

    /// The configuration `onboardc build specs` reads: `onboardc.yaml` in the folder.
    static func configFile(in folder: String = "specs") throws -> SourceFile {
        let path = folder + "/" + ProjectConfig.fileName
        return SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(path))))
    }

    /// The options `onboardc build specs` uses: the project configuration in specs/.
    static func options(in folder: String = "specs") throws -> Pipeline.Options {
        let (config, diagnostics) = Pipeline.loadConfig(try configFile(in: folder))
        #expect(diagnostics.isEmpty)
        return Pipeline.Options(config: try #require(config))
    }

    /// What `onboardc build FOLDERS --out OUTPUT --check` lists (relative to the root): the
    /// files a build would add, change or delete. The specs are found, configured, compiled
    /// and planned by `Project`, as the command does.
    static func staleFiles(_ folders: [String], output: String) throws -> [String] {
        var timings = StageTimings()
        let project = try Project.load(folders.map { root.appendingPathComponent($0).path }, timings: &timings)
        var errors: [String] = []
        let build = project.build(
            into: OutputDirectory(root: root.appendingPathComponent(output)), spool: WriteSpool(keepingBytes: false),
            timings: &timings
        ) { diagnostics, _, _ in errors += diagnostics.filter { $0.severity == .error }.map(\.located) }
        #expect(errors.isEmpty)
        let plan = try #require(try build.plan?.get())
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
        let stale = try Self.staleFiles(["specs"], output: "generated")
        #expect(stale.isEmpty, "generated/ differs from a fresh build; run scripts/build-seeds: \(stale)")
    }

    /// The conformance suite's bundles (docs/conformance.md): the every-member fixture and the
    /// purpose-made apps of conformance/specs, built with the fixture's configuration as
    /// `onboardc build Tests/Fixtures/every-member/specs conformance/specs --out conformance/bundles` does.
    @Test func conformanceBundlesAreCurrent() throws {
        let stale = try Self.staleFiles(
            ["Tests/Fixtures/every-member/specs", "conformance/specs"], output: "conformance/bundles")
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
