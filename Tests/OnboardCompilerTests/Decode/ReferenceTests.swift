import Foundation
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Names that point at something declared elsewhere: targets, dialogs,
    /// states, colours, options and entrance elements.
    @Suite struct ReferenceTests {
        /// Two screens; `camera` has states `denied` and `loading`. Line 14 is the
        /// camera screen's `primary`, its value starting at column 18.
        private func camera(primary: String, flow: String = "") -> String {
            """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: onboarding
                trigger: settings
                dialogs: [{ id: leave, title: Leave?, confirm: Leave, cancel: Stay }]
                screens:
                  - { id: welcome, role: welcome, title: Hi }
                  - id: camera
                    role: permission-request
                    states:
                      - { id: denied, kind: error, title: No camera }
                      - { id: loading, kind: loading }
                    primary: \(primary)

            """
        }

        @Test func targetsResolveToScreensStatesAndReservedNames() throws {
            let spec = try #require(
                decode(
                    camera(
                        primary: """
                            { label: Allow, action: request-permission, permission: camera, pending: loading, confirm: leave,
                                          on: { allowed: complete, denied: denied, not-determined: welcome } }
                            """)))
            let action = try #require(spec.screen("camera")?.content.button(.primary)?.action)
            guard case .requestPermission(.camera, let outcomes) = action.kind else {
                Issue.record("expected a permission request, got \(action.kind)")
                return
            }
            #expect(outcomes.map(\.result) == ["allowed", "denied", "not-determined"])
            #expect(
                outcomes.map(\.target.kind) == [
                    .complete, .state(screen: "camera", state: "denied"), .screen("welcome"),
                ])
            #expect(action.pending == "loading")
            #expect(action.confirm == "leave")
        }

        @Test func missingScreenWithDidYouMean() throws {
            let found = diagnose(minimalSpec(screen: "primary: { label: Go, action: go, to: welcme }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 11:47"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "there is no screen or state `welcme`")
            #expect(diagnostic.help == "did you mean 'welcome'?")
        }

        @Test func stateOfAnotherScreenIsNotATarget() throws {
            let yaml = camera(primary: "Allow").replacingOccurrences(
                of: "{ id: welcome, role: welcome, title: Hi }",
                with: "{ id: welcome, role: welcome, primary: { label: Go, action: go, to: denied } }")
            let found = diagnose(yaml)
            #expect(found.map(\.located) == ["spec-unknown-reference 8:77"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.help == "known: next, back, complete, stay, welcome, camera")
        }

        @Test func missingDialogInConfirm() throws {
            let found = diagnose(camera(primary: "{ label: Allow, confirm: leav }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 14:43"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "there is no dialog `leav`")
            #expect(diagnostic.help == "did you mean 'leave'?")
        }

        @Test func confirmWithNoDialogsDeclared() throws {
            let found = diagnose(minimalSpec(screen: "primary: { label: Go, confirm: sure }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 11:40"])
            #expect(found.first?.message == "there is no dialog `sure`")
            #expect(found.first?.help == nil)
        }

        @Test func missingStateInPending() throws {
            let found = diagnose(camera(primary: "{ label: Allow, pending: loding }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 14:43"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "there is no state `loding` on screen `camera`")
            #expect(diagnostic.help == "did you mean 'loading'?")
        }

        @Test func unknownOutcomeTarget() {
            let found = diagnose(
                camera(
                    primary: """
                        { label: Allow, action: request-permission, permission: camera, on: { denied: denid } }
                        """))
            #expect(found.map(\.located) == ["spec-unknown-reference 14:96"])
            #expect(found.first?.help == "did you mean 'denied'?")
        }

        @Test func unknownColourWithDidYouMean() throws {
            let found = diagnose(minimalSpec(screen: "color: brnd", top: "theme: { colors: { brand: \"#0A5042\" } }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 11:16"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "there is no colour `brnd` in theme.colors")
            #expect(diagnostic.help == "did you mean 'brand'?")
        }

        @Test func unknownColourWithoutATheme() {
            let found = diagnose(minimalSpec(screen: "color: green"))
            #expect(found.map(\.located) == ["spec-unknown-reference 11:16"])
            #expect(found.first?.help == "define it under theme.colors, or write a hex colour such as #34C759")
        }

        @Test func unknownColourInARole() {
            let found = diagnose(minimalSpec(top: "theme: { colors: { ink: \"#000000\" }, roles: { text: inc } }"))
            #expect(found.map(\.located) == ["spec-unknown-reference 11:53"])
            #expect(found.first?.help == "did you mean 'ink'?")
        }

        @Test func unknownOptionInDefault() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - id: goal
                            kind: single-choice
                            options: [{ id: relax, label: Relax }, { id: focus, label: Focus }]
                            default: focs
                        """))
            #expect(found.map(\.located) == ["spec-unknown-reference 15:22"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "there is no option `focs`")
            #expect(diagnostic.help == "did you mean 'focus'?")
        }

        @Test func unknownEntranceElement() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        entrance:
                          - { element: titles, duration: 0.3 }
                          - { element: primary, duration: 0.3 }
                        """))
            #expect(found.map(\.located) == ["spec-unknown-reference 12:24", "spec-unknown-reference 13:24"])
            #expect(
                found.map(\.message) == [
                    "there is no element `titles` on this screen", "there is no element `primary` on this screen",
                ])
            #expect(found.first?.help == "did you mean 'title'?")
            #expect(found.last?.help == "known: title")
        }
    }
}
