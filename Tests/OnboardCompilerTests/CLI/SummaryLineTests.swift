import Foundation
import Testing

@testable import OnboardCompiler

/// `lint` and `build` end with a count of what they reported, in text mode; `--quiet`
/// shows errors only. A clean run stays silent.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct SummaryLineTests {
    @Test func theLineCountsEachSeverityAndNamesWhatWasNotWritten() {
        #expect(RunSummary.line(specs: 2, counts: [:]) == nil)
        #expect(RunSummary.line(specs: 2, counts: [.error: 0]) == nil)
        #expect(RunSummary.line(specs: 1, counts: [.warning: 1]) == "1 spec: 1 warning")
        #expect(
            RunSummary.line(specs: 2, counts: [.info: 1, .warning: 2, .error: 1], notBuilt: ["sleepwell"])
                == "2 specs: 1 error, 2 warnings, 1 info; nothing written for sleepwell")
        #expect(
            RunSummary.line(specs: 3, counts: [.error: 2], notBuilt: ["a", "b.yaml"], checking: true)
                == "3 specs: 2 errors; would write nothing for a, b.yaml")
        #expect(RunSummary.line(specs: 1, counts: [:], notBuilt: ["a"]) == "1 spec: no problems; nothing written for a")
    }

    /// Spec `app.yaml` (app `demo`) has the unreachable screen `b` (an error); `good.yaml`
    /// (app `good`) is clean but for a warning: a title with "!!".
    func project() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("specs/app.yaml", unreachableSpec())
        try scratch.write("specs/good.yaml", cliSpec(app: "good", title: "Hello!!"))
        try scratch.write("specs/onboardc.yaml", "rules:\n  copy-exclamation: warning\n")
        return scratch
    }

    @Test func buildEndsWithTheSummaryAndQuietShowsErrorsOnly() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let build = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(build.status == 1)
        #expect(build.stderr.contains("[copy-exclamation]"))
        let lines = build.stderr.split(separator: "\n")
        #expect(lines.last == "2 specs: 1 error, 1 warning; nothing written for demo")
        let quiet = try CLI.run(["build", "specs", "--out", "out", "--quiet"], in: scratch.url)
        #expect(!quiet.stderr.contains("[copy-exclamation]"))
        #expect(quiet.stderr.contains("error: screen `b` is never shown"))
        #expect(quiet.stderr.split(separator: "\n").last == lines.last, "the summary still counts what --quiet hides")
        let check = try CLI.run(["build", "specs", "--out", "out", "--check"], in: scratch.url)
        // After the list of changes: the count is the last line.
        #expect(
            check.stderr.split(separator: "\n").last == "2 specs: 1 error, 1 warning; would write nothing for demo",
            "\(check.stderr)")
    }

    @Test func lintEndsWithTheSummaryInTextModeOnly() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let lint = try CLI.run(["lint", "specs"], in: scratch.url)
        let last = lint.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "2 specs: 1 error, 1 warning")
        let json = try CLI.run(["lint", "specs", "--format", "json"], in: scratch.url)
        #expect(json.stderr == "")
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [Any])
        let quiet = try CLI.run(["lint", "specs", "--format", "json", "--quiet"], in: scratch.url)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(quiet.stdout.utf8)) as? [[String: Any]])
        #expect(!shown.isEmpty && shown.allSatisfy { $0["severity"] as? String == "error" })
    }
}

extension SummaryLineTests {
    /// Two specs of one app: the rejected one is named by its file (the app's folder was written).
    @Test func aRejectedDuplicateIsNamedByItsFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec())
        try scratch.write("specs/b.yaml", cliSpec())
        let build = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(build.stderr.split(separator: "\n").last == "2 specs: 1 error; nothing written for b.yaml")
    }

    /// `build --format sarif` keeps silenced findings as `lint` does; `--quiet` leaves out
    /// silenced warnings too.
    @Test func buildSARIFKeepsSilencedFindingsAndQuietDropsTheirWarnings() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = cliSpec(title: "Hello!!").replacingOccurrences(
            of: "    screens:\n",
            with: "    screens:\n      # onboardc-disable-next-line copy-exclamation -- the brand's voice\n")
        try scratch.write("specs/app.yaml", spec)
        try scratch.write("specs/onboardc.yaml", "rules:\n  copy-exclamation: warning\n")
        func suppressed(_ arguments: [String]) throws -> Int {
            let run = try CLI.run(arguments, in: scratch.url)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.filter { $0["suppressions"] != nil }.count
        }
        #expect(try suppressed(["build", "specs", "--out", "out", "--format", "sarif"]) == 1)
        #expect(try suppressed(["lint", "specs", "--format", "sarif"]) == 1)
        #expect(try suppressed(["lint", "specs", "--format", "sarif", "--quiet"]) == 0)
    }
}
