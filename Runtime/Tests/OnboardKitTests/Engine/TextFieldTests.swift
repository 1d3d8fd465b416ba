import Testing
@testable import OnboardKit

@Suite("Text fields")
struct TextFieldTests {
    static let screens = """
        [{"id": "account", "role": "form",
          "inputs": [{"id": "email", "kind": "email", "required": true, "options": [], "validationKey": "k.v"},
                     {"id": "age", "kind": "number", "required": false, "options": [], "maxLength": 3}],
          "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
        """

    static func field(_ kind: InputKind, required: Bool = false, maxLength: Int? = nil) -> Input {
        Input(id: "f", kind: kind, required: required, maxLength: maxLength)
    }

    @Test(
        "what each kind accepts",
        arguments: [
            (InputKind.email, "ada@example.com", nil), (.email, "  ada@example.co.uk ", nil),
            (.email, "ada@example", InputProblem.malformed), (.email, "ada example@x.com", .malformed),
            (.email, "@example.com", .malformed), (.email, "ada@@example.com", .malformed),
            (.email, "ada@.com", .malformed),
            (.number, "42", nil), (.number, " 007 ", nil), (.number, "-3", .malformed), (.number, "3,5", .malformed),
            (.number, "4 2", .malformed), (.number, "٤٢", nil), (.number, "½", .malformed),
            (.number, "3.5", .malformed),
            (.text, "anything at all", nil), (.name, "Zoë", nil), (.password, " ", nil),
        ] as [(InputKind, String, InputProblem?)])
    func accepts(kind: InputKind, text: String, problem: InputProblem?) {
        #expect(Self.field(kind).problem(with: text) == problem)
    }

    @Test("a required field refuses empty and blank text; maxLength counts characters")
    func requiredAndLength() {
        #expect(Self.field(.text, required: true).problem(with: "  ") == .missing)
        #expect(Self.field(.text).problem(with: "") == nil)
        #expect(Self.field(.name, maxLength: 3).problem(with: "Zoë") == nil)
        #expect(Self.field(.name, maxLength: 3).problem(with: "Zoey") == .tooLong)
    }

    @Test("the primary action waits until every field's value is accepted")
    func gating() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(!session.isEnabled(.tap(.primary)))
        #expect(session.unansweredRequiredInputs.map(\.id) == ["email"])
        #expect(session.fieldProblems == ["email": .missing])
        try session.answer("email", with: .text("ada@example"))
        #expect(session.unansweredRequiredInputs.isEmpty)
        #expect(session.fieldProblems == ["email": .malformed])
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("email", with: .text("ada@example.com"))
        try session.answer("age", with: .text("1000"))
        #expect(session.fieldProblems == ["age": .tooLong])
        try session.answer("age", with: .text(""))
        #expect(session.inputsComplete)
        try session.tap(.primary)
        #expect(session.ending?.answers["account"] == ["email": .text("ada@example.com"), "age": .text("")])
    }

    @Test("a field takes text only, and a choice never takes text")
    func textFitsFieldsOnly() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.screens))
        #expect(throws: SessionError.invalidAnswer(input: "email")) {
            try session.answer("email", with: .checked(true))
        }
        let choice = try Fixtures.session(Fixtures.bundle(screens: InputTests.screens))
        var other = choice
        #expect(throws: SessionError.invalidAnswer(input: "terms")) { try other.answer("terms", with: .text("yes")) }
    }
}
