/// Something the user answers on a screen: a consent checkbox, a choice, a text field.
public struct Input: Codable, Hashable, Sendable, Identifiable {
    /// The input id, unique on its screen.
    public var id: String
    /// Checkbox, single or multiple choice, or one of the text fields.
    public var kind: InputKind
    /// The key of the input's label.
    public var labelKey: String?
    /// A required input blocks the primary action until answered (a text field: until it holds a valid value).
    public var required: Bool
    /// The value recorded when the step is left without an answer: an option id, or `true`/`false`.
    public var defaultValue: String?
    /// The choices (empty for a checkbox and a text field).
    public var options: [InputOption]
    /// Selection feedback (checkbox and choice animations, haptics).
    public var feedback: Feedback?
    /// A text field's placeholder key: the hint shown while it is empty.
    public var placeholderKey: String?
    /// A text field's validation message key: shown when its value is missing or not of its kind.
    public var validationKey: String?
    /// The keyboard a text field shows.
    public var keyboard: InputKeyboard?
    /// What the system may fill a text field with (iOS `textContentType`, Android `autofillHints`).
    public var autofill: InputAutofill?
    /// The most characters a text field takes.
    public var maxLength: Int?
    /// A `one-time-code` field's number of digits (4–10); nil for every other kind. New in schemaVersion 4.
    public var length: Int?
    /// A date field's earliest accepted day, `YYYY-MM-DD` (``CalendarDate``).
    public var min: String?
    /// A date field's latest accepted day, `YYYY-MM-DD`.
    public var max: String?
    /// A date field's age rule: the whole years that must have passed from the date to today
    /// (``CalendarDate/age(on:)``), such as 18 for "18 or older".
    public var minimumAge: Int?
    /// Where the primary button leads while a date field's date is under ``minimumAge``
    /// (always plain); absent: the field refuses such a date, as it refuses a malformed one.
    public var underAge: Target?
    /// A checkbox ticked when its screen first shows: its answer starts as `true` (written only
    /// when true). Not ``defaultValue``, which is what leaving the step unanswered records.
    /// New in schemaVersion 4, without a bump: an older runtime draws the box unticked.
    public var initial: Bool
    /// What a consent checkbox records consent to, a purpose id such as `marketing-email`;
    /// OnboardKit's `answer-changed` events for it carry it. Nil: not a consent checkbox.
    public var consent: String?

    /// An input with these values.
    public init(
        id: String, kind: InputKind, labelKey: String? = nil, required: Bool = false,
        defaultValue: String? = nil, options: [InputOption] = [], feedback: Feedback? = nil,
        placeholderKey: String? = nil, validationKey: String? = nil, keyboard: InputKeyboard? = nil,
        autofill: InputAutofill? = nil, maxLength: Int? = nil, length: Int? = nil, min: String? = nil,
        max: String? = nil, minimumAge: Int? = nil, underAge: Target? = nil, initial: Bool = false,
        consent: String? = nil
    ) {
        self.initial = initial
        self.consent = consent
        self.length = length
        self.min = min
        self.max = max
        self.minimumAge = minimumAge
        self.underAge = underAge
        self.placeholderKey = placeholderKey
        self.validationKey = validationKey
        self.keyboard = keyboard
        self.autofill = autofill
        self.maxLength = maxLength
        self.id = id
        self.kind = kind
        self.labelKey = labelKey
        self.required = required
        self.defaultValue = defaultValue
        self.options = options
        self.feedback = feedback
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(InputKind.self, forKey: .kind)
        labelKey = try container.decodeIfPresent(String.self, forKey: .labelKey)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
        options = try container.decodeIfPresent([InputOption].self, forKey: .options) ?? []
        feedback = try container.decodeIfPresent(Feedback.self, forKey: .feedback)
        placeholderKey = try container.decodeIfPresent(String.self, forKey: .placeholderKey)
        validationKey = try container.decodeIfPresent(String.self, forKey: .validationKey)
        keyboard = try container.decodeIfPresent(InputKeyboard.self, forKey: .keyboard)
        autofill = try container.decodeIfPresent(InputAutofill.self, forKey: .autofill)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        length = try container.decodeIfPresent(Int.self, forKey: .length)
        min = try container.decodeIfPresent(String.self, forKey: .min)
        max = try container.decodeIfPresent(String.self, forKey: .max)
        minimumAge = try container.decodeIfPresent(Int.self, forKey: .minimumAge)
        underAge = try container.decodeIfPresent(Target.self, forKey: .underAge)
        initial = try container.decodeIfPresent(Bool.self, forKey: .initial) ?? false
        consent = try container.decodeIfPresent(String.self, forKey: .consent)
        if let underAge, !underAge.isPlain {
            throw DecodingError.dataCorruptedError(
                forKey: .underAge, in: container, debugDescription: "An input's underAge target is a plain target.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(labelKey, forKey: .labelKey)
        try container.encode(required, forKey: .required)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encode(options, forKey: .options)
        try container.encodeIfPresent(feedback, forKey: .feedback)
        try container.encodeIfPresent(placeholderKey, forKey: .placeholderKey)
        try container.encodeIfPresent(validationKey, forKey: .validationKey)
        try container.encodeIfPresent(keyboard, forKey: .keyboard)
        try container.encodeIfPresent(autofill, forKey: .autofill)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(length, forKey: .length)
        try container.encodeIfPresent(min, forKey: .min)
        try container.encodeIfPresent(max, forKey: .max)
        try container.encodeIfPresent(minimumAge, forKey: .minimumAge)
        try container.encodeIfPresent(underAge, forKey: .underAge)
        if initial { try container.encode(initial, forKey: .initial) }
        try container.encodeIfPresent(consent, forKey: .consent)
    }

    /// The option with this id.
    public func option(id: String) -> InputOption? {
        options.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, labelKey, required, options, feedback, placeholderKey, validationKey, keyboard, autofill,
            maxLength, length, min, max, minimumAge, underAge, initial, consent
        case defaultValue = "default"
    }
}

/// The kind of an input. Closed: the text-field kinds are new in schemaVersion 2; `phone`,
/// `one-time-code` and `date` in schemaVersion 4.
public enum InputKind: String, Codable, Hashable, Sendable, CaseIterable {
    case checkbox
    case singleChoice = "single-choice"
    case multipleChoice = "multiple-choice"
    /// Free text.
    case text
    /// A person's name.
    case name
    /// An email address.
    case email
    /// A whole number (decimal digits of any script).
    case number
    /// A password, shown as dots.
    case password
    /// An international phone number (E.164). New in schemaVersion 4.
    case phone
    /// A one-time code of `length` digits, such as one sent by text message. New in schemaVersion 4.
    case oneTimeCode = "one-time-code"
    /// A day picked in a date picker; its answer is the day's `YYYY-MM-DD` (new in schemaVersion 4).
    case date

    /// Whether the user types the answer (a text field), rather than picking it.
    public var isTyped: Bool {
        switch self {
        case .checkbox, .singleChoice, .multipleChoice, .date: false
        case .text, .name, .email, .number, .password, .phone, .oneTimeCode: true
        }
    }

    /// Whether the answer is text (OnboardKit's `InputValue.text`): what a text field's user typed, or
    /// a date field's `YYYY-MM-DD`. Such an input has a placeholder and a validation message.
    public var answersWithText: Bool {
        isTyped || self == .date
    }
}

/// One option of a choice.
public struct InputOption: Codable, Hashable, Sendable, Identifiable {
    /// The option id (the value recorded when chosen).
    public var id: String
    /// The key of the option's label.
    public var labelKey: String
    /// An SF Symbol name.
    public var icon: String?
    /// The Material Symbols name Android shows for `icon`; absent: none given.
    public var androidIcon: String?

    /// An option with these values.
    public init(id: String, labelKey: String, icon: String? = nil, androidIcon: String? = nil) {
        self.id = id
        self.labelKey = labelKey
        self.icon = icon
        self.androidIcon = androidIcon
    }
}
