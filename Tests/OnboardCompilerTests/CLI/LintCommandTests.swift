import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc lint`: exit codes, `--fail-on`, report files, baselines; and `rules`, and `build` on lint errors.
@Suite(.enabled(if: CLI.executable != nil, CLI.notBuilt))
struct LintCommandTests {
    /// A scratch folder with `specs/app.yaml` (screen `b` unreachable unless `reachable`) and a
    /// `specs/onboardc.yaml` that turns every other rule off, so the findings do not depend on
    /// which rules exist; `unreachable` sets that rule's severity.
    func project(reachable: Bool = false, unreachable: String? = nil) throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("specs/app.yaml", unreachableSpec(reachable: reachable))
        try scratch.write("specs/onboardc.yaml", Self.config(unreachable: unreachable))
        return scratch
    }

    static func config(unreachable: String? = nil) -> String {
        let others = RuleRegistry.descriptions.map(\.id).filter { $0 != "flow-unreachable-screen" }
        return "rules:\n" + others.map { "  \($0): off\n" }.joined()
            + (unreachable.map { "  flow-unreachable-screen: \($0)\n" } ?? "")
    }

    static let finding =
        "specs/app.yaml:8:9: error: screen `b` is never shown: no button, outcome or swipe leads to it [flow-unreachable-screen]\n"

    @Test func cleanSpecExits0() throws {
        let scratch = try project(reachable: true)
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "")
    }

    @Test func errorFindingExits1() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(Self.finding))
        #expect(run.stdout == "")
    }

    /// The rule set to `warning` in onboardc.yaml: it fails the run only with `--fail-on warning` (or lower).
    @Test(arguments: [(nil, 0), ("error", 0), ("warning", 1), ("info", 1)] as [(String?, Int32)])
    func failOnDecidesWhatFails(level: String?, status: Int32) throws {
        let scratch = try project(unreachable: "warning")
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs"] + (level.map { ["--fail-on", $0] } ?? []), in: scratch.url)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix("specs/app.yaml:8:9: warning: screen `b` is never shown"))
    }

    @Test func configErrorExits1() throws {
        let scratch = try project(reachable: true)
        defer { scratch.remove() }
        try scratch.write("specs/onboardc.yaml", "rules:\n  flow-unreachable-scren: warning\n")
        let run = try CLI.run(["lint", "specs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "specs/onboardc.yaml:2:3: error: there is no lint rule `flow-unreachable-scren` [config-unknown-rule]\n"
            ))
        #expect(run.stderr.contains("help: did you mean 'flow-unreachable-screen'?\n"))
    }

    @Test func explicitConfigOption() throws {
        let scratch = try project()
        defer { scratch.remove() }
        try scratch.write("strict.yaml", Self.config(unreachable: "off"))
        let run = try CLI.run(["lint", "specs", "--config", "strict.yaml"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test func reportFilesBesideTextOnStderr() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(
            ["lint", "specs", "--output", "sarif=report.sarif", "--output", "junit=report.xml"],
            in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(Self.finding))
        let sarif = try #require(scratch.read("report.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.compactMap { $0["ruleId"] as? String } == ["flow-unreachable-screen"])
        let junit = try #require(scratch.read("report.xml"))
        #expect(junit.hasPrefix("<?xml"))
        #expect(junit.contains("<testcase classname=\"specs/app.yaml\" name=\"flow-unreachable-screen\">"))
        #expect(junit.contains("<failure type=\"error\""))
    }

    @Test func otherFormatsGoToStdout() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs", "--format", "github"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("::error file=specs/app.yaml,line=8,col=9,"))
    }

    /// A usage error: nothing is linted and no report is written, not even the valid one before it.
    @Test(arguments: ["xml=report.xml", "sarif", "=report.sarif", "sarif="])
    func badOutputExits2(output: String) throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs", "--output", "json=first.json", "--output", output], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--output takes FORMAT=FILE"))
        #expect(!run.stderr.contains("flow-unreachable-screen"))
        #expect(!scratch.exists("first.json"))
    }

    @Test func unwritableOutputExits2() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(["lint", "specs", "--output", "sarif=missing/report.sarif"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: cannot write missing/report.sarif"))
    }

    @Test func baselineSilencesKnownFindingsAndReportsStaleEntries() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let written = try CLI.run(["lint", "specs", "--write-baseline", "b.json"], in: scratch.url)
        #expect(written.status == 0, "writing a baseline shows the findings it accepts, and does not fail on them")
        #expect(written.stderr.hasPrefix(Self.finding))
        #expect(
            try Baseline(json: try #require(scratch.read("b.json"))).entries == [
                Baseline.Entry(rule: "flow-unreachable-screen", file: "specs/app.yaml", path: "flows[intro].screens[b]")
            ])

        let known = try CLI.run(["lint", "specs", "--baseline", "b.json"], in: scratch.url)
        #expect(known.status == 0)
        #expect(known.stderr == "")

        try scratch.write("specs/app.yaml", unreachableSpec(reachable: true))
        let fixed = try CLI.run(["lint", "specs", "--baseline", "b.json"], in: scratch.url)
        #expect(fixed.status == 0)
        #expect(
            fixed.stderr == "note: baseline entry no longer matches and can be removed: "
                + "flow-unreachable-screen specs/app.yaml flows[intro].screens[b]\n")
    }

    /// One identity for a finding (`FindingIdentity`): `lint specs`, `lint ./specs` and the absolute
    /// path give SARIF the same fingerprint and the same URI relative to the project root, and
    /// match one baseline; GitHub code scanning then keeps each alert open across the three.
    @Test func oneFindingHasOneIdentityHoweverTheFolderIsNamed() throws {
        let scratch = try project()
        defer { scratch.remove() }
        #expect(try CLI.run(["lint", "specs", "--write-baseline", "b.json"], in: scratch.url).status == 0)
        var seen: [String] = []
        for folder in ["specs", "./specs", scratch.url.standardizedFileURL.path + "/specs", "specs/"] {
            let run = try CLI.run(["lint", folder, "--format", "sarif"], in: scratch.url)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
            let base = (sarifRun["originalUriBaseIds"] as? [String: [String: String]])?["PROJECTROOT"]?["uri"]
            #expect(base?.hasPrefix("file:///") == true && base?.hasSuffix("/") == true)
            let result = try #require((sarifRun["results"] as? [[String: Any]])?.first)
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"]
            #expect(
                location as? [String: String] == ["uri": "specs/app.yaml", "uriBaseId": "PROJECTROOT"], "\(folder)")
            seen.append(try #require((result["partialFingerprints"] as? [String: String])?["onboardcFinding/v1"]))
            #expect(try CLI.run(["lint", folder, "--baseline", "b.json"], in: scratch.url).stderr == "", "\(folder)")
        }
        #expect(Set(seen).count == 1)
    }

    /// `--baseline` is read before the run and `--write-baseline` written after it, so one
    /// file can be both: the run reports what the old baseline does not list, then replaces it.
    @Test func oneFileCanBeTheBaselineAndTheNewBaseline() throws {
        let scratch = try project()
        defer { scratch.remove() }
        #expect(try CLI.run(["lint", "specs", "--write-baseline", "b.json"], in: scratch.url).status == 0)
        let both = ["lint", "specs", "--baseline", "b.json", "--write-baseline", "b.json"]
        let known = try CLI.run(both, in: scratch.url)
        #expect(known.status == 0)
        #expect(known.stderr == "")
        #expect(try Baseline(json: try #require(scratch.read("b.json"))).entries.count == 1)

        try scratch.write("specs/app.yaml", unreachableSpec(reachable: true))
        let fixed = try CLI.run(both, in: scratch.url)
        #expect(fixed.status == 0)
        #expect(
            fixed.stderr == "note: baseline entry no longer matches and can be removed: "
                + "flow-unreachable-screen specs/app.yaml flows[intro].screens[b]\n")
        #expect(try Baseline(json: try #require(scratch.read("b.json"))).entries.isEmpty)
    }

    @Test func newFindingsFailDespiteABaseline() throws {
        let scratch = try project(reachable: true)
        defer { scratch.remove() }
        #expect(try CLI.run(["lint", "specs", "--write-baseline", "b.json"], in: scratch.url).status == 0)
        #expect(try Baseline(json: try #require(scratch.read("b.json"))).entries.isEmpty)
        try scratch.write("specs/app.yaml", unreachableSpec())
        let run = try CLI.run(["lint", "specs", "--baseline", "b.json"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(Self.finding))
    }

    @Test(arguments: ["{}", "not json"])
    func damagedBaselineExits2(text: String) throws {
        let scratch = try project()
        defer { scratch.remove() }
        try scratch.write("b.json", text)
        let run = try CLI.run(["lint", "specs", "--baseline", "b.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: b.json: the baseline file is damaged: "))
    }

    @Test func rulesListsEveryRule() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["rules"], in: scratch.url)
        #expect(run.status == 0)
        let listed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == RuleRegistry.descriptions.map(\.id))
        #expect(run.stdout.hasPrefix("Flow structure\n  flow-unreachable-screen "))
    }

    @Test func rulesMarkdownIsTheDocs() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try CLI.run(["rules", "--markdown"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stdout == RuleDocs.markdown())
        let docs = try String(contentsOf: RuleDocsTests.docsFile, encoding: .utf8)
        #expect(run.stdout == docs, "docs/rules.md is stale; \(RuleDocsTests.regenerate)")
    }

    @Test func buildWritesNothingForASpecWithALintError() throws {
        let scratch = try project()
        defer { scratch.remove() }
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(Self.finding))
        #expect(scratch.tree("out").allSatisfy { $0 == OutputDirectory.manifestName || $0.hasPrefix("schema") })

        try scratch.write("specs/app.yaml", unreachableSpec(reachable: true))
        let fixed = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(fixed.status == 0)
        #expect(scratch.exists("out/demo/bundle.json"))
    }

    @Test func buildWithAConfigErrorExits1AndWritesNothing() throws {
        let scratch = try project(reachable: true)
        defer { scratch.remove() }
        try scratch.write("specs/onboardc.yaml", "rules:\n  flow-unreachable-screen: loud\n")
        let run = try CLI.run(["build", "specs", "--out", "out"], in: scratch.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "specs/onboardc.yaml:2:28: error: `loud` is not one of the allowed values [spec-unknown-value]"))
        #expect(!scratch.exists("out"))
    }
}

extension LintCommandTests {
    /// Specs linted in parallel report what each does alone, in path order: the folder's
    /// text output is the runs of its specs one at a time, one after another, and the
    /// exit status is the worst of theirs. (`Pipeline/ProjectTests` compares every format's input.)
    @Test func aFolderReportsWhatItsSpecsDoOneAtATime() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let names = (0..<6).map { "specs/\($0).yaml" }
        for (index, name) in names.enumerated() {
            try scratch.write(name, index == 4 ? "version: 1\napp: [\n" : unreachableSpec(reachable: index % 2 == 0))
        }
        try scratch.write("specs/onboardc.yaml", Self.config())
        let whole = try CLI.run(["lint", "specs"], in: scratch.url)
        let alone = try names.map { try CLI.run(["lint", $0, "--config", "specs/onboardc.yaml"], in: scratch.url) }
        func findings(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.contains(" specs: ") && !$0.contains(" spec: ")
            }
            .joined(separator: "\n")
        }
        #expect(findings(whole.stderr) == alone.map { findings($0.stderr) }.joined())
        #expect(whole.status == alone.map(\.status).max())
        #expect(whole.stderr.split(separator: "\n").last?.hasPrefix("6 specs: ") == true)
        #expect(whole.status == 1)
    }
}
