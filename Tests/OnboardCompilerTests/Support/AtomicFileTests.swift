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

        let error = #expect(throws: AtomicFileError.self) {
            try AtomicFile.write(Array("new".utf8), to: blocker.appendingPathComponent("sub/out.txt"))
        }

        #expect(error?.code == ENOTDIR)
        #expect(error?.path.hasSuffix("blocker") == true)
        #expect(error?.description.contains("blocker") == true)
        #expect(try Data(contentsOf: blocker) == Data("original".utf8))
        #expect(tree(root) == ["blocker"])
    }

    @Test func failedRenameRemovesTemporaryFile() throws {
        let root = try makeScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // A non-empty directory cannot be replaced by a file, so the temp file
        // is created and written but the final rename(2) fails.
        let target = root.appendingPathComponent("dir")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inner"))

        let error = #expect(throws: AtomicFileError.self) {
            try AtomicFile.write(Array("new".utf8), to: target)
        }

        #expect(error?.operation == "rename")
        #expect(error?.message.isEmpty == false)
        #expect(try Data(contentsOf: target.appendingPathComponent("inner")) == Data("keep".utf8))
        #expect(tree(root) == ["dir", "dir/inner"])
    }
}
