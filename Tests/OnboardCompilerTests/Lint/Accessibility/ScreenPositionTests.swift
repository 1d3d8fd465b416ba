import Testing
@testable import OnboardCompiler

/// `a11y-screen-position` beyond its examples: every problem of an announcement at once.
@Suite struct ScreenPositionTests {
    static func spec(_ announcement: String) -> String {
        """
        version: 1
        app: { id: demo, name: Demo }
        policy: { announceScreenPosition: true }
        flows:
          - id: intro
            trigger: settings
            announcement: "\(announcement)"
            screens:
              - { id: a, role: completion, primary: { label: Done, action: complete } }

        """
    }

    static func lint(_ announcement: String) -> [Diagnostic] {
        lintDiagnostics(spec(announcement), config: .only("a11y-screen-position"))
    }

    @Test func bothTextPlaceholdersAreOneFindingWithANoteAtTheSecond() throws {
        let found = Self.lint("Screen {position} of {count}")
        #expect(found.map(\.located) == ["a11y-screen-position 7:27"])
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "`{position}` and `{count}` in the announcement of flow `intro` are text placeholders; the app has numbers"
        )
        #expect(finding.notes.map(\.message) == ["`{count}` is here"])
        #expect(finding.notes.first?.span?.start.column == 41)
        #expect(finding.help == "write `{position, number}` and write `{count, number}`")
    }

    @Test func aMissingPlaceholderAndAnUnknownOneAreReportedTogether() {
        let found = Self.lint("Step {position} in {section}")
        #expect(
            found.map(\.located) == [
                "a11y-screen-position 7:19", "a11y-screen-position 7:25", "a11y-screen-position 7:39",
            ])
        #expect(found.map(\.message).contains { $0.contains("has no `{count, number}` placeholder") })
        #expect(
            found.map(\.message).contains { $0.contains("a placeholder `{section}` that the app has no value for") })
    }

    @Test func aGoodAnnouncementHasNoFinding() {
        #expect(Self.lint("Screen {position, number} of {count, number}").isEmpty)
    }
}
