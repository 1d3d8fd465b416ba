/// One full-screen step of a flow.
public struct Screen: Codable, Hashable, Sendable, Identifiable {
    /// The screen id, unique in its flow.
    public var id: String
    /// The screen's position in its flow, from 0.
    public internal(set) var index: Int
    /// What the screen is for.
    public var role: ScreenRole
    /// `step` of `of`: always the screen's place in the flow.
    public internal(set) var progress: ScreenProgress
    /// The key of the title.
    public var titleKey: String?
    /// The key of the subtitle.
    public var subtitleKey: String?
    /// The key of the body text.
    public var bodyKey: String?
    /// The key of the caption (small print).
    public var captionKey: String?
    /// The icon or illustration.
    public var visual: Visual?
    /// In slot order: primary, secondary, skip, back, close.
    public var buttons: [ScreenButton]
    /// Checkboxes and choices, in order.
    public var inputs: [Input]
    /// In-screen states (loading, error with retry, …).
    public var states: [ScreenState]
    /// The entrance timeline, in the order written.
    public var entrance: [EntranceStep]
    /// What a paywall screen sells.
    public var paywall: Paywall?
    /// The step may be skipped.
    public var optional: Bool
    /// The user may swipe to the next (left) or previous (right) screen.
    public var swipe: Bool
    /// The screen's accent colour.
    public var color: ThemeColor?
    /// The screen's background; absent: the platform's.
    public var background: ThemeColor?
    /// Text element (`title`, `subtitle`, `body`, `caption`) → how it looks, where the spec says;
    /// the screen's states use the same styles.
    public var textStyles: [String: TextStyle]
    /// Button slot (`primary`, …) → how this screen's button of that slot looks: the theme's
    /// style with the screen's changes applied (a slot not listed looks as the theme says).
    public var buttonStyles: [String: ButtonAppearance]
    /// A transition that overrides the flow's when this screen appears.
    public var transition: TransitionSpec?
    /// The id of the flow's section (a named run of screens, such as a tutorial part) the
    /// screen belongs to, for clients and analytics; absent when it is in none.
    public var section: String?
    /// Shown only when it holds as the user arrives; otherwise the user passes the screen, on
    /// in the direction they were going (docs/bundle-format.md, "screen"). Absent: always shown.
    public var when: Condition?
    /// In a flow whose users see different screens (branches, screens shown only when a
    /// condition holds): the most screens a user can still see after this one, going
    /// forward. A runtime announces "Screen position of position + pathRemaining", counting
    /// the position along the user's own way (docs/bundle-format.md, "screen"). Absent in
    /// a flow every user sees whole: the screen's place in the list counts.
    public var pathRemaining: Int?

    /// A screen with these values. Its `index` and `progress` follow from its place in the
    /// ``Flow`` it is given to.
    public init(
        id: String, role: ScreenRole, titleKey: String? = nil, subtitleKey: String? = nil,
        bodyKey: String? = nil, captionKey: String? = nil, visual: Visual? = nil,
        buttons: [ScreenButton] = [], inputs: [Input] = [], states: [ScreenState] = [],
        entrance: [EntranceStep] = [], paywall: Paywall? = nil, optional: Bool = false, swipe: Bool = false,
        color: ThemeColor? = nil, background: ThemeColor? = nil, textStyles: [String: TextStyle] = [:],
        buttonStyles: [String: ButtonAppearance] = [:],
        transition: TransitionSpec? = nil, section: String? = nil, when: Condition? = nil,
        pathRemaining: Int? = nil
    ) {
        self.background = background
        self.textStyles = textStyles
        self.buttonStyles = buttonStyles
        self.id = id
        self.index = 0
        self.role = role
        self.progress = ScreenProgress(step: 1, of: 1)
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
        self.bodyKey = bodyKey
        self.captionKey = captionKey
        self.visual = visual
        self.buttons = buttons
        self.inputs = inputs
        self.states = states
        self.entrance = entrance
        self.paywall = paywall
        self.optional = optional
        self.swipe = swipe
        self.color = color
        self.transition = transition
        self.section = section
        self.when = when
        self.pathRemaining = pathRemaining
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        index = try container.decodeIfPresent(Int.self, forKey: .index) ?? 0
        role = try container.decode(ScreenRole.self, forKey: .role)
        progress =
            try container.decodeIfPresent(ScreenProgress.self, forKey: .progress) ?? ScreenProgress(step: 1, of: 1)
        titleKey = try container.decodeIfPresent(String.self, forKey: .titleKey)
        subtitleKey = try container.decodeIfPresent(String.self, forKey: .subtitleKey)
        bodyKey = try container.decodeIfPresent(String.self, forKey: .bodyKey)
        captionKey = try container.decodeIfPresent(String.self, forKey: .captionKey)
        visual = try container.decodeIfPresent(Visual.self, forKey: .visual)
        buttons = try container.decodeIfPresent([ScreenButton].self, forKey: .buttons) ?? []
        inputs = try container.decodeIfPresent([Input].self, forKey: .inputs) ?? []
        states = try container.decodeIfPresent([ScreenState].self, forKey: .states) ?? []
        entrance = try container.decodeIfPresent([EntranceStep].self, forKey: .entrance) ?? []
        paywall = try container.decodeIfPresent(Paywall.self, forKey: .paywall)
        optional = try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false
        swipe = try container.decodeIfPresent(Bool.self, forKey: .swipe) ?? false
        color = try container.decodeIfPresent(ThemeColor.self, forKey: .color)
        background = try container.decodeIfPresent(ThemeColor.self, forKey: .background)
        textStyles = try container.decodeIfPresent([String: TextStyle].self, forKey: .textStyles) ?? [:]
        buttonStyles = try container.decodeIfPresent([String: ButtonAppearance].self, forKey: .buttonStyles) ?? [:]
        transition = try container.decodeIfPresent(TransitionSpec.self, forKey: .transition)
        section = try container.decodeIfPresent(String.self, forKey: .section)
        when = try container.decodeIfPresent(Condition.self, forKey: .when)
        pathRemaining = try container.decodeIfPresent(Int.self, forKey: .pathRemaining)
    }

    /// The button of this slot.
    public func button(_ slot: ButtonSlot) -> ScreenButton? {
        buttons.first { $0.slot == slot }
    }

    /// The in-screen state with this id.
    public func state(id: String) -> ScreenState? {
        states.first { $0.id == id }
    }

    /// The input with this id.
    public func input(id: String) -> Input? {
        inputs.first { $0.id == id }
    }
}

/// What a screen is for. Open: an unknown role is `unknown` (show a plain screen).
public enum ScreenRole: OpenVocabulary {
    case welcome, featureHighlight, information, disclaimer, consent, choice, form
    case permissionEducation, permissionRequest, paywall, completion
    case unknown(String)

    public static let knownValues: [ScreenRole] = [
        .welcome, .featureHighlight, .information, .disclaimer, .consent, .choice, .form,
        .permissionEducation, .permissionRequest, .paywall, .completion,
    ]

    public var rawValue: String {
        switch self {
        case .welcome: "welcome"
        case .featureHighlight: "feature-highlight"
        case .information: "information"
        case .disclaimer: "disclaimer"
        case .consent: "consent"
        case .choice: "choice"
        case .form: "form"
        case .permissionEducation: "permission-education"
        case .permissionRequest: "permission-request"
        case .paywall: "paywall"
        case .completion: "completion"
        case .unknown(let raw): raw
        }
    }
}
