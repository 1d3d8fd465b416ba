import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A checkbox's `initial` (ticked when its screen shows) and `consent` (the purpose consented to).
    @Suite struct CheckboxDecodingTests {
        @Test func aCheckboxTakesInitialAndConsent() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            inputs:
                              - { id: tips, kind: checkbox, label: Tips, initial: true }
                              - { id: news, kind: checkbox, label: News, consent: marketing-email, initial: false }
                              - { id: plain, kind: checkbox, label: Plain }
                            """)))
            let inputs = try #require(spec.screen("welcome")?.inputs)
            #expect(inputs.map(\.initial) == [true, false, false])
            #expect(inputs.map(\.consent) == [nil, "marketing-email", nil])
            #expect(inputs.map { $0.initialSpan?.start.column } == [63, 89, nil])
            #expect(inputs[1].consentSpan?.start.column == 63)
        }

        /// `initial` and `consent` on another kind have no effect, each reported at its key.
        @Test func onlyACheckboxTakesThem() throws {
            let found = diagnose(
                minimalSpec(screen: "inputs:\n  - { id: f, kind: text, label: F, initial: true, consent: terms }"))
            #expect(found.map(\.located) == ["spec-unused-key 12:44", "spec-unused-key 12:59"])
            #expect(
                found.first?.message == "`initial` has no effect: only a checkbox is ticked or records a consent")
            #expect(found.first?.help == "`initial`: remove it, or use `kind: checkbox`")
        }

        @Test func aPurposeIsAnID() throws {
            let found = diagnose(
                minimalSpec(screen: "inputs:\n  - { id: a, kind: checkbox, label: A, consent: Terms }"))
            #expect(found.map(\.located) == ["spec-invalid-id 12:57"])
        }

        @Test func initialIsABoolean() throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: a, kind: checkbox, label: A, initial: yes }"))
            #expect(found.map(\.located) == ["spec-type-mismatch 12:57"])
        }

        /// A purpose is asked once per flow, so that each answer is the user's word on it.
        @Test func aPurposeIsAskedOncePerFlow() throws {
            let found = diagnose(
                """
                version: 1
                app: { id: demo, name: Demo }
                flows:
                  - id: onboarding
                    trigger: settings
                    screens:
                      - id: one
                        role: consent
                        inputs: [{ id: a, kind: checkbox, label: A, consent: terms }]
                      - id: two
                        role: consent
                        inputs: [{ id: b, kind: checkbox, label: B, consent: terms }]
                  - id: other
                    trigger: settings
                    screens:
                      - id: three
                        role: consent
                        inputs: [{ id: c, kind: checkbox, label: C, consent: terms }]
                """)
            #expect(found.map(\.located) == ["spec-duplicate-id 12:62"])
            #expect(found.first?.message == "consent purpose id `terms` is used twice")
            #expect(found.first?.notes.first?.span?.start.line == 9)
        }
    }
}
