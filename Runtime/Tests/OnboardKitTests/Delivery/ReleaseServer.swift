import Foundation

/// `release_server.py` (beside this file) serving a release folder on 127.0.0.1, with
/// faults (`status:404:manifest.json`, `slow:5:bundles/`, `truncate:strings/`, `flip:…`,
/// `overlong:…`: the script's comment says what each does). Stopped by ``stop()``.
final class ReleaseServer {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "release_server.py")

    let process = Process()
    /// `http://127.0.0.1:<port>/`, the release's root.
    let root: URL

    init(serving folder: URL, faults: [String] = []) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, folder.path] + faults.flatMap { ["--fault", $0] }
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw ServerError.noPort }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("port "), let port = Int(text.dropFirst(5)) else { throw ServerError.noPort }
        root = URL(string: "http://127.0.0.1:\(port)/")!
    }

    func stop() {
        guard process.isRunning else { return }
        // SIGKILL: a child of the test process may inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }

    enum ServerError: Error {
        case noPort
    }
}
