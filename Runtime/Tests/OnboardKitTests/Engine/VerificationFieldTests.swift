import Foundation
import Testing

@testable import OnboardKit

/// The phone and one-time-code fields: what each accepts, the answer recorded, and the
/// schemaVersion a bundle with them needs. The conformance vectors (`flows/verification/`)
/// play the same in a flow.
@Suite("Phone and code fields")
struct VerificationFieldTests {
    @Test(
        "what a phone field accepts, and the E.164 answer it records",
        arguments: [
            ("+49 151 12345678", "+4915112345678"), ("+1 (650) 555-0100", "+16505550100"),
            ("+44.20.7946.0958", "+442079460958"), ("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+971501234567"),
            ("  +8613812345678 ", "+8613812345678"), ("+12345678", "+12345678"),
            ("+123456789012345", "+123456789012345"),
            ("0151 12345678", nil), ("+0151 12345678", nil), ("+1234567", nil), ("+1234567890123456", nil),
            ("49 151 12345678", nil), ("+49 151 1234567x", nil), ("++4915112345678", nil), ("+49/151/12345678", nil),
        ] as [(String, String?)])
    func phone(text: String, recorded: String?) {
        let field = Input(id: "phone", kind: .phone)
        #expect(field.recorded(text) == recorded)
        #expect(field.problem(with: text) == (recorded == nil ? .malformed : nil))
    }

    @Test(
        "what a code field of each length accepts, and the digits it records",
        arguments: [
            (nil, "123456", "123456"), (nil, "123 456", "123456"), (nil, "١٢٣٤٥٦", "123456"),
            (nil, "12345", nil), (nil, "1234567", nil), (nil, "12-456", nil), (4, "1234", "1234"),
            (4, "123456", nil), (10, "12345 67890", "1234567890"),
        ] as [(Int?, String, String?)])
    func code(length: Int?, text: String, recorded: String?) {
        let field = Input(id: "code", kind: .oneTimeCode, length: length)
        #expect(field.recorded(text) == recorded)
        #expect(field.problem(with: text) == (recorded == nil ? .malformed : nil))
    }

    @Test func anEmptyOptionalFieldIsAcceptedAndARequiredOneIsMissing() {
        #expect(Input(id: "p", kind: .phone).problem(with: " ") == nil)
        #expect(Input(id: "c", kind: .oneTimeCode, required: true).problem(with: "") == .missing)
    }

    static let verify = """
        [{"id": "phone-number", "role": "form",
          "inputs": [{"id": "phone", "kind": "phone", "required": true, "options": []}],
          "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
        """

    @Test func aBundleWithThemIsWrittenWithSchemaVersionFourAndRefusedBelowIt() throws {
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 2, required: 4, reason: "input 'phone' of screen 'phone-number' is a phone field")
        ) {
            try Fixtures.bundle(screens: Self.verify)
        }
        let flows = try JSONDecoder().decode(
            [Flow].self,
            from: Data(
                """
                [{"id": "flow", "trigger": {"kind": "first-launch"}, "completion": {"setOn": ["complete"]},
                  "screens": \(Self.verify)}]
                """.utf8))
        #expect(OnboardingBundle.schemaVersion(for: flows) == OnboardingBundle.fieldSchemaVersion)
        var resend = flows
        resend[0].screens[0].inputs = []
        resend[0].screens[0].buttons[0].action = Action(.resendCode(cooldown: 30, outcomes: [:]))
        #expect(OnboardingBundle.schemaVersion(for: resend) == 4)
        resend[0].screens[0].buttons = []
        #expect(OnboardingBundle.schemaVersion(for: resend) == 2)
    }
}
