import Foundation
import Testing

/// `onboardc l10n export|import|adopt`: files written, exit codes, diagnostics on stderr.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct L10nCommandTests {
    static let german = "# Hand-written.\nlocale: de\nstrings:\n  onboarding.welcome.title: Hallo   # short\n"

    static func scratch() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("specs/app.yaml", cliSpec())
        try scratch.write("specs/app.l10n/de.yaml", german)
        return scratch
    }

    @Test func exportThenImportChangesNothing() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let export = try CLI.run(["l10n", "export", "--locale", "de", "specs", "--out", "xliff"], in: scratch.url)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr == "wrote xliff/demo.de.xlf\n")
        #expect(scratch.read("xliff/demo.de.xlf")?.contains("<target>Hallo</target>") == true)
        let run = try CLI.run(["l10n", "import", "xliff/demo.de.xlf", "specs"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "specs/app.l10n/de.yaml: nothing to change (0 updated, 0 added, 1 unchanged, 1 untranslated)\n")
        #expect(scratch.read("specs/app.l10n/de.yaml") == Self.german)
    }

    /// The export of `build` and of `l10n export` are the same bytes.
    @Test func buildAndExportWriteTheSameFile() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        #expect(try CLI.run(["build", "specs", "--out", "out"], in: scratch.url).status == 0)
        #expect(try CLI.run(["l10n", "export", "--locale", "de", "specs"], in: scratch.url).status == 0)
        #expect(scratch.read("out/demo/xliff/de.xlf") != nil)
        #expect(scratch.read("out/demo/xliff/de.xlf") == scratch.read("demo.de.xlf"))
    }

    @Test func importWritesTranslatedUnits() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        _ = try CLI.run(["l10n", "export", "--locale", "de", "specs"], in: scratch.url)
        let xliff = try #require(scratch.read("demo.de.xlf"))
            .replacingOccurrences(
                of: "<segment state=\"initial\">\n        <source>Next</source>\n",
                with: "<segment state=\"translated\">\n        <source>Next</source>\n        <target>Weiter</target>\n"
            )
        try scratch.write("demo.de.xlf", xliff)
        let run = try CLI.run(["l10n", "import", "demo.de.xlf"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "specs/app.l10n/de.yaml: updated (0 updated, 1 added, 1 unchanged, 0 untranslated)\n")
        #expect(
            scratch.read("specs/app.l10n/de.yaml")
                == Self.german
                + "  onboarding.welcome.primary: Weiter\nsources:\n  onboarding.welcome.primary: \"1ff57a29\"\n")
    }

    /// `l10n adopt` writes the fingerprints once, says so per file, and changes nothing the second time.
    @Test func adoptWritesFingerprintsOnce() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let first = try CLI.run(["l10n", "adopt", "specs"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "specs/app.l10n/de.yaml: updated (1 fingerprint added, 0 refreshed)\n")
        // `printf %s Hello | sha256sum | cut -c1-8`
        #expect(
            scratch.read("specs/app.l10n/de.yaml") == Self.german
                + "sources:\n  onboarding.welcome.title: \"185f8db3\"\n")
        let second = try CLI.run(["l10n", "adopt", "--reviewed", "specs"], in: scratch.url)
        #expect(second.status == 0)
        #expect(second.stderr == "specs/app.l10n/de.yaml: nothing to change (0 fingerprints added, 0 refreshed)\n")
        try scratch.write("specs/app.yaml", cliSpec(broken: true))
        #expect(try CLI.run(["l10n", "adopt", "specs"], in: scratch.url).status == 1)
    }

    @Test func malformedXLIFFExits1AtItsLine() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        try scratch.write("bad.xlf", "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n</xliff>\n")
        let run = try CLI.run(["l10n", "import", "bad.xlf", "specs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "bad.xlf:2:1: error: this is XLIFF version `1.2`; onboardc reads XLIFF 2.0 [xliff-version]"))
        #expect(scratch.read("specs/app.l10n/de.yaml") == Self.german)
    }

    @Test(arguments: [
        (["l10n", "import", "missing.xlf", "specs"], Int32(2)),
        (["l10n", "export", "--locale", "not a locale", "specs"], Int32(2)),
        (["l10n", "export", "--locale", "en", "specs"], Int32(1)),
    ])
    func exitCodes(arguments: [String], status: Int32) throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let run = try CLI.run(arguments, in: scratch.url)
        #expect(run.status == status, "\(run.stderr)")
        #expect(!run.stderr.isEmpty)
    }
}
