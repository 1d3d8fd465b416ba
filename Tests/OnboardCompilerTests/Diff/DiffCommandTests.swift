import Foundation
import Testing

/// `onboardc diff`: 0 no breaking change, 1 a breaking change, 2 usage or I/O; app folders, output folders, `--git`.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct DiffCommandTests {
    /// A spec with a first-launch flow and, with `replay`, a second flow opened from Settings.
    static func spec(title: String = "Hello", replay: Bool = true) -> String {
        """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios, android] }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: done }
            screens:
              - { id: welcome, role: welcome, title: \(title), primary: Next }
        \(replay ? """
          - id: replay
            trigger: settings
            screens:
              - { id: again, role: welcome, title: Again, primary: Done }
        """ : "")
        """
    }

    /// Builds `spec` into `out` in the scratch folder.
    static func build(_ spec: String, into out: String, in scratch: Scratch) throws {
        try scratch.write("specs/app.yaml", spec)
        let run = try CLI.run(["build", "specs", "--out", out], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func identicalFoldersExit0() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.build(Self.spec(), into: "old", in: scratch)
        let run = try CLI.run(["diff", "old", "old"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stdout == "demo (old/demo -> old/demo): no changes\nno breaking changes\n")
    }

    @Test func copyEditIsReportedPerLocaleAndExits0() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.build(Self.spec(), into: "old", in: scratch)
        try Self.build(Self.spec(title: "Bonjour"), into: "new", in: scratch)
        let run = try CLI.run(["diff", "old/demo", "new/demo"], in: scratch.url)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                demo (old/demo -> new/demo): 1 change
                  ~ text en onboarding.welcome.title: "Hello" -> "Bonjour"
                no breaking changes

                """)
    }

    @Test func removedSettingsFlowExits1InTextAndJSON() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.build(Self.spec(), into: "old", in: scratch)
        try Self.build(Self.spec(replay: false), into: "new", in: scratch)
        let text = try CLI.run(["diff", "old/demo/bundle.json", "new/demo/bundle.json"], in: scratch.url)
        #expect(text.status == 1)
        #expect(
            text.stdout.contains(
                "  BREAKING: - flow replay: settings — the app opens this flow from its Settings by its id\n"))
        #expect(text.stdout.contains("  note: string texts not compared: only a bundle file was given"))
        let json = try CLI.run(["diff", "old", "new", "--format", "json"], in: scratch.url)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["breaking"] as? Bool == true)
    }

    @Test(arguments: [
        (["diff", "old"], "Error: give OLD and NEW, or --git REV [PATH]"),
        (["diff", "missing", "old"], "error: missing: no such file or folder"),
        (
            ["diff", "notes.json", "old/demo/bundle.json"],
            "error: notes.json: not a bundle: `schemaVersion` is missing"
        ),
        (["diff", "old", "old/demo"], "error: cannot compare an output folder with an app folder"),
        (["diff", "--git", "no-such-revision"], "error: no-such-revision: not a git revision"),
        (["diff", "--format", "xml", "old", "old"], "Error: "),
    ])
    func usageAndInputFailuresExit2(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.build(Self.spec(), into: "old", in: scratch)
        try scratch.write("notes.json", #"{"app": {"id": "demo"}}"#)
        let run = try CLI.run(arguments, in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func gitRevisionIsTheOldSide() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Self.build(Self.spec(), into: "generated", in: scratch)
        guard (try? Self.git(["init", "--quiet"], in: scratch)) != nil else {
            Issue.record("git is not available")
            return
        }
        try Self.git(["add", "."], in: scratch)
        try Self.git(
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "first"],
            in: scratch)
        try Self.build(Self.spec(title: "Bonjour", replay: false), into: "generated", in: scratch)

        let run = try CLI.run(["diff", "--git", "HEAD"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                demo (HEAD:generated/demo -> generated/demo): 4 changes, 1 breaking
                  BREAKING: - flow replay: settings — the app opens this flow from its Settings by its id
                  ~ text en onboarding.welcome.title: "Hello" -> "Bonjour"
                  - string en replay.again.primary: "Done"
                  - string en replay.again.title: "Again"
                1 breaking change

                """)

        // One app folder of the revision, from a subfolder of the repository.
        let app = try CLI.run(["diff", "--git", "HEAD", "demo"], in: scratch.url.appendingPathComponent("generated"))
        #expect(app.status == 1)
        #expect(app.stdout.hasPrefix("demo (HEAD:demo -> demo): 4 changes, 1 breaking\n"))
    }

    @discardableResult
    static func git(_ arguments: [String], in scratch: Scratch) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return process.terminationStatus
    }
}
