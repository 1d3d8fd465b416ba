import Foundation
import Testing
@testable import OnboardCompiler

/// The text and JSON reports of `onboardc diff`.
@Suite struct DiffReportTests {
    static let diff = BundleDiff(apps: [
        AppDiff(
            app: "demo", old: "HEAD:generated/demo", new: "generated/demo",
            changes: [
                BundleChange(
                    .removed, .flow, .init(flow: "tips"), old: "event scan", breaking: "the app reports the event"),
                BundleChange(.changed, .text, .init(locale: "en", key: "a.title"), old: "Hi", new: "Hello\n"),
            ], notes: ["placeholders not compared"]),
        AppDiff(app: "other", old: "HEAD:generated/other", new: "generated/other", changes: [], notes: []),
    ])

    @Test func textIsGroupedPerAppWithMarks() {
        #expect(
            DiffReport.render(Self.diff, format: .text) == """
                demo (HEAD:generated/demo -> generated/demo): 2 changes, 1 breaking
                  BREAKING: - flow tips: event scan — the app reports the event
                  ~ text en a.title: "Hi" -> "Hello\\n"
                  note: placeholders not compared
                other (HEAD:generated/other -> generated/other): no changes
                1 breaking change

                """)
    }

    @Test func jsonIsStableAndCarriesEveryField() throws {
        let text = DiffReport.render(Self.diff, format: .json)
        #expect(text == DiffReport.render(Self.diff, format: .json))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["breaking"] as? Bool == true)
        let apps = try #require(object["apps"] as? [[String: Any]])
        #expect(apps.map { $0["status"] as? String } == ["changed", "unchanged"])
        #expect(apps[0]["breaking"] as? Int == 1)
        let changes = try #require(apps[0]["changes"] as? [[String: Any]])
        #expect(
            changes[0] as NSDictionary == [
                "kind": "removed", "subject": "flow", "flow": "tips", "old": "event scan",
                "breaking": true, "reason": "the app reports the event",
            ] as NSDictionary)
        #expect(
            changes[1] as NSDictionary == [
                "kind": "changed", "subject": "text", "locale": "en", "key": "a.title",
                "old": "Hi", "new": "Hello\n", "breaking": false,
            ] as NSDictionary)
    }

    @Test func noBreakingChangesSaysSo() {
        let diff = BundleDiff(apps: [Self.diff.apps[1]])
        #expect(!diff.hasBreakingChange)
        #expect(DiffReport.text(diff).hasSuffix("no changes\nno breaking changes\n"))
    }
}
