import Foundation
import Testing

@testable import OnboardCompiler

/// SARIF 2.1.0 for GitHub code scanning: rule metadata, results, locations and fingerprints.
@Suite struct SARIFFormatTests {
    /// The first run of the SARIF log for `diagnostics`, parsed.
    func run(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let log = try log(diagnostics)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    func log(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let text = DiagnosticRenderer().render(diagnostics, format: .sarif)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        let tool = try #require(run["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "onboardc")
        return try #require(driver["rules"] as? [[String: Any]])
    }

    func results(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(run["results"] as? [[String: Any]])
    }

    func text(_ value: Any?) -> String? { (value as? [String: Any])?["text"] as? String }

    func fingerprint(_ diagnostic: Diagnostic) throws -> String {
        let result = try #require(try results(run([diagnostic])).first)
        let prints = try #require(result["partialFingerprints"] as? [String: String])
        return try #require(prints["onboardcFinding/v1"])
    }

    @Test func isASARIF210Log() throws {
        let log = try log([])
        #expect(log["version"] as? String == "2.1.0")
        #expect(
            log["$schema"] as? String
                == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let run = try run([])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        #expect(try results(run).isEmpty)
    }

    /// The driver describes every code that can appear, even in a run without results:
    /// the lint rules, then every declared code (docs/diagnostics.md).
    @Test func driverDescribesEveryLintRuleAndEveryCode() throws {
        let rules = try rules(try run([]))
        let descriptions = RuleRegistry.descriptions
        let codes = DiagnosticCodes.all
        #expect(rules.compactMap { $0["id"] as? String } == descriptions.map(\.id) + codes.map(\.id))
        for (rule, code) in zip(rules.dropFirst(descriptions.count), codes) {
            #expect(text(rule["shortDescription"]) == code.summary, "\(code.id)")
            #expect(text(rule["help"]) == "\(code.summary) See docs/diagnostics.md#\(code.id).")
            let configuration = rule["defaultConfiguration"] as? [String: Any]
            #expect(configuration?["level"] as? String == SARIFFormat.level(code.severity), "\(code.id)")
        }
        for (rule, description) in zip(rules, descriptions) {
            #expect(text(rule["shortDescription"]) == description.summary, "\(description.id)")
            #expect(text(rule["fullDescription"]) == description.rationale, "\(description.id)")
            let configuration = rule["defaultConfiguration"] as? [String: Any]
            #expect(configuration?["level"] as? String == SARIFFormat.level(description.severity), "\(description.id)")
        }
        let unreachable = try #require(rules.first { $0["id"] as? String == "flow-unreachable-screen" })
        #expect((unreachable["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((unreachable["properties"] as? [String: Any])?["category"] as? String == "flow")
    }

    /// Each rule is tagged with its category and its packs, so code scanning filters by them.
    @Test func rulesAreTaggedWithTheirPacks() throws {
        let rules = try rules(try run([]))
        func tags(_ id: String) throws -> [String]? {
            let rule = try #require(rules.first { $0["id"] as? String == id })
            return (rule["properties"] as? [String: Any])?["tags"] as? [String]
        }
        #expect(try tags("store-billed-price") == ["policy", "pack:app-store", "pack:google-play"])
        #expect(try tags("flow-unreachable-screen") == ["flow"])
    }

    @Test func levelsMapInfoToNote() {
        #expect(SARIFFormat.level(.error) == "error")
        #expect(SARIFFormat.level(.warning) == "warning")
        #expect(SARIFFormat.level(.info) == "note")
    }

    /// Each result's `ruleIndex` points at the rule with its `ruleId`, lint rules and other codes alike.
    @Test func ruleIndexPointsAtTheRule() throws {
        let diagnostics = [
            testFinding(.warning),
            Diagnostic(.error, code: "spec-unknown-key", "unknown key `colour`", at: testSpan(3, 5, to: 3, 11)),
            Diagnostic(.info, code: "aaa-remark", "a remark", at: testSpan(1, 1)),
        ]
        let run = try run(diagnostics)
        let rules = try rules(run)
        let results = try results(run)
        #expect(
            results.compactMap { $0["ruleId"] as? String } == [
                "flow-unreachable-screen", "spec-unknown-key", "aaa-remark",
            ])
        #expect(results.compactMap { $0["level"] as? String } == ["warning", "error", "note"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        // A code no declaration describes (none can be raised; a test made this one) still gets a rule, last.
        #expect(rules.last?["id"] as? String == "aaa-remark")
        #expect(rules.filter { $0["id"] as? String == "spec-unknown-key" }.count == 1)
    }

    /// A finding silenced in the source is a result with an `inSource` suppression and its
    /// justification (SARIF 3.35), after the others; code scanning lists it as suppressed.
    @Test func aSilencedFindingIsASuppressedResult() throws {
        let silenced = SuppressedDiagnostic(testFinding(.warning), justification: "kept for the A/B test")
        let output = SARIFFormat.render([testFinding(.error)], suppressed: [silenced])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let entries = try results(run)
        #expect(entries.count == 2)
        #expect(entries[0]["suppressions"] == nil)
        let suppressions = try #require(entries[1]["suppressions"] as? [[String: Any]])
        #expect(suppressions.count == 1)
        #expect(suppressions[0]["kind"] as? String == "inSource")
        #expect(suppressions[0]["justification"] as? String == "kept for the A/B test")
        #expect(entries[1]["level"] as? String == "warning")
        let unjustified = SARIFFormat.render([], suppressed: [SuppressedDiagnostic(testFinding(), justification: nil)])
        let other = try #require(try JSONSerialization.jsonObject(with: Data(unjustified.utf8)) as? [String: Any])
        let otherResults = try results(try #require((other["runs"] as? [[String: Any]])?.first))
        #expect((otherResults.first?["suppressions"] as? [[String: String]]) == [["kind": "inSource"]])
    }

    @Test func resultCarriesMessageHelpLocationAndPath() throws {
        let result = try #require(try results(run([testFinding(help: "point a target at `b`")])).first)
        #expect(text(result["message"]) == "screen `b` is never shown (point a target at `b`)")
        let locations = try #require(result["locations"] as? [[String: Any]])
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/app.yaml")
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region == ["startLine": 8, "startColumn": 9, "endLine": 8, "endColumn": 19])
        #expect((result["properties"] as? [String: Any])?["specPath"] as? String == "flows[intro].screens[b]")
    }

    /// `uri` is a URI reference: a path with spaces, `%`, `:` or non-ASCII letters is percent-encoded.
    @Test func uriIsPercentEncoded() throws {
        #expect(SARIFFormat.uri("specs/app.yaml") == "specs/app.yaml")
        #expect(SARIFFormat.uri("/tmp/my specs/100%/a:b/café.yaml") == "/tmp/my%20specs/100%25/a%3Ab/caf%C3%A9.yaml")
        let result = try #require(try results(run([testFinding(file: "my specs/app.yaml")])).first)
        let locations = try #require(result["locations"] as? [[String: Any]])
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "my%20specs/app.yaml")
    }

    @Test func zeroWidthSpanHasNoEnd() throws {
        let diagnostic = Diagnostic(.error, code: "yaml-empty", "the file is empty", at: .file("specs/app.yaml"))
        let result = try #require(try results(run([diagnostic])).first)
        let locations = try #require(result["locations"] as? [[String: Any]])
        let region = (locations.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 1, "startColumn": 1])
        #expect(result["properties"] == nil)
        #expect(result["relatedLocations"] == nil)
    }

    @Test func fingerprintSurvivesMovedLines() throws {
        let here = try fingerprint(testFinding(at: 8, 9))
        #expect(here.count == 32 && here.allSatisfy(\.isHexDigit))
        #expect(try fingerprint(testFinding(at: 40, 3)) == here)
        #expect(try fingerprint(testFinding(path: "flows[intro].screens[c]")) != here)
        #expect(try fingerprint(testFinding(file: "specs/other.yaml")) != here)
        #expect(try fingerprint(testFinding(rule: "flow-dead-end")) != here)
    }

    /// Without a spec path the position is the identity, so a moved line is a new result.
    @Test func fingerprintWithoutAPathUsesThePosition() throws {
        let here = try fingerprint(testFinding(at: 8, 9, path: nil))
        #expect(try fingerprint(testFinding(at: 8, 9, path: nil)) == here)
        #expect(try fingerprint(testFinding(at: 9, 9, path: nil)) != here)
    }

    @Test func notesWithSpansBecomeRelatedLocations() throws {
        let notes = [
            Diagnostic.Note("a free remark"),
            Diagnostic.Note("the first `welcome` is here", at: testSpan(4, 7, to: 4, 14)),
        ]
        let result = try #require(try results(run([testFinding(notes: notes)])).first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        let location = try #require(related.first)
        #expect(location["id"] as? Int == 2)
        #expect(text(location["message"]) == "the first `welcome` is here")
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/app.yaml")
        #expect(
            physical["region"] as? [String: Int] == ["startLine": 4, "startColumn": 7, "endLine": 4, "endColumn": 14])
        // A note without a place is kept in the result's properties.
        #expect((result["properties"] as? [String: Any])?["notes"] as? [String] == ["a free remark"])
    }

    @Test func outputIsByteStable() {
        let diagnostics = [testFinding(), testFinding(.warning, at: 9, 9, path: "flows[intro].screens[c]")]
        let first = DiagnosticRenderer().render(diagnostics, format: .sarif)
        #expect(first == DiagnosticRenderer().render(diagnostics, format: .sarif))
        #expect(first.hasSuffix("}\n") && !first.contains("\r"))
    }
}
