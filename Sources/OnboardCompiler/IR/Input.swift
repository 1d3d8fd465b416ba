import BundleFormat

/// Something the user answers on a screen: a consent checkbox, a choice, a text field.
public struct Input: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case checkbox
        case singleChoice = "single-choice"
        case multipleChoice = "multiple-choice"
        case text, name, email, number, password, phone
        case oneTimeCode = "one-time-code"
        case date

        /// Whether the user types the answer (a text field), rather than picking it.
        public var isTyped: Bool { BundleFormat.InputKind(rawValue: rawValue)?.isTyped ?? false }
    }

    public struct Option: Sendable, Hashable {
        public var id: String
        public var label: Copy
        /// An SF Symbol name.
        public var icon: String?
        /// Where the `icon` value is written.
        public var iconSpan: SourceSpan?
        /// The Material Symbols name Android shows instead (`androidIcon`).
        public var androidIcon: MaterialSymbol? = nil
        public var span: SourceSpan
    }

    /// What only a text field has.
    public struct TextField: Sendable, Hashable {
        /// Shown in the empty field; never a replacement for the label.
        public var placeholder: Copy?
        /// Shown when the value is missing (required) or not of the field's kind.
        public var validation: Copy?
        public var keyboard: InputKeyboard
        public var autofill: InputAutofill
        /// The most characters the field takes.
        public var maxLength: Int?
        /// A `one-time-code` field's digits (4–10, default 6); nil for every other kind.
        public var length: Int? = nil
        /// Where `kind` is written, for findings about the field's kind.
        public var kindSpan: SourceSpan
        /// Where `autofill` is written, if it is.
        public var autofillSpan: SourceSpan?
    }

    /// What only a date field has: its bounds and its age rule.
    public struct DateRule: Sendable, Hashable {
        /// The earliest day accepted.
        public var min: CalendarDate?
        /// The latest day accepted.
        public var max: CalendarDate?
        /// The whole years that must have passed from the date to the day of the check.
        public var minimumAge: Int?
        /// Where the primary button leads while the date is under `minimumAge`.
        public var underAge: Target?
        /// Where `minimumAge` is written, if it is.
        public var minimumAgeSpan: SourceSpan?
    }

    public var id: String
    public var kind: Kind
    public var label: Copy?
    /// A required input blocks the primary action until answered.
    public var required: Bool
    public var options: [Option]
    /// The value recorded when the step is skipped (an option id, or `true`/`false`).
    public var defaultValue: String?
    /// Selection feedback (checkbox and choice animations, haptics).
    public var feedback: Feedback?
    /// Set for the kinds whose answer is text: the typed kinds (text, name, email, number,
    /// password, phone, one-time-code), and a date field (its placeholder and validation message only).
    public var field: TextField?
    /// Set for a date field.
    public var date: DateRule? = nil
    public var span: SourceSpan
    /// A checkbox ticked when its screen first shows (`initial: true`).
    public var initial = false
    /// What a consent checkbox records consent to (`consent: marketing-email`); nil: not a consent.
    public var consent: String? = nil
    /// Where `initial`, `consent` and `default` are written, if they are.
    public var initialSpan: SourceSpan? = nil
    public var consentSpan: SourceSpan? = nil
    public var defaultSpan: SourceSpan? = nil
}

extension Input.Kind {
    /// The one keyboard a field of this kind takes (`spec-keyboard-mismatch` for another); nil: any.
    var onlyKeyboard: InputKeyboard? {
        switch self {
        case .number, .oneTimeCode: .number
        case .phone: .phone
        default: nil
        }
    }

    /// The keyboard and autofill a field of this kind gets unless the spec says otherwise.
    var fieldDefaults: (keyboard: InputKeyboard, autofill: InputAutofill) {
        switch self {
        case .name: (.default, .name)
        case .email: (.email, .email)
        case .number: (.number, .none)
        case .password: (.default, .password)
        case .phone: (.phone, .phone)
        case .oneTimeCode: (.number, .oneTimeCode)
        case .text, .date, .checkbox, .singleChoice, .multipleChoice: (.default, .none)
        }
    }
}
