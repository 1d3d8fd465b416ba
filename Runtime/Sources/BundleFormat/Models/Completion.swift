/// What a flow records when it ends.
public struct Completion: Codable, Hashable, Sendable {
    /// The key of the Boolean in the app's key–value store; absent when the flow sets no flag.
    public var flag: String?
    /// When the flag is set to `true`. Never before the end: quitting part-way sets nothing.
    public var setOn: [CompletionEvent]

    /// A completion setting `flag` on the `setOn` events.
    public init(flag: String? = nil, setOn: [CompletionEvent] = []) {
        self.flag = flag
        self.setOn = setOn
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        flag = try container.decodeIfPresent(String.self, forKey: .flag)
        setOn = try container.decodeIfPresent([CompletionEvent].self, forKey: .setOn) ?? []
    }
}

/// What VoiceOver announces on each screen.
public struct FlowAccessibility: Codable, Hashable, Sendable {
    /// Announce "Screen i of N" on each screen.
    public var announceScreenPosition: Bool
    /// The key of the announcement's text, in which the client replaces `{position}`
    /// (from 1) and `{count}`.
    public var announcementKey: String?

    /// Accessibility settings of a flow.
    public init(announceScreenPosition: Bool = false, announcementKey: String? = nil) {
        self.announceScreenPosition = announceScreenPosition
        self.announcementKey = announcementKey
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        announceScreenPosition = try container.decodeIfPresent(Bool.self, forKey: .announceScreenPosition) ?? false
        announcementKey = try container.decodeIfPresent(String.self, forKey: .announcementKey)
    }
}

/// A confirmation an action asks for before it runs.
public struct Dialog: Codable, Hashable, Sendable, Identifiable {
    /// The id actions name in `confirmDialog`.
    public var id: String
    /// The key of the title.
    public var titleKey: String
    /// The key of the message under the title.
    public var messageKey: String?
    /// The key of the confirm button's label.
    public var confirmKey: String
    /// The key of the cancel button's label.
    public var cancelKey: String
    /// Style the confirm button as destructive.
    public var destructive: Bool

    /// A dialog with these keys.
    public init(
        id: String, titleKey: String, messageKey: String? = nil, confirmKey: String, cancelKey: String,
        destructive: Bool = false
    ) {
        self.id = id
        self.titleKey = titleKey
        self.messageKey = messageKey
        self.confirmKey = confirmKey
        self.cancelKey = cancelKey
        self.destructive = destructive
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        titleKey = try container.decode(String.self, forKey: .titleKey)
        messageKey = try container.decodeIfPresent(String.self, forKey: .messageKey)
        confirmKey = try container.decode(String.self, forKey: .confirmKey)
        cancelKey = try container.decode(String.self, forKey: .cancelKey)
        destructive = try container.decodeIfPresent(Bool.self, forKey: .destructive) ?? false
    }
}
