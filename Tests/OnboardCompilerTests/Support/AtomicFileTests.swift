import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct AtomicFileTests {
    /// A fresh scratch directory, removed by the caller via `defer`.
    private func makeScratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("AtomicFileTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// All entries below `root`, relative, sorted (hidden files included).
    private func tree(_ root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesNewFileCreatingNestedDirectories() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("a/b/c/out.txt")

        try AtomicFile.write(Array("hello\n".utf8), to: target)

        #expect(try Data(contentsOf: target) == Data("hello\n".utf8))
        #expect(tree(root) == ["a", "a/b", "a/b/c", "a/b/c/out.txt"])
    }

    @Test func replacesExistingContents() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("out.bin")
        try Data("old contents that are longer".utf8).write(to: target)

        try AtomicFile.write(Data([0, 1, 2, 255]), to: target)

        #expect(try Data(contentsOf: target) == Data([0, 1, 2, 255]))
        #expect(tree(root) == ["out.bin"])
    }

    @Test func writesEmptyAndLargeFilesWithoutLeftovers() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = root.appendingPathComponent("empty")
        let large = root.appendingPathComponent("large")
        let payload = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

        try AtomicFile.write([UInt8](), to: empty)
        try AtomicFile.write(payload, to: large)
        try AtomicFile.write(payload, to: large)

        #expect(try Data(contentsOf: empty).isEmpty)
        #expect(try Data(contentsOf: large) == Data(payload))
        #expect(tree(root) == ["empty", "large"])
    }

    @Test func failsWhenParentIsARegularFile() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let blocker = root.appendingPathComponent("blocker")
        try Data("original".utf8).write(to: blocker)

        let error = #expect(throws: FileError.self) {
            try AtomicFile.write(Array("new".utf8), to: blocker.appendingPathComponent("sub/out.txt"))
        }

        #expect(error?.code == ENOTDIR)
        #expect(error?.path.hasSuffix("blocker") == true)
        #expect(error?.description.contains("blocker") == true)
        #expect(try Data(contentsOf: blocker) == Data("original".utf8))
        #expect(tree(root) == ["blocker"])
    }

    /// A killed `l10n import` left `.de.yaml.tmp-…` beside the translation file: the next
    /// write of that file removes it, and nothing else.
    @Test func writingAFileRemovesItsOwnLeftovers() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in [".de.yaml.tmp-123-9af3", ".es.yaml.tmp-123-9af3", ".de.yaml.tmp-notes"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(name))
        }
        try AtomicFile.write(Array("locale: de\n".utf8), to: root.appendingPathComponent("de.yaml"))
        #expect(tree(root) == [".de.yaml.tmp-notes", ".es.yaml.tmp-123-9af3", "de.yaml"])
    }

    @Test func failedRenameRemovesTemporaryFile() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // A non-empty directory cannot be replaced by a file, so the temp file
        // is created and written but the final rename(2) fails.
        let target = root.appendingPathComponent("dir")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inner"))

        let error = #expect(throws: FileError.self) {
            try AtomicFile.write(Array("new".utf8), to: target)
        }

        #expect(error?.action == "cannot replace the file")
        #expect(error?.reason.isEmpty == false)
        #expect(try Data(contentsOf: target.appendingPathComponent("inner")) == Data("keep".utf8))
        #expect(tree(root) == ["dir", "dir/inner"])
    }

    @Test(arguments: ["bundle.json", "Localizable.strings", "a.tmp-1-b", ".onboardc-manifest.json", "x"])
    func temporaryNamesAreRecognised(name: String) {
        let temporary = AtomicFile.temporaryName(for: name)
        #expect(temporary.hasPrefix(".\(name).tmp-\(getpid())-"))
        #expect(AtomicFile.isTemporaryName(temporary))
    }

    @Test(arguments: [".bundle.json.tmp-123-9af3", ".x.tmp-1-0", ".a.tmp-1-b.tmp-4294967295-ffffffffffffffff"])
    func exactPatternIsATemporaryName(name: String) {
        #expect(AtomicFile.isTemporaryName(name))
    }

    @Test(arguments: [
        ".bundle.json.tmp-notes", "notes.tmp-1-a", "bundle.json.tmp-1-a", ".bundle.json.tmp-1-",
        ".bundle.json.tmp--a", ".bundle.json.tmp-1-A", ".bundle.json.tmp-1-g", ".bundle.json.tmp-1-a-b",
        "..tmp-1-a", ".bundle.json.tmp-12345678901-a", ".bundle.json.tmp-1-12345678901234567",
        ".bundle.json.tmp-\u{661}-a", ".bundle.json.tmp-1\u{301}-a", ".bundle.json.tmp-1-a ", ".bundle.json",
    ])
    func otherNamesAreNotTemporaryNames(name: String) {
        #expect(!AtomicFile.isTemporaryName(name))
    }

    @Test func writesIntoAnOpenFolder() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .folder(let folder) = try DirectoryHandle.open(root.path, named: "root") else {
            Issue.record("the scratch folder did not open"); return
        }
        try AtomicFile.write(Array("one".utf8), named: "out.txt", in: folder)
        try AtomicFile.write(Array("two".utf8), named: "out.txt", in: folder)
        #expect(try Data(contentsOf: root.appendingPathComponent("out.txt")) == Data("two".utf8))
        #expect(tree(root) == ["out.txt"])
    }

    /// The rename replaces a link at the name; what it points to is not written.
    @Test func writingOverALinkReplacesTheLink() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try Data("keep".utf8).write(to: outside)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("in"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("in/out.txt").path,
            withDestinationPath: "../outside")
        guard case .folder(let folder) = try DirectoryHandle.open(root.appendingPathComponent("in").path, named: "in")
        else {
            Issue.record("the folder did not open"); return
        }
        try AtomicFile.write(Array("new".utf8), named: "out.txt", in: folder)
        #expect(try Data(contentsOf: outside) == Data("keep".utf8))
        #expect(try folder.entry("out.txt") == .file)
    }
}
