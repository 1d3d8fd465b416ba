import Foundation
import Testing
@testable import OnboardCompiler

/// Every call of a `DirectoryHandle` acts on a name in its folder and never follows a link.
@Suite struct DirectoryHandleTests {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("DirectoryHandleTests-\(UUID().uuidString)", isDirectory: true)

    /// `root` with a file `f`, a folder `d`, a link `l` to `d` and a link `lf` to `f`, opened.
    func makeFolder() throws -> DirectoryHandle {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("d"), withIntermediateDirectories: true)
        try Data("text".utf8).write(to: root.appendingPathComponent("f"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("l").path, withDestinationPath: "d")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("lf").path, withDestinationPath: "f")
        guard case .folder(let folder) = try DirectoryHandle.open(root.path, named: "root") else {
            throw CocoaError(.fileReadUnknown)
        }
        return folder
    }

    @Test func entriesAreWhatIsAtTheName() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        #expect(try ["f", "d", "l", "lf", "none"].map(folder.entry) == [.file, .folder, .link, .link, .missing])
        #expect(try folder.names().sorted() == ["d", "f", "l", "lf"])
        // The listing shares the folder's read position; a second one starts over.
        #expect(try folder.names().sorted() == ["d", "f", "l", "lf"])
    }

    /// A name with `/` or NUL would reach past the folder, or end early for the system.
    @Test(arguments: ["a/b", "f\u{0}x", "", ".", ".."])
    func namesTheSystemWouldReadOtherwiseAreRefused(name: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        let error = #expect(throws: FileError.self) { try folder.remove(name) }
        #expect(error?.code == EINVAL)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("f").path))
    }

    @Test func opensOnlyRealFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        guard case .folder(let inner) = try folder.open("d") else { Issue.record("d did not open"); return }
        #expect(inner.path == "root/d")
        guard case .link = try folder.open("l") else { Issue.record("l was followed"); return }
        guard case .notAFolder = try folder.open("f") else { Issue.record("f opened as a folder"); return }
        guard case .missing = try folder.open("none") else { Issue.record("none opened"); return }
        guard case .link = try DirectoryHandle.open(root.appendingPathComponent("l").path, named: "l") else {
            Issue.record("a linked root was followed"); return
        }
    }

    @Test func readingALinkFails() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        #expect(try folder.read("f") == FileSystem.Contents.bytes(Array("text".utf8)))
        #expect(try folder.read("f", limit: 3) == FileSystem.Contents.oversized(size: 4))
        let error = #expect(throws: FileError.self) { try folder.read("lf") }
        #expect(error?.code == ELOOP)
        #expect(error?.path == "root/lf")
    }

    @Test func removingALinkRemovesOnlyTheLink() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        try folder.remove("lf")
        try folder.remove("lf")
        #expect(try folder.entry("lf") == .missing)
        #expect(try folder.entry("f") == .file)
    }

    @Test func onlyEmptyFoldersAreRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder()
        try folder.makeFolder("d")
        try Data().write(to: root.appendingPathComponent("d/x"))
        #expect(!folder.removeFolderIfEmpty("d"))
        #expect(!folder.removeFolderIfEmpty("l"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("d/x"))
        #expect(folder.removeFolderIfEmpty("d"))
        #expect(try folder.entry("d") == .missing)
    }
}
