import Testing

@testable import OnboardCompiler

/// The fixes of rules whose help is a mechanical edit: the text they write, where, at the
/// right indentation; applied, the finding is gone and nothing new appears.
@Suite struct RuleFixTests {
    static let head = "version: 1\napp: { id: demo, name: Demo }\n"

    /// The spec after the one fix of the one finding with `code`, checked (`FixHarness.fixing`).
    func fixed(_ spec: String, _ code: String) throws -> String {
        try #require(try FixHarness(spec).fixing(code).files[FixHarness.spec])
    }

    @Test func reducedMotionIntoABlockFlowAfterItsFirstLine() throws {
        let spec =
            Self.head + """
                flows:
                  - id: intro
                    trigger: settings
                    transition: { style: slide, duration: 0.3 }
                    screens:
                      - { id: b, role: completion, primary: { label: Done, action: complete } }

                """
        #expect(
            try fixed(spec, "timing-reduced-motion")
                == spec.replacingOccurrences(
                    of: "  - id: intro\n",
                    with: "  - id: intro\n    reducedMotion: { transition: { style: opacity } }\n"))
    }

    @Test func reducedMotionBeforeAFirstKeyWhoseValueIsBelowIt() throws {
        let spec =
            Self.head + """
                flows:
                  - screens:
                      - { id: b, role: completion, primary: { label: Done, action: complete, feedback: { scale: 0.9 } } }
                    id: intro
                    trigger: settings

                """
        #expect(
            try fixed(spec, "timing-reduced-motion")
                == spec.replacingOccurrences(
                    of: "  - screens:\n", with: "  - reducedMotion: { feedbackScale: 1 }\n    screens:\n"))
    }

    @Test func reducedMotionIntoAFlowMapping() throws {
        let spec =
            Self.head
            + "flows:\n  - { id: intro, trigger: settings, progress: { style: continuous-bar, animation: { curve: easeInOut, duration: 0.3s } }, screens: [{ id: b, role: completion, primary: { label: Done, action: complete } }] }\n"
        #expect(
            try fixed(spec, "timing-reduced-motion")
                == spec.replacingOccurrences(
                    of: "complete } }] }",
                    with: "complete } }], reducedMotion: { progress: { curve: linear, duration: 0.1 } } }"))
    }

    @Test func reducedMotionIntoTheFlowsOwn() throws {
        let spec =
            Self.head + """
                flows:
                  - id: intro
                    trigger: settings
                    transition: { style: slide, duration: 0.3 }
                    reducedMotion:
                      feedbackScale: 1
                    screens:
                      - id: b
                        role: completion
                        primary: { label: Done, action: complete }
                        entrance:
                          - { element: title, at: 0s, duration: 0.3s }
                        title: Done

                """
        // Two findings (transition, entrance): each fix alone adds its key to `reducedMotion`.
        let harness = FixHarness(spec)
        let findings = harness.findings().filter { $0.code == "timing-reduced-motion" }
        #expect(findings.count == 2)
        for finding in findings {
            let fixed = try harness.verify(try #require(finding.fixes.first), of: finding, before: harness.findings())
            let text = try #require(fixed.files[FixHarness.spec])
            #expect(text.contains("    reducedMotion:\n      feedbackScale: 1\n      "))
        }
    }

    @Test func announcementPlaceholdersBecomeNumbers() throws {
        let spec =
            Self.head + """
                policy: { announceScreenPosition: true }
                flows:
                  - id: intro
                    trigger: settings
                    announcement: "Screen {position} of {count}, {position}"
                    screens:
                      - { id: b, role: completion, primary: { label: Done, action: complete } }

                """
        let (_, fix) = try FixHarness(spec).fix("a11y-screen-position")
        #expect(fix.edits.map(\.newText) == ["{position, number}", "{count, number}", "{position, number}"])
        #expect(
            try fixed(spec, "a11y-screen-position")
                == spec.replacingOccurrences(
                    of: "\"Screen {position} of {count}, {position}\"",
                    with: "\"Screen {position, number} of {count, number}, {position, number}\""))
    }

    @Test func missingAnnouncementIsAdded() throws {
        let spec =
            Self.head + """
                policy: { announceScreenPosition: true }
                flows:
                  - id: intro   # the first flow
                    trigger: settings
                    screens:
                      - { id: b, role: completion, primary: { label: Done, action: complete } }

                """
        #expect(
            try fixed(spec, "a11y-screen-position")
                == spec.replacingOccurrences(
                    of: "# the first flow\n",
                    with: "# the first flow\n    announcement: \"Screen {position, number} of {count, number}\"\n"))
    }

    @Test func aCheckboxTickedByDefaultGetsOneFixForEachIntent() throws {
        let spec =
            Self.head + """
                flows:
                  - id: setup
                    trigger: settings
                    screens:
                      - id: tips
                        role: form
                        inputs:
                          - id: show-tips
                            kind: checkbox
                            label: "Show tips"
                            default: true
                        primary: { label: Continue, action: complete }

                """
        let harness = FixHarness(spec)
        let finding = try #require(harness.findings().first { $0.code == "business-checkbox-default-ticked" })
        #expect(finding.fixes.map(\.isPreferred) == [false, false])
        let fixed = try finding.fixes.map {
            try #require(try harness.verify($0, of: finding, before: harness.findings()).files[FixHarness.spec])
        }
        #expect(
            fixed
                == ["true", "false"].map {
                    spec.replacingOccurrences(
                        of: "- id: show-tips\n", with: "- id: show-tips\n            initial: \($0)\n")
                })
    }

    @Test func aProgressOutOfStepIsWrittenAsItsPlace() throws {
        let spec =
            Self.head + """
                flows:
                  - id: intro
                    trigger: settings
                    progress: { style: continuous-bar }
                    screens:
                      - { id: a, role: welcome, progress: 50%, primary: Next }
                      - { id: b, role: information, primary: Next }
                      - { id: c, role: completion, primary: { label: Done, action: complete } }

                """
        #expect(
            try fixed(spec, "timing-progress-fraction") == spec.replacingOccurrences(of: "50%", with: "33.3%"))
    }

    @Test func aMappingWrittenAsAnAliasOrWithAnAnchorIsLeftAlone() {
        for text in ["*flow\n", "&flow\nid: a\n"] {
            let end = SourceLocation(line: 1, column: 6, offset: 5)
            let span = SourceSpan(file: "f", start: SourceLocation(line: 1, column: 1, offset: 0), end: end)
            #expect(MappingInsertion.edit(adding: "k: v", to: span, in: SourceFile(path: "f", text: text)) == nil)
        }
    }
}
