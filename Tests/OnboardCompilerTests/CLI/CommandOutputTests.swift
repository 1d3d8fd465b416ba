import Foundation
import Testing
@testable import OnboardCompiler

/// What the commands print besides diagnostics: the version, parse events, stage timings.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct CommandOutputTests {
    @Test func versionPrintsTheLibraryVersion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["--version"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stdout == OnboardCompilerVersion.current + "\n")
    }

    @Test func debugEventsPrintsTestEventNotation() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("doc.yaml", "a: [b, 'c']\n--- !t &x \"d\"\n")
        let run = try CLI.run(["debug", "events", "doc.yaml"], in: scratch.url)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                +STR
                +DOC
                +MAP
                =VAL :a
                +SEQ []
                =VAL :b
                =VAL 'c
                -SEQ
                -MAP
                -DOC
                +DOC ---
                =VAL &x <!t> "d
                -DOC
                -STR

                """)
        #expect(run.stderr == "")
    }

    @Test func debugEventsOnASyntaxErrorExits1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("doc.yaml", "a: [b\n")
        let run = try CLI.run(["debug", "events", "doc.yaml"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("+STR\n+DOC\n+MAP\n=VAL :a\n+SEQ []\n=VAL :b\n"))
        #expect(run.stderr.hasPrefix("doc.yaml:"))
    }

    /// The line names each stage that ran; the numbers themselves are not checked.
    @Test(arguments: [
        (["build", "specs", "--out", "out", "--timings"], ["read", "parse", "decode", "lint", "emit", "write"]),
        (["validate", "specs", "--timings"], ["read", "parse", "decode"]),
    ])
    func timingsNameEveryStageOnStderr(arguments: [String], stages: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(arguments, in: scratch.url)
        #expect(run.status == 0)
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("timings: ") })
        let named = line.dropFirst("timings: ".count).split(separator: ",").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(named == stages)
        #expect(run.stdout == "")
    }
}
