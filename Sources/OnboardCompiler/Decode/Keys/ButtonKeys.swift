/// A button in its long form: its label and its action.
extension MappingSchema {
    static let button = MappingSchema(
        "button", noun: "a button", summary: "A button: its label, and what it does.", docs: DocsTable("3.12 Button"),
        keys: [
            Key(
                "label", .copy, .sometimes,
                #"the button's text. Key `<flow>.<screen>.<slot>` (in a state `<flow>.<screen>.<state>.<slot>`)"#),
            Key("icon", .text, #"a symbol name shown on the button (`xmark`)"#),
            .androidIcon,
            Key(
                "accessibilityLabel", .copy,
                #"what a screen reader says; give one to every icon-only button. Key `<…>.<slot>.a11y`"#),
            Key("action", .choice(ActionName.self), #"what the button does"#),
            Key(
                "to", .target,
                #"with `action: go` (required) or `action: skip` (also the default action of a `skip` button); a [target](#314-targets), or targets chosen by conditions"#
            ),
            Key(
                "confirm", .identifier,
                #"ask this [dialog](#37-dialog) first; the action runs only if the user confirms"#),
            Key(
                "pending", .identifier,
                #"show this [state](#315-state) while the action is under way (for example a loading state while waiting for the system)"#
            ),
            Key("permission", .choice(Permission.self), #"with `action: request-permission` (required)"#),
            Key(
                "types", .list(.formatted(.mimeType), atLeast: 1),
                #"with `action: pick-file`: the MIME types the picker offers, lower case (`application/pdf`, `image/*`); absent: any file (`*/*`)"#
            ),
            Key("plan", .identifier, #"with `action: purchase`"#),
            Key(
                "on",
                .dictionary(
                    keys: .choice(
                        Outcome.biometricResults + Outcome.purchaseResults + Outcome.codeResults
                            + Outcome.fileResults),
                    values: .target),
                #"with `request-permission`, `purchase`, `restore`, `resend-code`, `pick-file`"#),
            Key(
                "cooldown", .duration,
                #"with `action: resend-code`: how long the button stays disabled after a code is sent (`30s`), so the user waits for the code before asking again"#
            ),
            Key("then", .target, #"with `action: open-settings`"#),
            Key(
                "result", .identifier,
                #"with `action: complete` (also the default action of a `close` button): what the app does after the flow ends ([3.13](#313-actions))"#
            ),
            Key("feedback", .mapping(.feedback), #"how the button reacts to a press"#),
            Key(
                "placement", .choice(Placement.self),
                #"where the button sits; *leading* is the left in left-to-right languages"#),
        ],
        requiresAny: ["label", "icon"])
}

extension MappingSchema {
    /// What a button's `action` is.
    enum ActionName: String, CaseIterable {
        case next, back, complete, go, skip
        case requestPermission = "request-permission"
        case purchase, restore
        case openSettings = "open-settings"
        case resendCode = "resend-code"
        case pickFile = "pick-file"
    }

    /// Where a button's `placement` puts it.
    enum Placement: String, CaseIterable {
        case topLeading = "top-leading", topTrailing = "top-trailing", bottom, bottomLeading = "bottom-leading",
            bottomTrailing = "bottom-trailing", inline
    }
}

extension MappingSchema {
    /// One branch of a target chosen by conditions (docs/conditions.md): where to go when
    /// `when` holds; the last branch, without `when`, is where to go when none does.
    static let targetBranch = MappingSchema(
        "targetBranch", noun: "a branch", summary: "Where a target leads when a condition holds.",
        docs: DocsTable("Branch"),
        keys: [
            Key(
                "when", .text,
                #"a [condition](#314-targets) (docs/conditions.md); leave it out on the last branch, the fallback"#),
            Key("to", .identifier, .required, #"a target: `next`, `back`, `complete`, `stay`, a screen or a state"#),
        ])
}

extension ValueKind {
    /// A target (`next`, a screen id, …), or targets chosen by conditions: a list of branches.
    static var target: ValueKind { .either(.identifier, .list(.mapping(.targetBranch), atLeast: 1)) }
}
