import Foundation
import Testing

@testable import OnboardCompiler

/// docs/rules.md is generated from the rules' descriptions and must be current.
@Suite struct RuleDocsTests {
    static let docsFile = PackageRoot.appending("docs/rules.md")

    static let regenerate = "run `swift run onboardc rules --markdown > docs/rules.md`"

    @Test func docsAreCurrent() throws {
        let generated = RuleDocs.markdown()
        let docs = try #require(
            try? String(contentsOf: Self.docsFile, encoding: .utf8), "docs/rules.md is missing; \(Self.regenerate)")
        guard docs != generated else { return }
        let have = docs.split(separator: "\n", omittingEmptySubsequences: false)
        let want = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(have.count, want.count)).first { have[$0] != want[$0] } ?? min(have.count, want.count)
        let found = line < have.count ? String(have[line]) : "(end of file)"
        let expected = line < want.count ? String(want[line]) : "(end of file)"
        Issue.record(
            "docs/rules.md is stale from line \(line + 1) (has \"\(found)\", the rules give \"\(expected)\"); \(Self.regenerate)"
        )
    }

    @Test func everyRuleHasARowAndASection() {
        let markdown = RuleDocs.markdown()
        for rule in RuleRegistry.descriptions {
            #expect(
                markdown.contains(
                    "| [`\(rule.id)`](#\(rule.id)) | \(rule.category.rawValue) | \(rule.severity.rawValue) |"))
            #expect(markdown.contains("\n### \(rule.id)\n"), "\(rule.id) has no section")
        }
    }

    /// Failing examples show where the finding points; no example keeps the raw marker.
    @Test func examplesHaveTheirMarkersReplaced() {
        let markdown = RuleDocs.markdown()
        #expect(!markdown.contains(RuleDescription.Example.marker))
        #expect(
            markdown.components(separatedBy: "Fails (the finding points at").count - 1
                == RuleRegistry.descriptions.flatMap(\.examples).filter(\.fails).count)
        #expect(markdown.contains("  # ←\n"))
    }

    @Test func endsWithOneNewline() {
        let markdown = RuleDocs.markdown()
        #expect(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"))
    }
}
