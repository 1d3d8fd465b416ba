import Testing

@testable import OnboardCompiler

/// Baselines: known findings, keyed by rule, file and spec path (not line), that stop failing CI.
@Suite struct BaselineTests {
    static let entryB = Baseline.Entry(
        rule: "flow-unreachable-screen", file: "app.yaml", path: "flows[intro].screens[b]")

    /// The spec with screen `b` unreachable, and (with `c`) a second unreachable screen `c`.
    func findings(above: [String] = [], c: Bool = false, reachable: Bool = false) -> [Diagnostic] {
        let extra = c ? ["- { id: c, role: welcome, primary: { label: Done, action: complete } }"] : []
        return lintDiagnostics(unreachableSpec(above: above + extra, reachable: reachable))
    }

    @Test func entriesAreRuleFileAndPath() {
        #expect(Baseline(findings()).entries == [Self.entryB])
    }

    /// `lint ./specs` and `lint specs` name the same files.
    @Test func filePathsAreNormalised() throws {
        #expect(FindingIdentity.file("./specs/./app.yaml") == "specs/app.yaml")
        #expect(FindingIdentity.file("/abs/specs/app.yaml", root: "/elsewhere") == "/abs/specs/app.yaml")
        #expect(FindingIdentity.file("/abs/specs/app.yaml", root: "/abs") == "specs/app.yaml")
        #expect(FindingIdentity.file("/abs//specs/app.yaml", root: "/abs/") == "specs/app.yaml")
        let moved = findings().map { finding -> Diagnostic in
            var copy = finding
            copy.span.file = "./" + finding.span.file
            return copy
        }
        #expect(Baseline(findings()).filter(moved).new.isEmpty)
        #expect(
            try Baseline(json: #"{"findings": [{"rule": "r", "file": "./a.yaml", "path": "p"}]}"#).entries.first?.file
                == "a.yaml")
    }

    @Test func jsonIsStableAndRoundTrips() throws {
        let baseline = Baseline(findings(c: true))
        #expect(
            baseline.json == """
                {
                  "findings": [
                    {
                      "file": "app.yaml",
                      "path": "flows[intro].screens[b]",
                      "rule": "flow-unreachable-screen"
                    },
                    {
                      "file": "app.yaml",
                      "path": "flows[intro].screens[c]",
                      "rule": "flow-unreachable-screen"
                    }
                  ],
                  "version": 1
                }

                """)
        #expect(try Baseline(json: baseline.json) == baseline)
    }

    @Test func findingsWithoutAPathAreNotBaselined() {
        let unused = lintDiagnostics(unreachableSpec(onA: "  # onboardc-disable-line flow-unreachable-screen -- a"))
        #expect(unused.map(\.code) == ["lint-suppression-unused", "flow-unreachable-screen"])
        let baseline = Baseline(unused)
        #expect(baseline.entries == [Self.entryB])
        #expect(baseline.filter(unused).new.map(\.code) == ["lint-suppression-unused"])
    }

    @Test func filterDropsKnownFindingsAndKeepsNewOnes() {
        let baseline = Baseline(findings())
        let (new, removable) = baseline.filter(findings(c: true))
        #expect(new.map(\.path) == ["flows[intro].screens[c]"])
        #expect(removable.isEmpty)
    }

    @Test func filterReportsEntriesThatMatchNothing() {
        let baseline = Baseline(findings(c: true))
        let (new, removable) = baseline.filter(findings(reachable: true))
        #expect(new.isEmpty)
        #expect(
            removable == [
                Self.entryB,
                Baseline.Entry(
                    rule: "flow-unreachable-screen", file: "app.yaml",
                    path: "flows[intro].screens[c]"),
            ])
    }

    /// Lines moved by blank lines and comments above the finding: still the same finding.
    @Test func movingLinesKeepsTheMatch() {
        let baseline = Baseline(findings())
        let moved = findings(above: ["", "# the settings screen", ""])
        #expect(moved.map(\.span.start.line) == [11], "the finding must have moved for this test to mean anything")
        let (new, removable) = baseline.filter(moved)
        #expect(new.isEmpty)
        #expect(removable.isEmpty)
    }

    @Test func anotherFileOrRuleDoesNotMatch() {
        var other = findings()
        other[0].span.file = "other.yaml"
        #expect(Baseline(findings()).filter(other).new.count == 1)
        var renamed = findings()
        renamed[0].code = "flow-dead-end"
        #expect(Baseline(findings()).filter(renamed).new.count == 1)
    }

    @Test(arguments: [
        "", "not json", "[]", "{}", "{\"findings\": {}}",
        "{\"findings\": [{\"rule\": \"flow-unreachable-screen\", \"file\": \"app.yaml\"}]}",
        "{\"findings\": [{\"rule\": 1, \"file\": \"app.yaml\", \"path\": \"p\"}]}",
    ])
    func damagedBaselineThrows(text: String) {
        #expect(throws: Baseline.Failure.self) { try Baseline(json: text) }
    }

    @Test func failureSaysTheFileIsDamaged() {
        let error = #expect(throws: Baseline.Failure.self) { try Baseline(json: "{}") }
        #expect(error?.description == "the baseline file is damaged: expected an object with a `findings` list")
    }
}
