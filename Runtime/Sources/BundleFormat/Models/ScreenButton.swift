/// A button of a screen or an in-screen state.
public struct ScreenButton: Codable, Hashable, Sendable {
    /// The button's role on the screen.
    public var slot: ButtonSlot
    /// The key of the label; absent for an icon-only button.
    public var labelKey: String?
    /// An SF Symbol name (an icon-only button when there is no label).
    public var icon: String?
    /// The Material Symbols name Android shows for `icon` (`close`); absent: none given.
    public var androidIcon: String?
    /// The key of the VoiceOver label.
    public var accessibilityLabelKey: String?
    /// Where the client places it; absent: the slot's usual place.
    public var placement: ButtonPlacement?
    /// Press feedback.
    public var feedback: Feedback?
    /// What a tap does.
    public var action: Action

    /// A button with these values.
    public init(
        slot: ButtonSlot, labelKey: String? = nil, icon: String? = nil, androidIcon: String? = nil,
        accessibilityLabelKey: String? = nil, placement: ButtonPlacement? = nil, feedback: Feedback? = nil,
        action: Action
    ) {
        self.slot = slot
        self.labelKey = labelKey
        self.icon = icon
        self.androidIcon = androidIcon
        self.accessibilityLabelKey = accessibilityLabelKey
        self.placement = placement
        self.feedback = feedback
        self.action = action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slot = try container.decode(ButtonSlot.self, forKey: .slot)
        labelKey = try container.decodeIfPresent(String.self, forKey: .labelKey)
        icon = try container.decodeIfPresent(String.self, forKey: .icon)
        androidIcon = try container.decodeIfPresent(String.self, forKey: .androidIcon)
        accessibilityLabelKey = try container.decodeIfPresent(String.self, forKey: .accessibilityLabelKey)
        placement = try container.decodeIfPresent(ButtonPlacement.self, forKey: .placement)
        feedback = try container.decodeIfPresent(Feedback.self, forKey: .feedback)
        action = try container.decode(Action.self, forKey: .action)
    }
}

/// The role of a button on its screen; at most one button per slot.
public enum ButtonSlot: String, Codable, Hashable, Sendable, CaseIterable {
    case primary, secondary, skip, back, close
}

/// Where a button sits. Open: an unknown placement is `unknown` (the slot's usual place).
public enum ButtonPlacement: OpenVocabulary {
    case topLeading, topTrailing, bottom, bottomLeading, bottomTrailing, inline
    case unknown(String)

    public static let knownValues: [ButtonPlacement] = [
        .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing, .inline,
    ]

    public var rawValue: String {
        switch self {
        case .topLeading: "top-leading"
        case .topTrailing: "top-trailing"
        case .bottom: "bottom"
        case .bottomLeading: "bottom-leading"
        case .bottomTrailing: "bottom-trailing"
        case .inline: "inline"
        case .unknown(let raw): raw
        }
    }
}
