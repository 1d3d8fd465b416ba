import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Buttons and what they do: actions default by slot, and keys an action
    /// does not use are reported.
    @Suite struct ActionDecodingTests {
        private func primary(_ button: String) -> String {
            minimalSpec(screen: "primary: \(button)")
        }

        @Test func actionsDefaultBySlot() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            primary: Continue
                            secondary: Later
                            skip: Skip
                            back: Back
                            close: { icon: xmark }
                            """)))
            let buttons = try #require(spec.screen("welcome")?.content.buttons)
            #expect(buttons.map(\.slot) == [.primary, .secondary, .skip, .back, .close])
            #expect(buttons.map(\.label?.text) == ["Continue", "Later", "Skip", "Back", nil])
            #expect(
                buttons.map(\.label?.key) == [
                    "onboarding.welcome.primary", "onboarding.welcome.secondary", "onboarding.welcome.skip",
                    "onboarding.welcome.back", nil,
                ])
            let kinds = buttons.map(\.action.kind)
            #expect(kinds[0] == .next)
            #expect(kinds[1] == .next)
            guard case .skip(let target) = kinds[2] else {
                Issue.record("a skip button skips, got \(kinds[2])")
                return
            }
            #expect(target.kind == .complete)
            #expect(kinds[3] == .back)
            #expect(kinds[4] == .complete(result: nil))
            #expect(buttons[4].icon == "xmark")
        }

        @Test func explicitActions() throws {
            let spec = try #require(
                decode(
                    """
                    version: 1
                    app: { id: demo, name: Demo }
                    flows:
                      - id: tour
                        trigger: settings
                        screens:
                          - id: a
                            role: paywall
                            paywall: { provider: revenuecat, offering: default, plans: [{ id: annual }] }
                            primary: { label: Buy, action: purchase, plan: annual, on: { success: complete, cancel: stay } }
                            secondary: { label: Restore, action: restore }
                            skip: { label: Skip, action: skip, to: b }
                            back: { label: Settings, action: open-settings, then: b }
                          - { id: b, role: completion, primary: { label: Done, action: complete } }
                    """))
            let a = try #require(spec.flows.first?.screens.first?.content)
            guard case .purchase(let plan, let outcomes)? = a.button(.primary)?.action.kind else {
                Issue.record("expected a purchase")
                return
            }
            #expect(plan == "annual")
            #expect(outcomes.map(\.result) == ["success", "cancel"])
            #expect(outcomes.map(\.target.kind) == [.complete, .stay])
            #expect(a.button(.secondary)?.action.kind == .restore(outcomes: []))
            guard case .skip(let to)? = a.button(.skip)?.action.kind,
                case .openSettings(let then?)? = a.button(.back)?.action.kind
            else {
                Issue.record("expected skip to b and open-settings then b")
                return
            }
            #expect(to.kind == .screen("b"))
            #expect(then.kind == .screen("b"))
            #expect(spec.flows.first?.screens.last?.content.button(.primary)?.action.kind == .complete(result: nil))
        }

        @Test func goNeedsATarget() throws {
            let found = diagnose(primary("{ label: Go, action: go }"))
            #expect(found.map(\.located) == ["spec-missing-key 11:18"])
            #expect(found.first?.message == "the `primary` button needs a `to` key")
        }

        @Test func unknownActionWithDidYouMean() throws {
            let found = diagnose(primary("{ label: Go, action: nxt }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:39"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.help == "did you mean 'next'?")
            #expect(
                diagnostic.notes.map(\.message) == [
                    "allowed: next, back, complete, go, skip, request-permission, purchase, restore, open-settings,"
                        + " resend-code, pick-file"
                ])
        }

        @Test func keysTheActionDoesNotUse() throws {
            let found = diagnose(primary("{ label: Go, to: welcome, permission: camera }"))
            #expect(found.map(\.located) == ["spec-unused-key 11:31", "spec-unused-key 11:44"])
            #expect(
                found.map(\.message) == [
                    "`to` has no effect with `action: next`", "`permission` has no effect with `action: next`",
                ])
            #expect(found.first?.help == "remove it, or set `action:` to one that uses it")
        }

        @Test func permissionKeyUnusedByGo() {
            let found = diagnose(primary("{ label: Go, action: go, to: welcome, permission: camera }"))
            #expect(found.map(\.located) == ["spec-unused-key 11:56"])
            #expect(found.first?.message == "`permission` has no effect with `action: go`")
        }

        @Test func unknownOutcomeWithDidYouMean() throws {
            let yaml = primary("{ label: Allow, action: request-permission, permission: camera, on: { allowd: next } }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-unknown-value 11:88"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.help == "did you mean 'allowed'?")
            #expect(diagnostic.notes.map(\.message) == ["allowed: allowed, denied, not-determined"])
        }

        @Test func unknownPermission() {
            let found = diagnose(primary("{ label: Allow, action: request-permission, permission: camra }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:74"])
            #expect(found.first?.help == "did you mean 'camera'?")
        }

        @Test func unknownPlacement() {
            let found = diagnose(primary("{ label: Go, placement: bottm }"))
            #expect(found.map(\.located) == ["spec-unknown-value 11:42"])
            #expect(found.first?.help == "did you mean 'bottom'?")
        }

        @Test func buttonNeedsALabelOrAnIcon() throws {
            let found = diagnose(primary("{ action: next }"))
            #expect(found.map(\.located) == ["spec-missing-key 11:18"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "the `primary` button needs a `label` or an `icon`")
            #expect(diagnostic.help == "add `label:` with the button's text")
        }

        @Test func iconOnlyButton() throws {
            let spec = try #require(decode(primary("{ icon: arrow.right, accessibilityLabel: Next, action: next }")))
            let button = try #require(spec.screen("welcome")?.content.button(.primary))
            #expect(button.label == nil)
            #expect(button.icon == "arrow.right")
            #expect(button.iconSpan.map { "\($0.start.line):\($0.start.column)" } == "11:26")
            #expect(button.accessibilityLabel?.key == "onboarding.welcome.primary.a11y")
        }
    }
}
