import BundleFormat
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// Text fields: the typed input kinds, their copy, keyboard, autofill and length.
    @Suite struct TextFieldDecodingTests {
        static let signUp = """
            inputs:
              - id: email
                kind: email
                label: Email address
                placeholder: name@example.com
                required: true
                validation: Enter an email address like name@example.com
              - { id: age, kind: number, label: Age, keyboard: number, maxLength: 3 }
              - { id: code, kind: text, label: Code, autofill: one-time-code }
            """

        @Test func copyKeysAndTheKindsDefaults() throws {
            let spec = try #require(decode(minimalSpec(screen: Self.signUp)))
            let inputs = try #require(spec.screen("welcome")?.inputs)
            let email = try #require(inputs.first?.field)
            #expect(inputs[0].label?.key == "onboarding.welcome.email")
            #expect(email.placeholder?.key == "onboarding.welcome.email.placeholder")
            #expect(email.placeholder?.text == "name@example.com")
            #expect(email.validation?.key == "onboarding.welcome.email.validation")
            #expect(email.keyboard == .email && email.autofill == .email && email.maxLength == nil)
            #expect(email.kindSpan.start.line == 13 && email.kindSpan.start.column == 19)
            #expect(inputs[1].field?.keyboard == .number && inputs[1].field?.autofill == InputAutofill.none)
            #expect(inputs[1].field?.maxLength == 3)
            #expect(inputs[2].field?.keyboard == .default && inputs[2].field?.autofill == .oneTimeCode)
            #expect(inputs.allSatisfy { $0.options.isEmpty && $0.defaultValue == nil })
        }

        @Test(
            "every kind's keyboard and autofill unless the spec says otherwise",
            arguments: [
                ("text", "default", "none"), ("name", "default", "name"), ("email", "email", "email"),
                ("number", "number", "none"), ("password", "default", "password"),
            ])
        func defaults(kind: String, keyboard: String, autofill: String) throws {
            let spec = try #require(decode(minimalSpec(screen: "inputs:\n  - { id: f, kind: \(kind), label: F }")))
            let field = try #require(spec.screen("welcome")?.inputs.first?.field)
            #expect(field.keyboard.rawValue == keyboard && field.autofill.rawValue == autofill)
        }

        @Test func thePlaceholderAndMessageAreStrings() throws {
            let spec = try #require(decode(minimalSpec(screen: Self.signUp)))
            let keys = StringTable(SpecAnalysis(spec), diagnostics: DiagnosticSink()).entries.map(\.key)
            #expect(keys.contains("onboarding.welcome.email.placeholder"))
            #expect(keys.contains("onboarding.welcome.email.validation"))
        }

        @Test func anUnknownKeyboardOrAutofillNamesTheKnownOnes() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - { id: f, kind: text, label: F, keyboard: emoji, autofill: birthday }
                        """))
            #expect(found.map(\.located) == ["spec-unknown-value 12:54", "spec-unknown-value 12:71"])
            #expect(found.first?.notes.map(\.message) == ["allowed: default, email, number, decimal, phone, url"])
        }

        @Test func choiceKeysHaveNoEffectOnATextField() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - { id: f, kind: name, label: F, default: Ada, options: [{ id: a, label: A }] }
                        """))
            #expect(found.map(\.located) == ["spec-unused-key 12:44", "spec-unused-key 12:58"])
            #expect(found.first?.message == "`default` has no effect: a text field is typed, not picked")
        }

        @Test func fieldKeysHaveNoEffectOnAChoice() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - id: goal
                            kind: single-choice
                            placeholder: Pick one
                            maxLength: 3
                            options: [{ id: a, label: A }]
                        """))
            #expect(found.map(\.located) == ["spec-unused-key 14:13", "spec-unused-key 15:13"])
            #expect(found.first?.message == "`placeholder` has no effect: only a text or date field has one")
            #expect(found.last?.message == "`maxLength` has no effect: only a text field has one")
        }

        @Test func aNumberFieldTakesTheNumberPadOnly() throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: f, kind: number, label: F, keyboard: phone }"))
            #expect(found.map(\.located) == ["spec-keyboard-mismatch 12:56"])
            #expect(found.first?.severity == .warning)
        }

        @Test func maxLengthIsAPositiveWholeNumber() throws {
            let found = diagnose(minimalSpec(screen: "inputs:\n  - { id: f, kind: text, label: F, maxLength: 0 }"))
            #expect(found.map(\.located) == ["spec-out-of-range 12:55"])
        }
    }
}
