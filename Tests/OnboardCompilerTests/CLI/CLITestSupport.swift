import Foundation
import Testing

/// Runs the built `onboardc` executable in a scratch folder.
enum CLI {
    /// `onboardc` next to the test bundle, or in this package's `.build/debug`; nil when not built.
    static let executable: URL? = {
        let packageRoot = PackageRoot.url
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("onboardc"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("onboardc"),
            packageRoot.appendingPathComponent(".build/debug/onboardc"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let notBuilt: Comment = "the onboardc executable is not built; run `swift build` first"

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `onboardc arguments` (or `program arguments`) in `folder`, with `NO_COLOR` removed from
    /// the environment unless `environment` sets it. Output goes through files, so a full pipe can
    /// never stall the child.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        stderr: FileHandle? = nil, program: URL? = nil
    ) throws -> Run {
        let process = Process()
        guard let executable = program ?? executable else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env.merge(environment) { _, new in new }
        process.environment = env
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try stderr ?? FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A scratch folder removed at the end of each test (`defer { scratch.remove() }`).
struct Scratch {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CLITests-\(UUID().uuidString)", isDirectory: true)

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every entry below `path`, relative and sorted.
    func tree(_ path: String) -> [String] {
        ((FileManager.default.enumerator(atPath: url.appendingPathComponent(path).path)?.allObjects as? [String]) ?? [])
            .sorted()
    }
}
