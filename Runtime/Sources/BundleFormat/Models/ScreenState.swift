/// A variant of a screen shown in place: a loading spinner while an action is
/// under way, an error with a retry, an information note.
public struct ScreenState: Codable, Hashable, Sendable, Identifiable {
    /// The state id, unique on its screen.
    public var id: String
    /// Loading, error or info.
    public var kind: StateKind
    /// The key of the title.
    public var titleKey: String?
    /// The key of the subtitle.
    public var subtitleKey: String?
    /// The key of the body text.
    public var bodyKey: String?
    /// The key of the caption.
    public var captionKey: String?
    /// The icon or illustration.
    public var visual: Visual?
    /// The state's own buttons. A state without buttons keeps its screen's.
    public var buttons: [ScreenButton]
    /// Shown only when it holds as a target or a `pending` would show the state; otherwise
    /// the screen's own content is shown (docs/bundle-format.md, "state"). Absent: always
    /// shown. New in schemaVersion 3.
    public var when: Condition?
    /// How the state's elements appear when it is shown: as a screen's `entrance`, timed from
    /// the moment the state replaces what was shown. Empty: everything at once.
    public var entrance: [EntranceStep]

    /// A state with these values.
    public init(
        id: String, kind: StateKind, titleKey: String? = nil, subtitleKey: String? = nil,
        bodyKey: String? = nil, captionKey: String? = nil, visual: Visual? = nil,
        buttons: [ScreenButton] = [], when: Condition? = nil, entrance: [EntranceStep] = []
    ) {
        self.id = id
        self.kind = kind
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
        self.bodyKey = bodyKey
        self.captionKey = captionKey
        self.visual = visual
        self.buttons = buttons
        self.when = when
        self.entrance = entrance
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(StateKind.self, forKey: .kind)
        titleKey = try container.decodeIfPresent(String.self, forKey: .titleKey)
        subtitleKey = try container.decodeIfPresent(String.self, forKey: .subtitleKey)
        bodyKey = try container.decodeIfPresent(String.self, forKey: .bodyKey)
        captionKey = try container.decodeIfPresent(String.self, forKey: .captionKey)
        visual = try container.decodeIfPresent(Visual.self, forKey: .visual)
        buttons = try container.decodeIfPresent([ScreenButton].self, forKey: .buttons) ?? []
        when = try container.decodeIfPresent(Condition.self, forKey: .when)
        entrance = try container.decodeIfPresent([EntranceStep].self, forKey: .entrance) ?? []
    }

    /// Every member; `entrance` only when it has steps, so that a state without them reads as
    /// it did before states could have them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(titleKey, forKey: .titleKey)
        try container.encodeIfPresent(subtitleKey, forKey: .subtitleKey)
        try container.encodeIfPresent(bodyKey, forKey: .bodyKey)
        try container.encodeIfPresent(captionKey, forKey: .captionKey)
        try container.encodeIfPresent(visual, forKey: .visual)
        try container.encode(buttons, forKey: .buttons)
        try container.encodeIfPresent(when, forKey: .when)
        if !entrance.isEmpty { try container.encode(entrance, forKey: .entrance) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, titleKey, subtitleKey, bodyKey, captionKey, visual, buttons, when, entrance
    }
}

/// What an in-screen state is. Open: an unknown kind is `unknown` (show it as `info`).
public enum StateKind: OpenVocabulary {
    case loading, error, info
    case unknown(String)

    public static let knownValues: [StateKind] = [.loading, .error, .info]

    public var rawValue: String {
        switch self {
        case .loading: "loading"
        case .error: "error"
        case .info: "info"
        case .unknown(let raw): raw
        }
    }
}
