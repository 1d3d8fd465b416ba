import BundleFormat
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A "verify your number" step: the `phone` and `one-time-code` fields and `resend-code`.
    @Suite struct VerificationDecodingTests {
        @Test(
            "the phone and code fields' keyboard and autofill unless the spec says otherwise",
            arguments: [("phone", "phone", "phone"), ("one-time-code", "number", "one-time-code")])
        func defaults(kind: String, keyboard: String, autofill: String) throws {
            let spec = try #require(decode(minimalSpec(screen: "inputs:\n  - { id: f, kind: \(kind), label: F }")))
            let field = try #require(spec.screen("welcome")?.inputs.first?.field)
            #expect(field.keyboard.rawValue == keyboard && field.autofill.rawValue == autofill)
        }

        @Test func aCodeFieldHasSixDigitsUnlessItsLengthSaysOtherwise() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            inputs:
                              - { id: a, kind: one-time-code, label: A }
                              - { id: b, kind: one-time-code, label: B, length: 4 }
                              - { id: c, kind: phone, label: C }
                            """)))
            let inputs = try #require(spec.screen("welcome")?.inputs)
            #expect(inputs.map { $0.field?.length } == [6, 4, nil])
        }

        @Test func aCodeFieldsLengthIsFourToTen() throws {
            let found = diagnose(
                minimalSpec(screen: "inputs:\n  - { id: f, kind: one-time-code, label: F, length: 12 }"))
            #expect(found.map(\.located) == ["spec-out-of-range 12:61"])
        }

        /// `maxLength` on a code field and `length` on another field have no effect, each at its key.
        @Test func lengthAndMaxLengthEachBelongToTheirKind() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        inputs:
                          - { id: a, kind: one-time-code, label: A, maxLength: 6 }
                          - { id: b, kind: phone, label: B, length: 6 }
                        """))
            #expect(found.map(\.located) == ["spec-unused-key 12:53", "spec-unused-key 13:45"])
            #expect(
                found.first?.message == "`maxLength` has no effect: a one-time-code field takes exactly `length` digits"
            )
        }

        @Test(
            "a phone field takes the phone pad, a code field the number pad",
            arguments: [("phone", "number", 55), ("one-time-code", "phone", 63)])
        func keyboardMismatch(kind: String, keyboard: String, column: Int) throws {
            let found = diagnose(
                minimalSpec(screen: "inputs:\n  - { id: f, kind: \(kind), label: F, keyboard: \(keyboard) }"))
            #expect(found.map(\.located) == ["spec-keyboard-mismatch 12:\(column)"])
            #expect(found.first?.message.contains("a `\(kind)` field refuses") == true)
        }

        @Test func resendCodeTakesOutcomesAndACooldown() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            secondary:
                              label: Send again
                              action: resend-code
                              cooldown: 30s
                              on: { sent: stay, failed: next }
                            """)))
            let button = try #require(spec.screen("welcome")?.content.button(.secondary))
            guard case .resendCode(let cooldown, let outcomes) = button.action.kind else {
                Issue.record("not a resend-code action: \(button.action.kind)")
                return
            }
            #expect(cooldown == 30)
            #expect(outcomes.map(\.result) == ["sent", "failed"])
        }

        @Test func aCooldownOnAnotherActionAndAnUnknownOutcomeAreReported() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        secondary: { label: Later, action: next, cooldown: 30s }
                        skip: { label: Again, action: resend-code, on: { allowed: stay } }
                        """))
            #expect(found.map(\.located) == ["spec-unused-key 11:50", "spec-unknown-value 12:58"])
        }
    }
}
