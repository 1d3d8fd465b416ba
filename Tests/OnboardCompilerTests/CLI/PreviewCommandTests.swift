import Foundation
import Testing

/// `onboardc preview`: pages written and their index's address printed, 0; a spec that does
/// not decode gets a page with its diagnostics, and they are reported (1); a path that
/// cannot be read, 2.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct PreviewCommandTests {
    @Test func writesAPagePerAppAndPrintsWhereToOpenIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "alpha"))
        try scratch.write("specs/b.yaml", cliSpec(app: "beta"))
        let run = try CLI.run(["preview", "specs", "--out", "site"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let index = scratch.url.appendingPathComponent("site/index.html").standardizedFileURL.absoluteString
        #expect(run.stdout == "Wrote a preview of 2 apps: \(index)\n")
        let pages = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("site").path)
            .sorted()
        #expect(pages == [".onboardc-preview", "alpha.html", "beta.html", "index.html"])
    }

    @Test func aSpecThatDoesNotDecodeIsReportedAndExits1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "alpha", broken: true))
        try scratch.write("specs/b.yaml", cliSpec(app: "beta"))
        let run = try CLI.run(["preview", "specs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("specs/a.yaml:7:5: error: unknown key `colour`"))
        let page = try String(contentsOf: scratch.url.appendingPathComponent("preview/a.html"), encoding: .utf8)
        #expect(page.contains("specs/a.yaml:7:5: error: unknown key `colour`"))
    }

    @Test func aMissingPathExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["preview", "nowhere"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: nowhere: no such file or folder\n")
    }
}
