import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct OutputDirectoryTests {
    /// Created by the first write; each test that writes removes it with `defer`.
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("OutputDirectoryTests-\(UUID().uuidString)", isDirectory: true)
    var directory: OutputDirectory { OutputDirectory(root: root) }

    /// A one-screen spec for app `app`; `title: [` makes it a syntax error.
    static func spec(_ app: String, title: String = "Hello", platforms: String = "[ios, android]") -> String {
        specYAML(app: app, platforms: platforms, screens: "- { id: welcome, role: welcome, title: \(title) }")
    }

    /// Plans and applies a build of `specs` (file name → YAML), returning the plan.
    @discardableResult
    func build(_ specs: [(String, String)], notBuilt: Set<String> = []) throws -> OutputDirectory.Plan {
        let results = specs.map {
            (specName: $0.0, result: Pipeline.compile(SourceFile(path: $0.0, text: $0.1), options: emitOnly))
        }
        let plan = try directory.plan(results, notBuilt: notBuilt)
        try directory.apply(plan)
        return plan
    }

    func tree() -> [String] {
        ((FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []).sorted()
    }

    func inode(_ path: String) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        return (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }

    static let demoFiles = [
        "demo/android/res/raw/demo_keep.xml", "demo/android/res/values/strings.xml", "demo/bundle.json",
        "demo/ios/Localizable.xcstrings",
        "demo/ios/en.lproj/Localizable.strings",
    ]
    static let demoTree = [
        ".onboardc-manifest.json", "demo", "demo/android", "demo/android/res",
        "demo/android/res/raw", "demo/android/res/raw/demo_keep.xml", "demo/android/res/values",
        "demo/android/res/values/strings.xml", "demo/bundle.json",
        "demo/ios", "demo/ios/Localizable.xcstrings", "demo/ios/en.lproj",
        "demo/ios/en.lproj/Localizable.strings",
    ]

    /// `onboardc build specs/b.yaml` compiles one spec of a folder: the others keep their files.
    @Test func specsNotBuiltKeepTheirFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo")), ("b.yaml", Self.spec("other"))])
        let plan = try build([("b.yaml", Self.spec("other", title: "Changed"))], notBuilt: ["a.yaml"])
        #expect(plan.deletes.isEmpty)
        #expect(tree().contains("demo/bundle.json"))
        // Without a.yaml among the existing specs, its files are stale and go.
        let gone = try build([("b.yaml", Self.spec("other", title: "Changed"))])
        #expect(gone.deletes == Self.demoFiles)
    }

    @Test func firstBuildAddsFilesAndManifest() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try build([("a.yaml", Self.spec("demo"))])
        #expect(
            plan.changes.map { "\($0.kind) \($0.path)" } == ["add .onboardc-manifest.json"]
                + Self.demoFiles.map { "add \($0)" })
        #expect(plan.deletes.isEmpty)
        #expect(tree() == Self.demoTree)
        let data = try Data(contentsOf: root.appendingPathComponent(OutputDirectory.manifestName))
        let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(manifest?["specs"] as? [String: [String]] == ["a.yaml": Self.demoFiles])
    }

    @Test func identicalBuildChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let before = tree().map(inode)
        let plan = try build([("a.yaml", Self.spec("demo"))])
        #expect(plan.changes.isEmpty)
        #expect(tree() == Self.demoTree)
        #expect(tree().map(inode) == before)
    }

    @Test func removedAppLosesItsFilesAndFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo")), ("b.yaml", Self.spec("other"))])
        #expect(tree().contains("other/bundle.json"))
        let plan = try build([("a.yaml", Self.spec("demo"))])
        #expect(
            plan.changes.filter { $0.kind == .delete }.map(\.path)
                == Self.demoFiles.map {
                    "other" + $0.dropFirst(4).replacingOccurrences(of: "demo_keep", with: "other_keep")
                })
        #expect(tree() == Self.demoTree)
    }

    @Test func removedPlatformLosesItsFileAndEmptyFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let plan = try build([("a.yaml", Self.spec("demo", platforms: "[ios]"))])
        #expect(plan.deletes == ["demo/android/res/raw/demo_keep.xml", "demo/android/res/values/strings.xml"])
        #expect(
            tree() == [
                ".onboardc-manifest.json", "demo", "demo/bundle.json", "demo/ios", "demo/ios/Localizable.xcstrings",
                "demo/ios/en.lproj", "demo/ios/en.lproj/Localizable.strings",
            ])
    }

    @Test func changedContentRewritesWithoutDeleting() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let plan = try build([("a.yaml", Self.spec("demo", title: "Bonjour"))])
        // The bundle holds only keys, but its contentHash covers the text, so it changes too.
        #expect(
            plan.changes.map { "\($0.kind) \($0.path)" }
                == [
                    "change demo/android/res/values/strings.xml", "change demo/bundle.json",
                    "change demo/ios/Localizable.xcstrings",
                    "change demo/ios/en.lproj/Localizable.strings",
                ])
        #expect(plan.deletes.isEmpty)
        let catalog = try String(
            contentsOf: root.appendingPathComponent("demo/ios/Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"Bonjour\""))
    }

    @Test func filesOutsideTheManifestAreNeverDeleted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        try Data("mine".utf8).write(to: root.appendingPathComponent("README.md"))
        try Data("mine".utf8).write(to: root.appendingPathComponent("demo/ios/NOTES.md"))
        try build([])
        #expect(tree() == [".onboardc-manifest.json", "README.md", "demo", "demo/ios", "demo/ios/NOTES.md"])
    }

    @Test func specWithErrorsKeepsItsPreviousFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let before = tree().map(inode)
        let plan = try build([("a.yaml", Self.spec("demo", title: "[")), ("b.yaml", Self.spec("other", title: "["))])
        #expect(plan.changes.isEmpty)
        #expect(plan.writes.isEmpty, "nothing changes, not even the manifest")
        #expect(tree() == Self.demoTree)
        #expect(tree().map(inode) == before)
    }

    @Test func twoSpecsWritingOnePathIsAConflict() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let error = #expect(throws: OutputDirectory.Failure.self) {
            try build([("a.yaml", Self.spec("demo")), ("b.yaml", Self.spec("demo"))])
        }
        #expect(
            error?.description
                == "a.yaml and b.yaml both produce demo/android/res/raw/demo_keep.xml; give each app its own id")
        #expect(tree().isEmpty)
    }

    @Test func twoSpecsWithOneFileNameAreRejected() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let error = #expect(throws: OutputDirectory.Failure.self) {
            try build([("a.yaml", Self.spec("demo")), ("a.yaml", Self.spec("other"))])
        }
        guard case .duplicateSpec("a.yaml")? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(tree().isEmpty)
    }

    @Test(arguments: ["../x", "/abs", "a/../b", "a//b", "", "a/", "./a", "a/.", "a\\b", "..", "a/b.json\u{0}x", "a\nb"])
    func unsafePathsAreRejected(path: String) {
        #expect(!OutputDirectory.isSafe(path))
    }

    @Test(arguments: ["a", "demo/bundle.json", ".onboardc-manifest.json", "a/.hidden/b..c"])
    func safePathsAreAccepted(path: String) {
        #expect(OutputDirectory.isSafe(path))
    }

    @Test(arguments: ["not json", #"{"specs": {"a.yaml": "demo/bundle.json"}}"#, #"{"generator": "onboardc"}"#, "[]"])
    func damagedManifestDeletesNothing(manifest: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        try Data(manifest.utf8).write(to: root.appendingPathComponent(OutputDirectory.manifestName))
        let error = #expect(throws: OutputDirectory.Failure.self) { try build([]) }
        guard case .badManifest? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(tree() == Self.demoTree)
    }

    /// `demo/bundle.json\0x` is `demo/bundle.json` to the system: listed for a spec that is
    /// gone, it once deleted the bundle the same build had just written.
    @Test func aManifestPathWithANULDeletesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let manifest = #"{"generator": "onboardc", "specs": {"a.yaml": [], "gone.yaml": ["demo/bundle.json\u0000x"]}}"#
        try Data(manifest.utf8).write(to: root.appendingPathComponent(OutputDirectory.manifestName))
        let plan = try build([("a.yaml", Self.spec("demo"))])
        #expect(plan.deletes.isEmpty)
        #expect(tree() == Self.demoTree)
    }

    /// A file planted where a generated file goes is not read whole to be compared.
    @Test func aLargeFileWhereAGeneratedOneGoesIsReplacedUnread() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let bundle = root.appendingPathComponent("demo/bundle.json")
        let written = try Data(contentsOf: bundle)
        try Data(count: 50_000_000).write(to: bundle)
        let plan = try directory.plan([
            (
                specName: "a.yaml",
                result: Pipeline.compile(
                    SourceFile(path: "a.yaml", text: Self.spec("demo")), options: emitOnly)
            )
        ])
        #expect(plan.changes.map { "\($0.kind) \($0.path)" } == ["change demo/bundle.json"])
        try directory.apply(plan)
        #expect(try Data(contentsOf: bundle) == written)
    }

    @Test func manifestPathsOutsideTheDirectoryAreNeverDeleted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appendingPathComponent("victim")
        let inside = root.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: victim)
        let manifest = #"{"generator": "onboardc", "specs": {"gone.yaml": ["../victim", "\#(victim.path)"]}}"#
        try Data(manifest.utf8).write(to: inside.appendingPathComponent(OutputDirectory.manifestName))
        let output = OutputDirectory(root: inside)
        let plan = try output.plan([])
        #expect(plan.deletes.isEmpty)
        try output.apply(plan)
        #expect(FileManager.default.fileExists(atPath: victim.path))
    }

    @Test func manifestNamingAFolderNeverDeletesTheFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build([("a.yaml", Self.spec("demo"))])
        let manifest = #"{"generator": "onboardc", "specs": {"a.yaml": ["demo", "demo/ios"]}}"#
        try Data(manifest.utf8).write(to: root.appendingPathComponent(OutputDirectory.manifestName))
        let plan = try directory.plan([])
        #expect(plan.deletes.isEmpty)
        try directory.apply(plan)
        #expect(tree() == Self.demoTree)
    }
}
