import Foundation
import Testing

@testable import OnboardCompiler

/// A diagnostic's fixes in every machine-readable output: lint's JSON, SARIF's `fixes`, the
/// `Codable` form; absent where a diagnostic has none, so older readers see what they saw.
@Suite struct FixOutputTests {
    static func place(_ line: Int, _ column: Int, _ offset: Int) -> OnboardCompiler.SourceLocation {
        SourceLocation(line: line, column: column, offset: offset)
    }

    static let typo: Diagnostic = {
        let span = SourceSpan(file: "specs/a.yaml", start: place(3, 9, 40), end: place(3, 13, 44))
        return Diagnostic.unknownValue("slid", allowed: ["slide", "push"], at: span)
    }()

    static let insertion: Diagnostic = {
        let here = SourceSpan(file: "specs/a.yaml", start: place(4, 14, 60), end: place(4, 14, 60))
        return Diagnostic(
            .warning, code: "timing-reduced-motion", "m", at: here,
            fixes: [Fix("Add", edits: [.init(span: here, newText: "\n    reducedMotion: { entrance: appear }")])])
    }()

    func object(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func jsonListsFixesOnlyWhereThereAreSome() throws {
        let plain = Diagnostic(.specUnknownKey, "x", at: Self.typo.span)
        let items = try #require(
            try object(DiagnosticRenderer().render([Self.typo, plain], format: .json)) as? [[String: Any]])
        let fixes = try #require(items[0]["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        #expect(fixes[0]["title"] as? String == "Change `slid` to `slide`")
        #expect(fixes[0]["isPreferred"] as? Bool == true)
        let edit = try #require((fixes[0]["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "slide")
        #expect(((edit["span"] as? [String: Any])?["start"] as? [String: Any])?["offset"] as? Int == 40)
        #expect(items[1]["fixes"] == nil)
    }

    @Test func sarifHasAReplacementPerEditWithItsEndEvenForAnInsertion() throws {
        let text = DiagnosticRenderer().render([Self.typo, Self.insertion], format: .sarif)
        let log = try #require(try object(text) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        func replacement(_ result: [String: Any]) throws -> [String: Any] {
            let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
            let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
            #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/a.yaml")
            return try #require((change["replacements"] as? [[String: Any]])?.first)
        }
        let typo = try replacement(results[0])
        #expect(
            typo["deletedRegion"] as? [String: Int] == [
                "startLine": 3, "startColumn": 9, "endLine": 3, "endColumn": 13,
            ])
        #expect((typo["insertedContent"] as? [String: Any])?["text"] as? String == "slide")
        let insertion = try replacement(results[1])
        #expect(
            insertion["deletedRegion"] as? [String: Int]
                == ["startLine": 4, "startColumn": 14, "endLine": 4, "endColumn": 14])
    }

    @Test func codableOmitsNoFixesAndReadsDiagnosticsWrittenWithout() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = Diagnostic(.specUnknownKey, "x", at: Self.typo.span)
        let written = try #require(String(data: try encoder.encode(plain), encoding: .utf8))
        #expect(!written.contains("fixes"))
        #expect(try JSONDecoder().decode(Diagnostic.self, from: Data(written.utf8)) == plain)
        let withFix = try encoder.encode(Self.typo)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: withFix) == Self.typo)
    }

    @Test func identityIgnoresFixes() {
        var without = Self.typo
        without.fixes = []
        without.path = "flows[a].transition.style"
        var with = without
        with.fixes = Self.typo.fixes
        #expect(FindingIdentity(with) == FindingIdentity(without))
        #expect(Baseline.entry(with) == Baseline.entry(without))
    }
}
