import Testing

@testable import OnboardCompiler

/// Inline suppressions: `# onboardc-disable-next-line rule -- reason` and
/// `# onboardc-disable-line rule -- reason`, and the warnings about wrong or unused ones.
@Suite struct SuppressionTests {
    @Test func theStandardFindingIsThere() {
        #expect(lintDiagnostics(unreachableSpec()).map(\.located) == ["flow-unreachable-screen 8:9"])
    }

    @Test func nextLineSilencesTheLineBelow() {
        let yaml = unreachableSpec(above: [
            "# onboardc-disable-next-line flow-unreachable-screen -- kept for the A/B test"
        ])
        #expect(lintDiagnostics(yaml).isEmpty)
    }

    /// A silenced finding is kept aside with its reason, at its own place, for SARIF.
    @Test func aSilencedFindingIsKeptAsideWithItsJustification() {
        let yaml = unreachableSpec(above: [
            "# onboardc-disable-next-line flow-unreachable-screen -- kept for the A/B test"
        ])
        let result = Pipeline.lint(
            SourceFile(path: "app.yaml", text: yaml), options: Pipeline.Options(config: .onlyUnreachable()))
        #expect(result.diagnostics.isEmpty)
        #expect(result.suppressed.map(\.diagnostic.located) == ["flow-unreachable-screen 9:9"])
        #expect(result.suppressed.map(\.justification) == ["kept for the A/B test"])
    }

    @Test func nextLineSkipsBlankAndCommentLines() {
        let yaml = unreachableSpec(above: [
            "# onboardc-disable-next-line flow-unreachable-screen -- kept for the A/B test", "",
            "# screen b: shown from the settings deep link", "",
        ])
        #expect(lintDiagnostics(yaml).isEmpty)
    }

    /// A `disable-next-line` silences the next content line only, not every line after it.
    @Test func nextLineAboveAnotherLineSilencesNothing() {
        // `a` leads to `c`, which ends the flow: the suppression above `c` has nothing to silence.
        let yaml = unreachableSpec(
            above: [
                "# onboardc-disable-next-line flow-unreachable-screen -- wrong place",
                "- { id: c, role: welcome, primary: { label: Done, action: complete } }",
            ], reachable: true)
        #expect(
            lintDiagnostics(yaml).map(\.located) == ["lint-suppression-unused 8:7", "flow-unreachable-screen 10:9"])
    }

    @Test func sameLineSilencesItsLine() {
        let yaml = unreachableSpec(onB: "  # onboardc-disable-line flow-unreachable-screen -- kept for the A/B test")
        #expect(lintDiagnostics(yaml).isEmpty)
    }

    /// Lines end at CRLF or CR as well as LF, as the parser counts them.
    @Test(arguments: ["\r\n", "\r"])
    func otherLineBreaks(lineBreak: String) {
        func spec(_ yaml: String) -> String { yaml.replacingOccurrences(of: "\n", with: lineBreak) }
        let silenced = spec(unreachableSpec(onB: "  # onboardc-disable-line flow-unreachable-screen -- kept"))
        #expect(lintDiagnostics(silenced).isEmpty)
        let next = spec(unreachableSpec(above: ["# onboardc-disable-next-line flow-unreachable-screen -- kept", ""]))
        #expect(lintDiagnostics(next).isEmpty)
        let unused = spec(unreachableSpec(onA: "  # onboardc-disable-line flow-unreachable-screen -- a"))
        #expect(
            lintDiagnostics(unused).map(\.located) == ["lint-suppression-unused 7:79", "flow-unreachable-screen 8:9"])
    }

    /// A line separator (U+2028) inside a quoted value ends a line for the parser, and so here:
    /// the comment after it is on line 9. A byte order mark is not part of column 1.
    @Test func lineSeparatorAndByteOrderMark() {
        let yaml = unreachableSpec(
            onB: "  # onboardc-disable-line no-such-rule -- x", bFields: "title: \"one\u{2028}two\", ")
        #expect(
            lintDiagnostics(yaml).map(\.located) == [
                "flow-unreachable-screen 8:9", "lint-suppression-unknown-rule 9:53",
            ])
        let withBOM = lintDiagnostics("\u{FEFF}# onboardc-disable-line no-such-rule -- x\n" + unreachableSpec())
        #expect(withBOM.map(\.located) == ["lint-suppression-unknown-rule 1:1", "flow-unreachable-screen 9:9"])
    }

    @Test func aListOfRulesSilencesEachOfThem() {
        let yaml = unreachableSpec(
            onB: "  # onboardc-disable-line flow-unreachable-screen, flow-unreachable-screen -- twice")
        #expect(lintDiagnostics(yaml).isEmpty)
    }

    /// Without a reason the suppression still silences the finding, and says the reason is missing.
    @Test(arguments: [
        "# onboardc-disable-next-line flow-unreachable-screen",
        "# onboardc-disable-next-line flow-unreachable-screen --",
        "# onboardc-disable-next-line flow-unreachable-screen --   ",
    ])
    func withoutAReasonWarnsButSilences(directive: String) throws {
        let found = lintDiagnostics(unreachableSpec(above: [directive]))
        #expect(found.map(\.located) == ["lint-suppression-reason 8:7"])
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.span.end.line == 8)
        #expect(warning.span.end.column == 7 + directive.unicodeScalars.count)
        #expect(warning.help?.contains("-- why this is fine") == true)
    }

    @Test func oneThatSilencesNothingIsUnused() throws {
        let found = lintDiagnostics(
            unreachableSpec(onA: "  # onboardc-disable-line flow-unreachable-screen -- a is first"))
        #expect(found.map(\.located) == ["lint-suppression-unused 7:79", "flow-unreachable-screen 8:9"])
        let unused = try #require(found.first)
        #expect(unused.severity == .warning)
        #expect(unused.message == "this suppression of `flow-unreachable-screen` silences nothing")
    }

    /// A misspelt rule silences nothing, and the warning suggests the rule meant.
    @Test func unknownRuleSuggestsTheNearestAndSilencesNothing() throws {
        let found = lintDiagnostics(
            unreachableSpec(above: ["# onboardc-disable-next-line flow-unreachable-scren -- typo"]))
        #expect(found.map(\.located) == ["lint-suppression-unknown-rule 8:7", "flow-unreachable-screen 9:9"])
        let unknown = try #require(found.first)
        #expect(unknown.message == "this suppression names `flow-unreachable-scren`, which is not a lint rule")
        #expect(unknown.help == "did you mean 'flow-unreachable-screen'?")
    }

    @Test func unknownRuleBesideAKnownOneStillSilencesTheKnownOne() {
        let yaml = unreachableSpec(onB: "  # onboardc-disable-line flow-unreachable-screen, no-such-rule -- mixed")
        #expect(lintDiagnostics(yaml).map(\.located) == ["lint-suppression-unknown-rule 8:82"])
    }

    /// Columns count Unicode scalars before the `#`, not bytes.
    @Test func columnCountsScalars() {
        let fields = "title: \"Café ☕\", "
        let bLine = "      - { id: b, role: completion, \(fields)primary: { label: Done, action: complete } }"
        #expect(bLine.unicodeScalars.count == 96 && bLine.utf8.count == 99)
        let found = lintDiagnostics(
            unreachableSpec(onB: "  # onboardc-disable-line no-such-rule -- ok", bFields: fields))
        #expect(found.map(\.located) == ["flow-unreachable-screen 8:9", "lint-suppression-unknown-rule 8:99"])
    }

    /// A `#` inside a quoted value is text, not a comment: nothing is suppressed.
    @Test(arguments: [
        "title: \"Step # onboardc-disable-line flow-unreachable-screen -- no\", ",
        "title: 'Step # onboardc-disable-line flow-unreachable-screen -- no', ",
        "title: \"Say \\\"hi\\\" # onboardc-disable-line flow-unreachable-screen -- no\", ",
        "title: 'It''s # onboardc-disable-line flow-unreachable-screen -- no', ",
        "title: \"Tab\tafter\", body:\t\"x # onboardc-disable-line flow-unreachable-screen -- no\", ",
    ])
    func hashInsideQuotesIsNotAComment(fields: String) {
        #expect(lintDiagnostics(unreachableSpec(bFields: fields)).map(\.located) == ["flow-unreachable-screen 8:9"])
    }

    /// `#` right after a plain value's text (no space before it) is part of the value.
    @Test func hashWithoutSpaceBeforeIsNotAComment() {
        let yaml = unreachableSpec(bFields: "title: Step#onboardc-disable-line, ")
        #expect(lintDiagnostics(yaml).map(\.located) == ["flow-unreachable-screen 8:9"])
    }

    /// A suppression only concerns the rule it names, and a rule that is off reports nothing to silence.
    @Test func aRuleThatIsOffLeavesTheSuppressionUnused() {
        var config = ProjectConfig.onlyUnreachable()
        config.rules["flow-unreachable-screen"]?.enabled = false
        let yaml = unreachableSpec(onB: "  # onboardc-disable-line flow-unreachable-screen -- kept")
        #expect(lintDiagnostics(yaml, config: config).map(\.located) == ["lint-suppression-unused 8:82"])
    }
}
