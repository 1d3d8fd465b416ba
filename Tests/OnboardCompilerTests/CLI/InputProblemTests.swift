import Foundation
import Testing

/// Inputs that cannot be read, or should not be: every command says what is
/// really wrong, at its place, with the documented exit status.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct InputProblemTests {
    // MARK: Files that cannot be read (exit 2)

    @Test func aMissingBaselineIsNamedWithoutFoundationJargon() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(["lint", "specs", "--baseline", "lint-baseline.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: lint-baseline.json: cannot read the file: no such file or folder\n")
    }

    @Test func aDamagedBaselineSaysSo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        try scratch.write("lint-baseline.json", "[1, 2]")
        let run = try CLI.run(["lint", "specs", "--baseline", "lint-baseline.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: lint-baseline.json: the baseline file is damaged: expected an object with a `findings` list\n"
        )
    }

    /// A folder that cannot be read is not "no spec files", and a file in it is not "no such file".
    @Test(arguments: [
        (["validate", "specs"], "error: specs/locked: cannot read the folder: permission denied\n"),
        (["validate", "specs/locked/app.yaml"], "error: specs/locked/app.yaml: cannot read it: permission denied\n"),
        (["validate", "specs/open/app.yaml"], "error: specs/open/app.yaml: cannot read the file: permission denied\n"),
    ])
    func anUnreadablePathSaysPermissionDenied(arguments: [String], expected: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/locked/app.yaml", cliSpec())
        try scratch.write("specs/open/app.yaml", cliSpec(app: "other"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: scratch.url.appendingPathComponent("specs/locked").path)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: scratch.url.appendingPathComponent("specs/open/app.yaml").path)
        let run = try Unprivileged.run(arguments, in: scratch)
        #expect(run.status == 2)
        #expect(run.stderr == expected)
    }

    /// `--max-input-bytes` is checked before a file is read, for every input.
    @Test func anOversizedSpecIsReportedWithoutBeingRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = cliSpec()
        try scratch.write("specs/app.yaml", spec)
        let run = try CLI.run(["validate", "specs", "--max-input-bytes", "100"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "specs/app.yaml:1:1: error: the file is \(spec.utf8.count) bytes, more than the limit of 100 bytes [yaml-input-too-large]\n"
            ))
    }

    /// A device has no size: it is read up to the limit and no further (it never ends).
    @Test func anEndlessInputStopsAtTheLimit() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(["l10n", "import", "/dev/zero", "specs", "--max-input-bytes", "1000"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "/dev/zero:1:1: error: the file is larger, more than the limit of 1000 bytes [xliff-input-too-large]\n")
        )
    }

    // MARK: Translation files

    /// Two spellings of one locale are a duplicate at the file (exit 1), not a clash of output folders (exit 2).
    @Test func caseTwinTranslationFilesAreADuplicateLocale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        try scratch.write("specs/app.l10n/de-CH.yaml", "locale: de-CH\nstrings:\n  onboarding.welcome.title: Grüezi\n")
        try scratch.write("specs/app.l10n/de-ch.yaml", "locale: de-ch\nstrings:\n  onboarding.welcome.title: Hoi\n")
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "specs/app.l10n/de-ch.yaml:1:9: error: a second translation of `de-CH` (written `de-ch`) for this app [translation-duplicate-locale]\n"
            ))
        #expect(!scratch.exists("out/demo"))
    }

    // MARK: XLIFF files that crashed the import

    /// Every reproducer kept in the fuzz corpus (`Fuzz/Corpus/xliff/crash-*`) is an
    /// error with exit 1 (they died with SIGSEGV, exit 139), and nothing is written.
    @Test func everyCrashReproducerIsAnErrorNotACrash() throws {
        let corpus = PackageRoot.url.appendingPathComponent("Fuzz/Corpus/xliff")
        let crashes = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasPrefix("crash-") }
            .sorted()
        #expect(crashes.count >= 4, "the reproducers are missing from \(corpus.path)")
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        try scratch.write("specs/app.l10n/de.yaml", "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n")
        for name in crashes {
            let run = try CLI.run(
                ["l10n", "import", corpus.appendingPathComponent(name).path, "specs"], in: scratch.url)
            #expect(run.status == 1, "\(name): exit \(run.status)\n\(run.stderr)")
            #expect(run.stderr.contains(": error: "), "\(name): \(run.stderr)")
        }
        #expect(scratch.read("specs/app.l10n/de.yaml") == "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n")
    }
}

/// Runs `onboardc` as a user that permissions apply to: root reads every folder,
/// so under root the binary is copied where `nobody` may run it and run as `nobody`.
enum Unprivileged {
    static func run(_ arguments: [String], in scratch: Scratch) throws -> CLI.Run {
        guard getuid() == 0 else { return try CLI.run(arguments, in: scratch.url) }
        let executable = try #require(CLI.executable)
        let copy = scratch.url.appendingPathComponent(".onboardc")
        try FileManager.default.copyItem(at: executable, to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path] + arguments
        process.currentDirectoryURL = scratch.url
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Run(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
    }
}
