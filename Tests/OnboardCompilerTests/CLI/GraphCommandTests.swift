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

    /// The conformance suite's branching app: an arrow per branch, with its condition as written.
    @Test func branchesAreDrawnWithTheirConditions() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = PackageRoot.appending("conformance/specs/branching.yaml").path
        let run = try CLI.run(["graph", spec, "--format", "dot", "--flow", "tour"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == #"""
                digraph "branching / tour" {
                  label="first launch; sets seenTour on complete";
                  labelloc=t;
                  node [shape=box, style=rounded];
                  n0 [label="goal (choice)\nWhat do you want?"];
                  n1 [label="sleep (information)\nWind down"];
                  n2 [label="focus (information)\nFocus"];
                  n3 [label="focus-reminders (information)\nFocus with reminders"];
                  n4 [label="android-tip (information)\nA tip for Android"];
                  n5 [label="welcome-back (information)\nGood to see you"];
                  finish_skip [label="end: skip\nsets no flag", shape=doubleoctagon];
                  finish_complete [label="end: complete\nsets seenTour", shape=doubleoctagon];
                  n0 -> n1 [label="primary “Continue” when answer.goal == \"sleep\"", style=dotted];
                  n0 -> n3 [label="primary “Continue” when answer.goal == \"focus\" && \"reminders\" in answer.extras", style=dotted];
                  n0 -> n2 [label="primary “Continue” when answer.goal == \"focus\"", style=dotted];
                  n0 -> n5 [label="primary “Continue” otherwise", style=dotted];
                  n0 -> n5 [label="skip “Skip” when attribute.isReturning", style=dotted];
                  n0 -> finish_skip [label="skip “Skip” otherwise", style=dotted];
                  n1 -> n4 [label="primary “Next” when platform == \"android\" && app.version >= \"2.0\"", style=dotted];
                  n1 -> n5 [label="primary “Next” when locale.language in [\"ar\", \"he\"]", style=dotted];
                  n1 -> n2 [label="primary “Next” otherwise", style=dotted];
                  n2 -> n5 [label="primary “Next”"];
                  n3 -> finish_complete [label="primary “Next” when attribute.visits >= 3", style=dotted];
                  n3 -> n5 [label="primary “Next” otherwise", style=dotted];
                  n4 -> n5 [label="primary “Next”"];
                  n5 -> finish_complete [label="primary “Done”"];
                }

                """#)
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
