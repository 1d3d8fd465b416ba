import Foundation
import Testing

/// Every command that reads specs takes them, the configuration and the parse limits
/// from one options group: `--max-input-bytes` stops an oversized spec at `file:1:1`
/// whichever command reads it.
@Suite struct SpecReadingOptionsTests {
    static let commands: [[String]] = [
        ["validate"], ["lint"], ["build", "--out", "out"], ["graph"], ["preview", "--out", "site"],
        ["l10n", "export", "--locale", "de", "--out", "xliff"], ["l10n", "adopt"],
    ]

    @Test(arguments: commands)
    func theParseLimitsReachEveryCommand(command: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = cliSpec()
        try scratch.write("specs/app.yaml", spec)
        let run = try CLI.run(command + ["specs", "--max-input-bytes", "100"], in: scratch.url)
        #expect(run.status == 1, "\(command)")
        let expected =
            "specs/app.yaml:1:1: error: the file is \(spec.utf8.count) bytes, more than the limit of 100 bytes "
            + "[yaml-input-too-large]"
        #expect(run.stderr.contains(expected), "\(command): \(run.stderr)")
    }

    @Test(arguments: commands)
    func aLimitBelowOneIsAUsageError(command: [String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(command + ["specs", "--max-depth", "0"], in: scratch.url)
        #expect(run.status == 2, "\(command)")
        #expect(run.stderr.contains("--max-depth must be at least 1 (got 0)"), "\(command): \(run.stderr)")
    }
}
