import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `onboardc validate` reports problems: JSON on stdout, or compiler-style text on stderr,
/// coloured only on a terminal without `NO_COLOR`.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct DiagnosticOutputTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        try scratch.write("specs/bad.yaml", cliSpec(broken: true))
    }

    @Test func jsonIsAnArrayWithCodeAndSpan() throws {
        defer { scratch.remove() }
        let run = try CLI.run(["validate", "specs", "--format", "json"], in: scratch.url)
        #expect(run.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(parsed?.count == 1)
        #expect((first["code"] as? String)?.hasPrefix("spec-") == true)
        #expect(first["severity"] as? String == "error")
        #expect(dig(first, "span", "file") as? String == "specs/bad.yaml")
        #expect(dig(first, "span", "start", "line") as? Int == 7)
        #expect(dig(first, "span", "start", "column") as? Int == 5)
        #expect(!run.stderr.contains("error"))
    }

    @Test(arguments: [["NO_COLOR": "1"], [:]])
    func textFirstLineIsCompilerStyleWithoutColourOffATerminal(environment: [String: String]) throws {
        defer { scratch.remove() }
        let json = try CLI.run(["validate", "specs", "--format", "json"], in: scratch.url).stdout
        let first = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        let run = try CLI.run(["validate", "specs"], in: scratch.url, environment: environment)
        #expect(run.status == 1)
        let line = run.stderr.split(separator: "\n").first.map(String.init)
        #expect(
            line
                == "specs/bad.yaml:7:5: error: \(first["message"] as? String ?? "?") [\(first["code"] as? String ?? "?")]"
        )
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(run.stdout == "")
    }

    /// On a terminal, colour is on unless `NO_COLOR` is set.
    @Test(arguments: [(["NO_COLOR": "1"], false), ([:], true)])
    func colourOnATerminalFollowsNoColor(environment: [String: String], coloured: Bool) throws {
        defer { scratch.remove() }
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0, "no pseudo-terminal")
        defer { close(master) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let run = try CLI.run(["validate", "specs"], in: scratch.url, environment: environment, stderr: terminal)
        #expect(run.status == 1)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(master, &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("specs/bad.yaml:7:5:"))
        #expect(text.contains("\u{1B}[") == coloured)
    }
}
