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

    /// A state with these values.
    public init(
        id: String, kind: StateKind, titleKey: String? = nil, subtitleKey: String? = nil,
        bodyKey: String? = nil, captionKey: String? = nil, visual: Visual? = nil,
        buttons: [ScreenButton] = [], when: Condition? = nil
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
