import BundleFormat

/// One full-screen step of a flow.
public struct Screen: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable, Codable {
        case welcome
        case featureHighlight = "feature-highlight"
        case information
        case disclaimer
        case consent
        case choice
        case form
        case permissionEducation = "permission-education"
        case permissionRequest = "permission-request"
        case paywall
        case completion
    }

    public var id: String
    public var role: Role
    public var content: ScreenContent
    public var inputs: [Input]
    public var states: [ScreenState]
    public var entrance: [EntranceStep]
    public var paywall: Paywall?
    /// The screen's accent colour (PageInstead: each feature screen's colour).
    public var color: ColorRef?
    /// The screen's background; nil: the platform's (white, or black in dark mode).
    public var background: ColorRef?
    /// How the screen's text elements look, where the spec says.
    public var textStyles: [TextStyle.Slot: TextStyle] = [:]
    /// The button styles this screen changes: the theme's style for the slot with the
    /// screen's keys in place of its own (its `span` is the screen's).
    public var buttonStyles: [Button.Slot: ButtonStyle] = [:]
    /// Whether the user may leave this step without answering (for `skip`).
    public var optional: Bool
    public var transition: Transition?
    /// Overrides the flow's `swipe` for this screen.
    public var swipe: Bool?
    /// The progress the writer states for this screen (FloraFriend: "20% full"),
    /// as a fraction; lint compares it with the computed (index+1)/N.
    public var statedProgress: Double?
    public var statedProgressSpan: SourceSpan?
    /// Shown only when it holds (`when:`), when the user would arrive; otherwise passed in
    /// the direction they were going (docs/spec-format.md 3.8). nil: always shown.
    public var when: Condition? = nil
    /// Where `when:` is written (its value).
    public var whenSpan: SourceSpan? = nil
    public var span: SourceSpan
}

/// What a screen or an in-screen state shows: copy, a visual, and buttons.
public struct ScreenContent: Sendable, Hashable {
    public var title: Copy?
    public var subtitle: Copy?
    public var body: Copy?
    public var caption: Copy?
    public var visual: Visual?
    /// Buttons in slot order: primary, secondary, skip, back, close.
    public var buttons: [Button]

    public func button(_ slot: Button.Slot) -> Button? {
        buttons.first { $0.slot == slot }
    }

    /// The copy of a text element.
    public func text(_ slot: TextStyle.Slot) -> Copy? {
        switch slot {
        case .title: title
        case .subtitle: subtitle
        case .body: body
        case .caption: caption
        }
    }
}

/// A variant of a screen shown in place (loading, denied with retry, …).
public struct ScreenState: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case loading, error, info
    }

    public var id: String
    public var kind: Kind
    public var content: ScreenContent
    /// Shown only when it holds (`when:`) as a target or `pending` would show it; otherwise
    /// the screen's own content is shown (docs/spec-format.md 3.15). nil: always shown.
    public var when: Condition? = nil
    /// How its elements appear when it is shown: its own steps, or the flow's for the
    /// elements it has (docs/spec-format.md 3.17).
    public var entrance: [EntranceStep] = []
    public var span: SourceSpan
}

/// An SF Symbol (with its Android name) or an illustration asset.
public enum Visual: Sendable, Hashable {
    case symbol(Symbol)
    case illustration(Illustration)
}

public struct Symbol: Sendable, Hashable {
    public var name: String
    public var size: Double?
    public var color: ColorRef?
    /// SF Symbol rendering mode: monochrome, hierarchical, palette, multicolor.
    public var rendering: String?
    public var accessibilityLabel: Copy?
    public var decorative: Bool
    /// Where the SF Symbol name is written.
    public var span: SourceSpan
    /// The Material Symbols name Android shows instead (`android`).
    public var android: MaterialSymbol? = nil
}

/// An Android icon: a Material Symbols name (`menu_book`), given beside an SF Symbol name.
public struct MaterialSymbol: Sendable, Hashable {
    public var name: String
    /// Where the name is written.
    public var span: SourceSpan
}

public struct Illustration: Sendable, Hashable {
    /// Name of the image asset the client app ships.
    public var asset: String
    public var animated: Bool
    public var accessibilityLabel: Copy?
    public var decorative: Bool
    public var span: SourceSpan
}
