import Foundation
import OnboardCompiler
import OnboardLanguageServer

/// `lsp SPEC [--edits N]`: how long a writer waits for diagnostics. `onboardc lsp` (the
/// binary beside this one) runs as an editor runs it, on pipes; the spec is opened, then
/// edited N times (default 60), one character typed into its first `title:` at a time, and
/// each edit is timed from the `didChange` written to the spec's `publishDiagnostics` read
/// back, the server's debounce delay included. The yardstick, timed in the same run: the
/// same spec linted in this process as `onboardc lint` lints it (`Project.lint` with its
/// translations and `onboardc.yaml`), N times. Then N completions, timed from request to
/// answer, against the spec's node tree parsed in this process N times (a completion parses
/// the text once, with the line at the cursor made whole).
enum LanguageServerLatency {
    static func run(spec: String, edits: Int) throws {
        let path = URL(fileURLWithPath: spec).standardizedFileURL.path
        let uri = URL(fileURLWithPath: path).absoluteString
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let title = text.range(of: "title: ") else { fail("\(spec) has no `title:` to type into") }
        let prefix = String(text[..<title.upperBound])
        let line = prefix.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let character = prefix.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count

        let server = try ServerProcess()
        defer { server.stop() }
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = server.read { $0["id"] as? Int == 1 }
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        server.send(
            json([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 0, "text": text]],
            ]))
        _ = server.read { isPublish($0, uri: uri, version: 0) }

        var served: [Double] = []
        for version in 1...edits {
            let at = ["line": line, "character": character + version - 1]
            let change = json([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": ["start": at, "end": at], "text": "x"]],
                ],
            ])
            served.append(
                seconds {
                    server.send(change)
                    _ = server.read { isPublish($0, uri: uri, version: version) }
                })
        }
        let completed = complete(server, uri: uri, text: text, times: edits)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        _ = server.read { $0["id"] as? Int == 2 }
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)

        var linted: [Double] = []
        var timings = StageTimings()
        let project = try Project.load([path], timings: &timings)
        for _ in 1...edits {
            linted.append(seconds { _ = project.lint(timings: &timings) { _, _, _ in } })
        }
        var parsed: [Double] = []
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        for _ in 1...edits {
            parsed.append(
                seconds { _ = TreeBuilder.build(source, limits: .default, diagnostics: DiagnosticSink()) })
        }
        let components = LanguageServer.defaultDebounce.components
        let debounce = Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
        print("| \(edits) edits of \((path as NSString).lastPathComponent) | median ms | p95 ms | max ms |")
        print("|---|---:|---:|---:|")
        print(row("change → publishDiagnostics (`onboardc lsp`)", served))
        print(row("  less the \(Int(debounce)) ms debounce", served.map { $0 - debounce / 1000 }))
        print(row("`lint` of the spec, in process (yardstick)", linted))
        let ratio = (median(served) - debounce / 1000) / median(linted)
        print("\nserved less debounce / lint, medians: \(String(format: "%.2f", ratio))\n")
        print("| \(edits) completions in \((path as NSString).lastPathComponent) | median ms | p95 ms | max ms |")
        print("|---|---:|---:|---:|")
        print(row("completion → its answer (`onboardc lsp`)", completed))
        print(row("the spec's node tree, parsed in process (yardstick)", parsed))
        print("\ncompletion / parse, medians: \(String(format: "%.2f", median(completed) / median(parsed)))")
    }

    /// Asks for completion `times` times, by turns at the first `confirm:`'s value (the flow's
    /// dialogs) and at the first `role:` key (the keys a screen takes and has not got), each
    /// timed from the request written to its answer read back.
    private static func complete(_ server: ServerProcess, uri: String, text: String, times: Int) -> [Double] {
        func position(after needle: String) -> [String: Int] {
            guard let found = text.range(of: needle) else { fail("the spec has no `\(needle)` to complete at") }
            let lines = text[..<found.upperBound].split(separator: "\n", omittingEmptySubsequences: false)
            return ["line": lines.count - 1, "character": lines.last!.utf16.count]
        }
        let sites = [position(after: "confirm: "), position(after: "\n        role")]
        return (0..<times).map { index in
            let id = 100 + index
            let request = json([
                "jsonrpc": "2.0", "id": id, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": uri], "position": sites[index % 2]],
            ])
            return seconds {
                server.send(request)
                _ = server.read { $0["id"] as? Int == id }
            }
        }
    }

    private static func row(_ name: String, _ values: [Double]) -> String {
        let ms = values.map { $0 * 1000 }.sorted()
        let p95 = ms[min(ms.count - 1, Int((Double(ms.count) * 0.95).rounded(.up)) - 1)]
        return
            "| \(name) | \(String(format: "%.1f", median(ms))) | \(String(format: "%.1f", p95)) | \(String(format: "%.1f", ms.last!)) |"
    }

    private static func isPublish(_ message: [String: Any], uri: String, version: Int) -> Bool {
        guard message["method"] as? String == "textDocument/publishDiagnostics",
            let params = message["params"] as? [String: Any]
        else { return false }
        return params["uri"] as? String == uri && params["version"] as? Int == version
    }

    private static func json(_ object: [String: Any]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }
}

/// `onboardc lsp` as a child process on pipes.
private final class ServerProcess {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    var framing = MessageFraming()

    init() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("onboardc")
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    func send(_ content: String) {
        input.fileHandleForWriting.write(Data("Content-Length: \(content.utf8.count)\r\n\r\n\(content)".utf8))
    }

    /// Reads messages until one satisfies `wanted`, and returns it.
    func read(until wanted: ([String: Any]) -> Bool) -> [String: Any] {
        while true {
            while let frame = framing.next() {
                guard case .message(let content) = frame,
                    let message = try? JSONSerialization.jsonObject(with: Data(content)) as? [String: Any]
                else { continue }
                if wanted(message) { return message }
            }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { fail("onboardc lsp stopped") }
            framing.append(data)
        }
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
