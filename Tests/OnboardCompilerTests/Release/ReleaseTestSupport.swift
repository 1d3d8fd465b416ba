import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// Keys made by openssl, releases of specs written into scratch folders, and the tools that
/// check them from outside (openssl, scripts/verify-release.py).
enum ReleaseTesting {
    /// Runs `tool arguments` (found on PATH) in `folder`.
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> CLI.Run {
        try CLI.run([tool] + arguments, in: folder, program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// A new Ed25519 key pair made by `openssl genpkey`: `<name>.pem` (PKCS#8) and `<name>.pub.pem` (SPKI).
    static func makeKey(_ name: String, in folder: URL) throws {
        let made = try run("openssl", ["genpkey", "-algorithm", "ed25519", "-out", "\(name).pem"], in: folder)
        try #require(made.status == 0, "openssl genpkey: \(made.stderr)")
        let pub = try run("openssl", ["pkey", "-in", "\(name).pem", "-pubout", "-out", "\(name).pub.pem"], in: folder)
        try #require(pub.status == 0, "openssl pkey: \(pub.stderr)")
    }

    /// The release contents of the specs under `specs` (relative to the repository's root).
    static func contents(_ specs: String = "specs") throws -> [ReleaseContent] {
        var timings = StageTimings()
        let project = try Project.load([PackageRoot.appending(specs).path], timings: &timings)
        var errors: [Diagnostic] = []
        let contents = try project.release(timings: &timings) { diagnostics, _, _ in
            errors += diagnostics.filter { $0.severity == .error }
        }
        return try #require(contents, "the specs have errors: \(errors.map(\.message))")
    }

    /// The key in `<name>.pem` of `folder`.
    static func key(_ name: String, in folder: URL) throws -> SigningKey {
        try SigningKey.load(folder.appendingPathComponent("\(name).pem").path)
    }

    /// Every file under `folder`, by path in it.
    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Flips the lowest bit of the byte at `offset` (from the end when negative) of `path`.
    static func flipByte(_ path: URL, at offset: Int) throws {
        var data = try Data(contentsOf: path)
        let index = offset < 0 ? data.count + offset : offset
        data[index] ^= 1
        try data.write(to: path)
    }
}
