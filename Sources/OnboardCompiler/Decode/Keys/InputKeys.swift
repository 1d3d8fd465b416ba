import BundleFormat

/// A screen's inputs: checkboxes, choices with their options, and text fields.
extension MappingSchema {
    static let input = MappingSchema(
        "input", noun: "an input", summary: "A checkbox, a choice between options, or a text field.",
        docs: DocsTable("3.16 Input"),
        keys: [
            Key(
                "id", .identifier, .required,
                #"the input's id: part of its text keys, and how conditions read its answer (`answer.<id>`)"#),
            Key(
                "kind", .choice(Input.Kind.self), .required,
                #"checkbox; pick one; pick any number; free text; a person's name; an email address; a number; a password (shown as dots); an international phone number; a one-time code of `length` digits; a day picked in a date picker"#
            ),
            Key("label", .copy, #"the question, checkbox text or field label. Key `<flow>.<screen>.<input>`"#),
            Key(
                "required", .boolean, default: .bool(false),
                #"the primary button is disabled until the input is answered (a text field: until it holds a value it accepts)"#
            ),
            Key("options", .list(.mapping(.option)), .sometimes, #"the options, in order"#),
            Key(
                "default", .text,
                #"the answer recorded when the step is left (or skipped) without one; not what a checkbox shows: `initial` says that"#
            ),
            Key(
                "initial", .boolean, default: .bool(false),
                #"a checkbox only: ticked when its screen first shows, and so answered `true` until the user unticks it. Never on a consent checkbox (`consent-preticked`)"#
            ),
            Key(
                "consent", .identifier,
                #"a checkbox only: what ticking it consents to, a purpose id such as `marketing-email`, `analytics` or `terms`; once per flow. Its answers carry the purpose (OnboardKit's `answer-changed`), so the app can keep a record of consent given and withdrawn"#
            ),
            Key("feedback", .mapping(.feedback), #"how the input reacts when selected"#),
        ],
        includes: [.textField, .dateField])

    /// The keys only a text field takes. Not a mapping of its own.
    static let textField = MappingSchema(
        "textField", noun: "a text field", summary: "The keys of an input that the user types into.",
        docs: DocsTable("3.16 Input", table: 1),
        keys: [
            Key(
                "placeholder", .copy,
                #"the example shown in the empty field, such as `name@example.com`. It disappears as the user types, so it never replaces the `label` (`a11y-text-field`). Key `<flow>.<screen>.<input>.placeholder`"#
            ),
            Key(
                "validation", .copy,
                #"the message shown while the field refuses its value: what to type, such as "Enter an email address like name@example.com". Key `<flow>.<screen>.<input>.validation`"#
            ),
            Key(
                "keyboard", .choice(InputKeyboard.self),
                #"the keyboard the app shows; a `number` or `one-time-code` field takes only `number`, a `phone` field only `phone` (`spec-keyboard-mismatch`: the others type what it refuses)"#
            ),
            Key(
                "autofill", .choice(InputAutofill.self),
                #"what the system may offer to fill in (iOS `textContentType`, Android `autofillHints`); use `new-password` on a sign-up form so the system suggests a strong password"#
            ),
            Key(
                "maxLength", .integer(1...10_000),
                #"the most characters the field takes; not on a `one-time-code` field, whose `length` says it"#),
            Key(
                "length", .integer(4...10), default: .int(6),
                #"with `kind: one-time-code`: how many digits the code has; the field takes exactly that many"#),
        ])

    /// The keys only a date field takes. Not a mapping of its own.
    static let dateField = MappingSchema(
        "dateField", noun: "a date field", summary: "The keys of an input whose answer is a day.",
        docs: DocsTable("3.16 Input", table: 2),
        keys: [
            Key("min", .formatted(.isoDate), #"the earliest day the field accepts, such as `1900-01-01`"#),
            Key("max", .formatted(.isoDate), #"the latest day the field accepts; not before `min`"#),
            Key(
                "minimumAge", .integer(1...150),
                #"the age rule: the whole years that must have passed from the date to the day of the check (18: "18 or older"); a date under it is refused, or leads to `underAge`"#
            ),
            Key(
                "underAge", .identifier,
                #"with `minimumAge`: where the primary button leads while the date is under the age, instead of its action; a [target](#314-targets) (not targets chosen by conditions), usually a state that says why"#
            ),
        ])

    static let option = MappingSchema(
        "option", noun: "an option", summary: "One option of a choice.", docs: DocsTable("3.16 Input", table: 3),
        keys: [
            Key("id", .identifier, .required, #"the option's id (the value the app records)"#),
            Key("label", .copy, .required, #"the option's text. Key `<flow>.<screen>.<input>.<option>`"#),
            Key("icon", .text, #"a symbol name shown with the option"#),
            .androidIcon,
        ])
}

extension Input.Kind: Vocabulary {
    var meaning: String {
        switch self {
        case .checkbox: "a box the user ticks: the answer is `true` or `false`"
        case .singleChoice: "pick one of the `options`"
        case .multipleChoice: "pick any number of the `options`"
        case .text: "free text"
        case .name: "a person's name"
        case .email: "an email address; the field refuses text that is not one"
        case .number: "a number, typed on a number keyboard"
        case .password: "a password, shown as dots"
        case .phone: "an international phone number (`+` and the country code)"
        case .oneTimeCode: "a one-time code of `length` digits, which the system can fill in from a text message"
        case .date: "a day picked in a date picker, between `min` and `max`"
        }
    }
}

extension InputKeyboard: Vocabulary {
    var meaning: String {
        switch self {
        case .default: "the platform's text keyboard"
        case .email: "a keyboard with `@` and `.` (iOS `.emailAddress`, Android `textEmailAddress`)"
        case .number: "digits only (iOS `.numberPad`, Android `number`)"
        case .decimal: "digits and a decimal separator (iOS `.decimalPad`, Android `numberDecimal`)"
        case .phone: "a phone keypad (iOS `.phonePad`, Android `phone`)"
        case .url: "a keyboard for web addresses (iOS `.URL`, Android `textUri`)"
        case .unknown(let value): "`\(value)`: a keyboard this version of onboardc does not know"
        }
    }
}

extension InputAutofill: Vocabulary {
    var meaning: String {
        switch self {
        case .none: "nothing: the system offers no autofill"
        case .name: "the user's full name (iOS `.name`, Android `personName`)"
        case .givenName: "the user's first name (iOS `.givenName`, Android `personGivenName`)"
        case .familyName: "the user's last name (iOS `.familyName`, Android `personFamilyName`)"
        case .email: "the user's email address (iOS `.emailAddress`, Android `emailAddress`)"
        case .username: "the account's user name (iOS `.username`, Android `username`)"
        case .password: "the saved password, on a sign-in form (iOS `.password`, Android `password`)"
        case .newPassword:
            "a new, strong password the system suggests, on a sign-up form (iOS `.newPassword`, Android `newPassword`)"
        case .oneTimeCode: "the code from a text message (iOS `.oneTimeCode`, Android `smsOTPCode`)"
        case .phone: "the user's phone number (iOS `.telephoneNumber`, Android `phoneNumber`)"
        case .postalCode: "a postal code (iOS `.postalCode`, Android `postalCode`)"
        case .unknown(let value): "`\(value)`: autofill this version of onboardc does not know"
        }
    }
}
