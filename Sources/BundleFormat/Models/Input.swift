/// Something the user answers on a screen: a consent checkbox, a choice.
public struct Input: Codable, Hashable, Sendable, Identifiable {
    /// The input id, unique on its screen.
    public var id: String
    /// Checkbox, single or multiple choice.
    public var kind: InputKind
    /// The key of the input's label.
    public var labelKey: String?
    /// A required input blocks the primary action until answered.
    public var required: Bool
    /// The value recorded when the step is left without an answer: an option id, or `true`/`false`.
    public var defaultValue: String?
    /// The choices (empty for a checkbox).
    public var options: [InputOption]
    /// Selection feedback (checkbox and choice animations, haptics).
    public var feedback: Feedback?

    /// An input with these values.
    public init(id: String, kind: InputKind, labelKey: String? = nil, required: Bool = false,
                defaultValue: String? = nil, options: [InputOption] = [], feedback: Feedback? = nil) {
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
    }

    /// The option with this id.
    public func option(id: String) -> InputOption? {
        options.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, labelKey, required, options, feedback
        case defaultValue = "default"
    }
}

/// The kind of an input.
public enum InputKind: String, Codable, Hashable, Sendable {
    case checkbox
    case singleChoice = "single-choice"
    case multipleChoice = "multiple-choice"
}

/// One option of a choice.
public struct InputOption: Codable, Hashable, Sendable, Identifiable {
    /// The option id (the value recorded when chosen).
    public var id: String
    /// The key of the option's label.
    public var labelKey: String
    /// An SF Symbol name.
    public var icon: String?

    /// An option with these values.
    public init(id: String, labelKey: String, icon: String? = nil) {
        self.id = id
        self.labelKey = labelKey
        self.icon = icon
    }
}
