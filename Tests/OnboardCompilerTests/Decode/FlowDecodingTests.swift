import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A flow: its trigger, completion flag, dialogs and screens.
    @Suite struct FlowDecodingTests {
        /// One flow whose keys (from line 4, column 5) are `lines`, after `- id: tour`.
        private func flow(_ lines: String) -> String {
            "version: 1\napp: { id: demo, name: Demo }\nflows:\n  - id: tour\n"
                + lines.split(separator: "\n").map { "    \($0)\n" }.joined()
        }

        private let oneScreen = "screens: [{ id: hello, role: welcome }]"

        @Test func firstLaunchNeedsAFlag() throws {
            let found = diagnose(flow("trigger: first-launch\n\(oneScreen)"))
            #expect(found.map(\.located) == ["spec-missing-flag 5:5"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message.contains("needs a completion flag"))
            #expect(diagnostic.help == "add `completion: { flag: hasCompletedOnboarding }`")
        }

        @Test func completionWithoutAFlagStillNeedsOne() {
            let found = diagnose(flow("trigger: first-launch\ncompletion: { setOn: [complete] }\n\(oneScreen)"))
            // `setOn` does nothing without a flag, and the flow still needs one.
            #expect(found.map(\.located) == ["spec-missing-flag 5:5", "spec-unused-key 6:19"])
        }

        /// An invalid flag is reported once, not also as a missing flag.
        @Test(arguments: ["1done", "has space", "ключ", "a/b", "_x", String(repeating: "a", count: 129)])
        func invalidFlag(flag: String) throws {
            let found = diagnose(flow("trigger: first-launch\ncompletion: { flag: \"\(flag)\" }\n\(oneScreen)"))
            #expect(found.map(\.located) == ["spec-invalid-flag 6:25"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "`\(flag)` is not a valid flag key")
            #expect(diagnostic.help?.contains("starting with a letter") == true)
        }

        @Test(arguments: ["hasCompletedOnboarding", "onboarding.done", "done_v2", "a-b"])
        func validFlag(flag: String) throws {
            let spec = try #require(decode(flow("trigger: first-launch\ncompletion: { flag: \(flag) }\n\(oneScreen)")))
            let completion = try #require(spec.flows.first?.completion)
            #expect(completion.flag == flag)
            #expect(completion.setOn == [.complete])
        }

        @Test func setOnAsWritten() throws {
            let spec = try #require(
                decode(
                    flow(
                        """
                        trigger: first-launch
                        completion: { flag: done, setOn: [complete, skip] }
                        \(oneScreen)
                        """)))
            #expect(spec.flows.first?.completion.setOn == [.complete, .skip])
        }

        /// `dismiss`: the flow ended through its close button. Each event's place is kept.
        @Test func setOnDismiss() throws {
            let spec = try #require(
                decode(
                    flow(
                        """
                        trigger: first-launch
                        completion: { flag: done, setOn: [complete, dismiss] }
                        \(oneScreen)
                        """)))
            let completion = try #require(spec.flows.first?.completion)
            #expect(completion.setOn == [.complete, .dismiss])
            #expect(completion.setOnSpans[.dismiss].map { "\($0.start.line):\($0.start.column)" } == "6:49")
            #expect(completion.setOnSpans[.skip] == nil)
        }

        @Test func unknownSetOnEventListsDismiss() throws {
            let found = diagnose(
                flow("trigger: first-launch\ncompletion: { flag: done, setOn: [closed] }\n\(oneScreen)"))
            #expect(found.map(\.located) == ["spec-unknown-value 6:39"])
            #expect(found.first?.notes.map(\.message) == ["allowed: complete, skip, dismiss"])
        }

        @Test func emptyFlow() throws {
            let found = diagnose(flow("trigger: settings\nscreens: []"))
            #expect(found.map(\.located) == ["spec-empty-flow 6:14"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "flow `tour` has no screens")
            #expect(diagnostic.help == "add at least one screen")
        }

        @Test func flowWithoutScreensKey() {
            let found = diagnose(flow("trigger: settings"))
            #expect(found.map(\.located) == ["spec-missing-key 4:5"])
            #expect(found.first?.message == "a flow needs a `screens` key")
        }

        @Test func unknownTriggerWithAllowedValuesAndDidYouMean() throws {
            let found = diagnose(flow("trigger: first-lanch\n\(oneScreen)"))
            #expect(found.map(\.located) == ["spec-unknown-value 5:14"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "`first-lanch` is not one of the allowed values")
            #expect(diagnostic.notes.map(\.message) == ["allowed: first-launch, settings, event"])
            #expect(diagnostic.help == "did you mean 'first-launch'?")
        }

        @Test func eventTriggerNeedsAnEvent() {
            let found = diagnose(flow("trigger: event\n\(oneScreen)"))
            #expect(found.map(\.located) == ["spec-missing-key 4:5"])
            #expect(found.first?.message == "a flow needs an `event` key")
        }

        @Test func triggers() throws {
            let spec = try #require(
                decode(
                    """
                    version: 1
                    app: { id: demo, name: Demo }
                    flows:
                      - { id: tips, trigger: event, event: first-scan, screens: [{ id: a, role: information }] }
                      - { id: help, trigger: settings, entry: Show the tour, screens: [{ id: a, role: information }] }
                    """))
            #expect(spec.flows.map(\.id) == ["tips", "help"])
            #expect(spec.flows.first?.trigger == .event("first-scan"))
            guard case .settings(let entry?) = spec.flows.last?.trigger else {
                Issue.record("expected a settings trigger with an entry")
                return
            }
            #expect(entry.key == "help.entry")
            #expect(entry.text == "Show the tour")
            #expect(spec.flows.last?.completion.flag == nil)
        }

        @Test func duplicateIDsAcrossScreensStatesAndDialogs() throws {
            let found = diagnose(
                flow(
                    """
                    trigger: settings
                    dialogs: [{ id: intro, title: T, confirm: Yes, cancel: No }]
                    screens:
                      - { id: intro, role: welcome, states: [{ id: hello }] }
                      - { id: hello, role: information }
                    """))
            // The second in the file is the duplicate, whatever kind each one is; it points at the id.
            #expect(found.map(\.located) == ["spec-duplicate-id 8:15", "spec-duplicate-id 9:15"])
            #expect(
                found.map(\.message) == [
                    "screen, state or dialog id `intro` is used twice",
                    "screen, state or dialog id `hello` is used twice",
                ])
            // Each note points at the first use: the dialog, and the state.
            let notes = found.map { $0.notes.first?.span.map { "\($0.start.line):\($0.start.column)" } }
            #expect(notes == ["6:21", "8:52"])
        }

        @Test func dialogCopyIsKeyedByFlowAndDialog() throws {
            let spec = try #require(
                decode(
                    flow(
                        """
                        trigger: settings
                        dialogs:
                          - { id: leave, title: Leave?, message: Progress is kept., confirm: Leave, cancel: Stay, destructive: true }
                        \(oneScreen)
                        """)))
            let dialog = try #require(spec.flows.first?.dialogs.first)
            #expect(
                [dialog.title, dialog.message, dialog.confirm, dialog.cancel].compactMap { $0?.key } == [
                    "tour.leave.title", "tour.leave.message", "tour.leave.confirm", "tour.leave.cancel",
                ])
            #expect(dialog.message?.text == "Progress is kept.")
            #expect(dialog.destructive)
        }
    }
}
