import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A screen: role, copy (keyed `flow.screen.slot`), visual, inputs and states.
    @Suite struct ScreenDecodingTests {
        @Test func unknownRoleWithDidYouMean() throws {
            let found = diagnose(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - { id: tour, trigger: settings, screens: [{ id: hello, role: welcom }] }
                """)
            #expect(found.map(\.located) == ["spec-unknown-value 4:65"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.help == "did you mean 'welcome'?")
            let allowed = try #require(diagnostic.notes.first?.message)
            #expect(allowed.hasPrefix("allowed: welcome, feature-highlight, information"))
        }

        @Test func copyKeysAndComments() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            subtitle: { text: Set up in a minute, comment: Shown under the title }
                            icon: { name: leaf, accessibilityLabel: A leaf }
                            primary: { label: Start, accessibilityLabel: Start the tour }
                            inputs:
                              - id: goal
                                kind: single-choice
                                label: Your goal
                                options: [{ id: relax, label: Relax }]
                            states:
                              - { id: busy, kind: loading, title: One moment }
                            """)))
            let screen = try #require(spec.screen("welcome"))
            #expect(
                screen.allCopy.map(\.key) == [
                    "onboarding.welcome.title", "onboarding.welcome.subtitle", "onboarding.welcome.icon.a11y",
                    "onboarding.welcome.primary", "onboarding.welcome.primary.a11y", "onboarding.welcome.goal",
                    "onboarding.welcome.goal.relax", "onboarding.welcome.busy.title",
                ])
            let subtitle = try #require(screen.content.subtitle)
            #expect(subtitle.text == "Set up in a minute")
            #expect(subtitle.comment == "Shown under the title")
            // A copy with a comment points at its text.
            #expect(subtitle.span.start.line == 11)
            #expect(subtitle.span.start.column == 27)
            #expect(screen.content.title?.comment == nil)
        }

        @Test func visualsAndFlags() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            icon: { name: leaf, size: 64, color: "#34C759", rendering: hierarchical, decorative: true }
                            optional: true
                            states: [{ id: note }]
                            """)))
            let screen = try #require(spec.screen("welcome"))
            guard case .symbol(let symbol)? = screen.content.visual else {
                Issue.record("expected a symbol, got \(String(describing: screen.content.visual))")
                return
            }
            #expect(symbol.name == "leaf")
            #expect(symbol.size == 64)
            #expect(symbol.color?.value.light.hex == "#34C759")
            #expect(symbol.rendering == "hierarchical")
            #expect(symbol.decorative)
            #expect(screen.optional)
            #expect(screen.states.map(\.kind) == [.info])
        }

        @Test func iconAndIllustrationConflict() throws {
            let found = diagnose(minimalSpec(screen: "illustration: hero\nicon: star"))
            #expect(found.map(\.located) == ["spec-conflicting-keys 12:9"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "a screen shows an icon or an illustration, not both")
            #expect(diagnostic.help == "remove `icon` or `illustration`")
        }

        @Test(arguments: ["single-choice", "multiple-choice"])
        func choiceWithoutOptions(kind: String) throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: goal, kind: \(kind) }"))
            #expect(found.map(\.located) == ["spec-missing-options 12:13"])
            let diagnostic = try #require(found.first)
            #expect(diagnostic.message == "choice `goal` has no options")
            #expect(diagnostic.help?.contains("options:") == true)
        }

        @Test func checkboxNeedsNoOptionsAndDefaultsToABoolean() throws {
            let yaml = minimalSpec(screen: "inputs:\n  - { id: terms, kind: checkbox, default: false }")
            let spec = try #require(decode(yaml))
            #expect(spec.screen("welcome")?.inputs.first?.defaultValue == "false")
        }

        @Test func checkboxDefaultYesIsNotABoolean() throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: terms, kind: checkbox, default: yes }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 12:51"])
            #expect(found.first?.message == "expected true or false, found `yes`")
        }

        /// With an unknown kind, `default` cannot be checked: only the kind is reported.
        @Test func unknownInputKindIsReportedOnce() throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: goal, kind: dropdown, default: calm }"))
            #expect(found.map(\.located) == ["spec-unknown-value 12:31"])
            #expect(
                found.first?.notes.map(\.message) == [
                    "allowed: checkbox, single-choice, multiple-choice, text, name, email, number, password, phone,"
                        + " one-time-code, date"
                ])
        }

        @Test func duplicateOptionAndInputIDs() {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - { id: goal, kind: single-choice, options: [{ id: a, label: A }, { id: a, label: B }] }
                          - { id: goal, kind: checkbox }
                        """))
            #expect(found.map(\.located) == ["spec-duplicate-id 12:83", "spec-duplicate-id 13:19"])
            #expect(found.map(\.message) == ["option id `a` is used twice", "input id `goal` is used twice"])
        }
    }
}
