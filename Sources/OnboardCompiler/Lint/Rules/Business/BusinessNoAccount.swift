/// Where the policy forbids account creation, no copy asks the user to sign up or log in,
/// and no text field asks for an email address, a username or a password.
struct BusinessNoAccount: LintRule {
    static let defaultKeywords = [
        "sign up", "sign-up", "signup", "sign in", "sign-in", "signin", "log in", "log-in", "login",
        "create an account", "create account", "create your account", "register", "email", "e-mail",
        "password", "username",
    ]

    static let keywords = RuleParameter.list(
        "keywords", default: defaultKeywords, "words and phrases that ask for an account")

    static let description = RuleDescription(
        id: "business-no-account",
        category: .business,
        severity: .error,
        summary:
            "Where the policy says `accountCreation: forbidden`, no copy asks the user to sign up, log in or give an email or password, and no text field asks for one.",
        rationale: """
            Asking for an account before the user has seen any value is where most people leave an \
            onboarding, and an app that promises privacy loses trust with it. VegyScan UC-008 \
            business rule 3: "No account creation - onboarding does NOT ask for sign-up/login". The \
            check looks for the `keywords` as whole words (case does not matter) in every piece of \
            copy of the flow: titles, bodies, buttons, input labels and options, dialogs. A keyword \
            right after "no" or "without" ("No sign-up needed") is a promise, not a request, and \
            is not reported; the word "account" alone is not a keyword ("No account needed"). \
            Text fields are checked by what they are, whatever their copy says: an `email` or \
            `password` field, or one whose `autofill` is `email`, `username`, `password` or \
            `new-password`, asks for an account.
            """,
        parameters: [
            Self.keywords.declaration
        ],
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { accountCreation: forbidden }
                flows:
                  - id: tutorial
                    trigger: settings
                    screens:
                      - id: privacy
                        role: information
                        title: All data stays on your device
                        body: No account needed. No sign-up, no email.
                        primary: { label: Get Started, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { accountCreation: forbidden }
                flows:
                  - id: tutorial
                    trigger: settings
                    screens:
                      - id: join
                        role: form
                        title: ⟦Create an account to save your scans
                        body: Your scans are stored locally.
                        primary: { label: ⟦Sign Up, action: complete }
                        secondary: { label: Not now, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                policy: { accountCreation: forbidden }
                flows:
                  - id: tutorial
                    trigger: settings
                    screens:
                      - id: reminders
                        role: form
                        title: Where should we send your weekly summary?
                        inputs:
                          - { id: address, kind: ⟦email, label: Your address, required: true }
                        primary: { label: Continue, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        let keywords = BusinessKeywords.Keywords(context[Self.keywords])
        return spec.flows.flatMap(fields)
            + context.copyUses(of: spec).compactMap { use -> Finding? in
                guard use.policy.accountCreation == .forbidden else { return nil }
                let copy = use.copy
                let found = keywords.found(in: copy.text)
                guard !found.isEmpty else { return nil }
                let source = use.policySource(of: "accountCreation")
                return Finding(
                    "this text asks for an account (\(found.map { "“\($0)”" }.joined(separator: ", "))), but \(source.owner) may not ask the user to create one or log in",
                    at: copy.span, path: SpecPath.copy(copy),
                    notes: [source.note("accountCreation: forbidden")],
                    help:
                        "remove the account step or reword the text; an app without accounts needs no sign-up, login, email or password"
                )
            }
    }

    /// Text fields that ask for an account's email, username or password, whatever their copy says.
    private func fields(in flow: Flow) -> [Finding] {
        flow.screens.indices.flatMap { index in
            let screen = flow.screens[index]
            return screen.inputs.compactMap { input -> Finding? in
                guard flow.policy(at: index).accountCreation == .forbidden, let field = input.field,
                    [.email, .password].contains(input.kind) || field.autofill.identifiesAccount
                else { return nil }
                let byKind = [.email, .password].contains(input.kind)
                let asks =
                    byKind
                    ? (input.kind == .password ? "a password" : "an email address")
                    : [.password, .newPassword].contains(field.autofill)
                        ? "a password"
                        : field.autofill == .username ? "a username" : "an email address"
                // With an account kind, a written account autofill must go too.
                let alsoAutofill =
                    byKind && field.autofillSpan != nil && field.autofill.identifiesAccount
                    ? " without `autofill: \(field.autofill.rawValue)`" : ""
                let source = flow.policySource(of: "accountCreation", at: index)
                return Finding(
                    "input `\(input.id)` asks for \(asks), but \(source.owner) may not ask the user to create an account or log in",
                    at: byKind ? field.kindSpan : field.autofillSpan ?? field.kindSpan,
                    path: SpecPath.input(flow, screen, input),
                    notes: [source.note("accountCreation: forbidden")],
                    help: byKind
                        ? "remove the field; if the app needs an address for something else, say what in its label and use `kind: text`\(alsoAutofill)"
                        : "remove the field, or its `autofill: \(field.autofill.rawValue)` if it does not ask for an account"
                )
            }
        }
    }
}
