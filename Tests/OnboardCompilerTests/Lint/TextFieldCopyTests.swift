import Testing

@testable import OnboardCompiler

/// A text field's placeholder and validation message are copy like any other: the copy rules
/// read them, and an account field is reported where the spec says what makes it one.
/// `helloSpec` puts the fields at line 9, column 9.
@Suite struct TextFieldCopyTests {
    static let field = [
        "inputs:",
        #"  - { id: nick, kind: text, label: Nickname, placeholder: "Only $4.99", validation: "Log in first" }"#,
    ]

    func findings(_ rule: String, _ yaml: String) -> [Diagnostic] {
        lintDiagnostics(yaml, config: .only(rule)).filter { $0.code == rule }
    }

    @Test func aPriceInAPlaceholderIsReportedAtIt() {
        let found = findings("copy-typed-price", helloSpec("title: Hi", Self.field[0], Self.field[1]))
        #expect(found.map(\.located) == ["copy-typed-price 11:73"])
        #expect(found.first?.path == "copy[tour.hello.nick.placeholder]")
    }

    @Test func accountWordsInAValidationMessage() {
        let found = findings(
            "business-no-account",
            helloSpec("title: Hi", Self.field[0], Self.field[1])
                .replacingOccurrences(
                    of: "app: { id: demo, name: Demo }",
                    with: "app: { id: demo, name: Demo }\npolicy: { accountCreation: forbidden }"))
        #expect(found.map(\.located) == ["business-no-account 12:93"])
    }

    /// An email field is reported at its kind; its help names the account autofill that must go too.
    @Test func anEmailFieldWithAnAccountAutofill() {
        let found = findings(
            "business-no-account",
            helloSpec(
                "title: Hi", "inputs:", "  - { id: mail, kind: email, label: Mail, autofill: username }"
            )
            .replacingOccurrences(
                of: "app: { id: demo, name: Demo }",
                with: "app: { id: demo, name: Demo }\npolicy: { accountCreation: forbidden }"))
        #expect(found.map(\.located) == ["business-no-account 12:31"])
        #expect(found.first?.message.hasPrefix("input `mail` asks for an email address") == true)
        #expect(found.first?.help?.hasSuffix("use `kind: text` without `autofill: username`") == true)
    }

    /// A text field with an account's autofill is reported at its `autofill`, with help that fits.
    @Test func anAccountAutofillIsReportedAtIt() {
        let found = findings(
            "business-no-account",
            helloSpec(
                "title: Hi", "inputs:", "  - { id: handle, kind: text, label: Handle, autofill: username }"
            )
            .replacingOccurrences(
                of: "app: { id: demo, name: Demo }",
                with: "app: { id: demo, name: Demo }\npolicy: { accountCreation: forbidden }"))
        #expect(found.map(\.located) == ["business-no-account 12:64"])
        #expect(
            found.first?.message
                == "input `handle` asks for a username, but flow `tour` may not ask the user to create an account or log in"
        )
        #expect(found.first?.help == "remove the field, or its `autofill: username` if it does not ask for an account")
    }
}
