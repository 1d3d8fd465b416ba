import Testing

@testable import OnboardCompiler

/// A phone or code field is a text field to the accessibility rule: it needs a label, and,
/// since it refuses what is not a number or a code even when optional, a validation message.
/// `helloSpec` puts the first input at line 11.
@Suite struct VerificationFieldTests {
    static let rule = "a11y-text-field"

    func findings(_ inputs: String...) -> [Diagnostic] {
        lintDiagnostics(
            helloSpec("title: Hi", "inputs:", inputs.joined(separator: "\n        ")), config: .only(Self.rule)
        )
        .filter { $0.code == Self.rule }
    }

    @Test(arguments: ["phone", "one-time-code"])
    func anOptionalFieldOfTheseKindsCanRefuseAValue(kind: String) {
        let found = findings("  - { id: f, kind: \(kind), label: F }")
        #expect(found.map(\.located) == ["a11y-text-field 11:13"])
        #expect(found.first?.message.contains("has no `validation` message") == true)
    }

    @Test(arguments: ["phone", "one-time-code"])
    func aFieldWithoutALabel(kind: String) {
        let found = findings("  - { id: f, kind: \(kind), validation: Enter it }")
        #expect(found.first?.message == "text field `f` on screen `hello` has no label")
    }

    @Test func labelledFieldsWithMessagesPass() {
        #expect(
            findings(
                "  - { id: p, kind: phone, label: Phone, validation: Add the country code }",
                "  - { id: c, kind: one-time-code, label: Code, validation: Enter the 6 digits }"
            ).isEmpty)
    }
}
