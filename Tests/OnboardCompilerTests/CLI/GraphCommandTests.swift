import Foundation
import Testing

/// `onboardc graph`: diagrams on stdout, 0; a spec that does not decode or an unknown
/// `--flow`, 1 (the diagnostic on stderr); a path that cannot be read, 2.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct GraphCommandTests {
    @Test func mermaidByDefaultAndDotOnRequest() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let mermaid = try CLI.run(["graph", "specs"], in: scratch.url)
        #expect(mermaid.status == 0)
        #expect(mermaid.stderr == "")
        #expect(
            mermaid.stdout.hasPrefix(
                "### demo / onboarding\n\nfirst launch; sets done on complete\n\n```mermaid\nflowchart TD\n"))
        #expect(mermaid.stdout.contains(#"  n0["welcome (welcome)<br/>Hello"]"#))
        let dot = try CLI.run(["graph", "specs", "--format", "dot", "--flow", "onboarding"], in: scratch.url)
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix(#"digraph "demo / onboarding" {"#))
    }

    @Test func anUnknownFlowExits1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/app.yaml", cliSpec())
        let run = try CLI.run(["graph", "specs", "--flow", "tour"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: no spec has a flow `tour`\n")
    }

    @Test func aBrokenSpecIsReportedAndTheOthersDrawn() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("specs/a.yaml", cliSpec(app: "alpha", broken: true))
        try scratch.write("specs/b.yaml", cliSpec(app: "beta"))
        let run = try CLI.run(["graph", "specs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("specs/a.yaml:7:5: error: unknown key `colour`"))
        #expect(run.stdout.hasPrefix("### beta / onboarding"))
    }

    @Test func aMissingPathExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["graph", "nowhere"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: nowhere: no such file or folder\n")
    }
}
