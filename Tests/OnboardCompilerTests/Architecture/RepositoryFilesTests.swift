import Foundation
import Testing

/// What is committed is source: no build output, downloaded package or archive (five
/// Python wheels, 55 MB, once came in with an unrelated commit). Outside the vendored
/// conformance data of `Tests/Fixtures/` (its README gives each file's provenance), no
/// tracked file is over 1 MB, and none is an archive by its name or by its first bytes.
@Suite struct RepositoryFilesTests {
    static let largest = 1 << 20
    static let archiveSuffixes = [
        ".whl", ".zip", ".jar", ".aar", ".tar", ".tgz", ".tar.gz", ".gz", ".bz2", ".xz", ".7z", ".rar", ".egg",
    ]
    /// Zip (wheels, jars), gzip, bzip2, xz, 7-Zip and RAR files begin with these bytes.
    static let archiveMagic: [[UInt8]] = [
        [0x50, 0x4B, 0x03, 0x04], [0x1F, 0x8B], [0x42, 0x5A, 0x68], [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00],
        [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07],
    ]

    /// The files git tracks, relative to the root; nil outside a git checkout.
    static func trackedFiles() throws -> [String]? {
        guard FileManager.default.fileExists(atPath: PackageRoot.appending(".git").path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", PackageRoot.url.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Why `path` may not be committed, or nil.
    static func problem(_ path: String, size: Int, head: [UInt8]) -> String? {
        if path.hasPrefix("Tests/Fixtures/") { return nil }
        if let suffix = archiveSuffixes.first(where: { path.lowercased().hasSuffix($0) }) {
            return "\(path): a \(suffix) archive"
        }
        if archiveMagic.contains(where: { head.starts(with: $0) }) { return "\(path): an archive, by its first bytes" }
        if size > largest { return "\(path): \(size) bytes, over 1 MB" }
        return nil
    }

    @Test func noTrackedFileIsLargeOrAnArchive() throws {
        let files = try #require(try Self.trackedFiles(), "not a git checkout")
        #expect(files.count > 100)
        var problems: [String] = []
        for path in files {
            let url = PackageRoot.appending(path)
            guard let handle = try? FileHandle(forReadingFrom: url) else { continue }  // deleted in the working tree
            let head = [UInt8](try handle.read(upToCount: 8) ?? Data())
            try handle.close()
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            if let problem = Self.problem(path, size: size, head: head) { problems.append(problem) }
        }
        #expect(problems == [], "committed by mistake? Remove them and keep them out with .gitignore")
    }

    @Test func theCheckFindsWhatItIsFor() {
        #expect(Self.problem("click-8.5.1-py3-none-any.whl", size: 10, head: []) != nil)
        #expect(Self.problem("docs/notes.txt", size: 10, head: [0x50, 0x4B, 0x03, 0x04]) != nil)
        #expect(Self.problem("generated/app/bundle.json", size: 2 << 20, head: Array("{".utf8)) != nil)
        #expect(Self.problem("Tests/Fixtures/yaml-test-suite/data.tar.gz", size: 5 << 20, head: [0x1F, 0x8B]) == nil)
        #expect(Self.problem("generated/app/bundle.json", size: 4096, head: Array("{".utf8)) == nil)
        // The .gitignore keeps wheels out.
        let ignore = (try? String(contentsOf: PackageRoot.appending(".gitignore"), encoding: .utf8)) ?? ""
        #expect(ignore.split(separator: "\n").contains("*.whl"))
    }
}
