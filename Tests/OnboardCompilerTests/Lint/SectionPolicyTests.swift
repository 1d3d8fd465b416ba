import Testing
@testable import OnboardCompiler

/// The business, copy and timing rules read the policy in force at each screen: its
/// section's, else the flow's. A finding a section's key causes has that key as a note.
@Suite struct SectionPolicyTests {
    static func config(_ rules: String...) -> ProjectConfig {
        var config = ProjectConfig.withoutLint
        for rule in rules { config.rules[rule] = ProjectConfig.RuleSetting() }
        return config
    }

    static let permissions = config("business-permission-forbidden")

    /// The tutorial forbids permission prompts; the camera screen after it may ask.
    @Test func aRequestAfterTheSectionIsAllowed() {
        #expect(lintDiagnostics(sectionedSpec(), config: Self.permissions).isEmpty)
    }

    @Test func aRequestInsideTheSectionIsReportedWithTheSectionsKey() throws {
        let found = lintDiagnostics(sectionedSpec(requestInTutorial: true), config: Self.permissions)
        #expect(found.map(\.located) == ["business-permission-forbidden 13:62"])
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "the `primary` button asks for the camera permission, but section `tutorial` of flow `onboarding` may not ask for permissions"
        )
        #expect(finding.notes.map(\.message) == ["section `tutorial`'s policy has `permissionPrompts: forbidden`"])
        #expect(finding.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "10:19")
    }

    /// A section that allows what the flow forbids: the flow's screens outside it are still held to the flow.
    @Test func aSectionMayAllowWhatTheFlowForbids() throws {
        let spec = sectionedSpec(requestInTutorial: true, policy: "{ permissionPrompts: allowed }")
            .replacingOccurrences(
                of: "completion: { flag: hasOnboarded }",
                with: "completion: { flag: hasOnboarded }\n    policy: { permissionPrompts: forbidden }")
        #expect(lintDiagnostics(spec, config: Self.permissions).isEmpty)
        let outside = sectionedSpec(policy: "{ permissionPrompts: allowed }")
            .replacingOccurrences(
                of: "completion: { flag: hasOnboarded }",
                with: "completion: { flag: hasOnboarded }\n    policy: { permissionPrompts: forbidden }")
        let found = lintDiagnostics(outside, config: Self.permissions)
        #expect(found.map(\.located) == ["business-permission-forbidden 15:73"])
        #expect(found.first?.notes.map(\.message) == ["its policy has `permissionPrompts: forbidden`"])
        #expect(found.first?.notes.first?.span == nil)
    }

    @Test func aSectionsMaxScreensCountsItsScreens() throws {
        let found = lintDiagnostics(
            sectionedSpec(policy: "{ maxScreens: 1 }"), config: Self.config("business-max-screens"))
        #expect(found.map(\.located) == ["business-max-screens 13:9"])
        #expect(
            found.first?.message
                == "section `tutorial` of flow `onboarding` shows 2 screens on its longest path; its policy allows at most 1"
        )
        #expect(
            found.first?.notes.map(\.message) == [
                "longest path: `welcome` → `tips`", "over the limit: `tips`",
                "section `tutorial`'s policy has `maxScreens: 1`",
            ])
    }

    @Test func wordLimitsPerScreen() throws {
        let found = lintDiagnostics(
            sectionedSpec(policy: "{ headlineWords: [2, 4] }"), config: Self.config("copy-word-count"))
        // `Hello` and `Tips` are in the section; `Camera` and `Done` are not.
        #expect(found.map(\.located) == ["copy-word-count 12:46", "copy-word-count 13:47"])
        #expect(found.first?.notes.map(\.message) == ["section `tutorial`'s policy has `headlineWords: [2, 4]`"])
    }

    @Test func avoidedWordsPerScreen() throws {
        let found = lintDiagnostics(
            sectionedSpec(policy: "{ tone: { avoid: [done] } }"), config: Self.config("copy-avoid-words"))
        #expect(found.isEmpty, "`Done` is outside the section")
        let inside = lintDiagnostics(
            sectionedSpec(policy: "{ tone: { avoid: [tips] } }"), config: Self.config("copy-avoid-words"))
        #expect(inside.map(\.located) == ["copy-avoid-words 13:47"])
        #expect(inside.first?.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } == "10:27")
    }

    @Test func timingPerScreen() throws {
        let spec = sectionedSpec(policy: "{ timing: { maxPrimaryActionDelay: 0.5 } }")
            .replacingOccurrences(
                of: "title: Tips, primary: Next }",
                with: "title: Tips, primary: Next, entrance: [{ element: primary, at: 1, duration: 0.2 }] }"
            )
            .replacingOccurrences(
                of: "title: Camera,", with: "title: Camera, entrance: [{ element: primary, at: 1, duration: 0.2 }],")
        let found = lintDiagnostics(spec, config: Self.config("timing-primary-action-delay"))
        #expect(found.map(\.located) == ["timing-primary-action-delay 13:79"])
        #expect(found.first?.message.hasSuffix("section `tutorial`'s policy allows at most 0.5 s") == true)
    }

    @Test func skippingPerScreen() throws {
        let spec = sectionedSpec(policy: "{ alwaysSkippable: true }")
        let found = lintDiagnostics(spec, config: Self.config("business-always-skippable"))
        #expect(found.map(\.located) == ["business-always-skippable 12:9", "business-always-skippable 13:9"])
        #expect(
            found.first?.message
                == "screen `welcome` offers no skip, but section `tutorial` of flow `onboarding` must be skippable on every screen"
        )
    }
}
