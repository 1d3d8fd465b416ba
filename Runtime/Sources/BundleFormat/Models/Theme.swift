/// The app's named colours, role colours and per-slot button styles.
public struct Theme: Codable, Hashable, Sendable {
    /// Colour name → colour.
    public var colors: [String: ThemeColor]
    /// Role (text, background…) → colour.
    public var roles: [String: ThemeColor]
    /// The style of every button of a slot. A slot without a style uses the client's own.
    public var buttons: [ButtonSlot: ButtonAppearance]

    /// A theme with these values (empty: the client's own styles).
    public init(
        colors: [String: ThemeColor] = [:], roles: [String: ThemeColor] = [:],
        buttons: [ButtonSlot: ButtonAppearance] = [:]
    ) {
        self.colors = colors
        self.roles = roles
        self.buttons = buttons
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        colors = try container.decodeIfPresent([String: ThemeColor].self, forKey: .colors) ?? [:]
        roles = try container.decodeIfPresent([String: ThemeColor].self, forKey: .roles) ?? [:]
        let byName = try container.decodeIfPresent([String: ButtonAppearance].self, forKey: .buttons) ?? [:]
        buttons = [:]
        for (name, style) in byName {
            guard let slot = ButtonSlot(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .buttons, in: container,
                    debugDescription: "Unknown button slot '\(name)'.")
            }
            buttons[slot] = style
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(colors, forKey: .colors)
        try container.encode(roles, forKey: .roles)
        try container.encode(
            Dictionary(uniqueKeysWithValues: buttons.map { ($0.key.rawValue, $0.value) }),
            forKey: .buttons)
    }

    private enum CodingKeys: String, CodingKey {
        case colors, roles, buttons
    }
}

/// How every button of one slot looks. An absent member means the client's own style.
public struct ButtonAppearance: Codable, Hashable, Sendable {
    /// The button's fill.
    public var background: ThemeColor?
    /// The label's colour.
    public var foreground: ThemeColor?
    /// Points (iOS) / dp (Android).
    public var cornerRadius: Double?
    /// The button spans the screen's width.
    public var fullWidth: Bool
    /// A text style: `largeTitle`, `title`, `title2`, `title3`, `headline`,
    /// `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`.
    public var font: String? { didSet { android = AndroidMapping.text(font: font, weight: weight) } }
    /// `regular`, `medium`, `semibold` or `bold`.
    public var weight: String? { didSet { android = AndroidMapping.text(font: font, weight: weight) } }
    /// The label's font on Android (`AndroidMapping.text`); nil when there is neither font nor weight.
    public private(set) var android: AndroidText?

    /// A button style with these values.
    public init(
        background: ThemeColor? = nil, foreground: ThemeColor? = nil, cornerRadius: Double? = nil,
        fullWidth: Bool = false, font: String? = nil, weight: String? = nil
    ) {
        self.background = background
        self.foreground = foreground
        self.cornerRadius = cornerRadius
        self.fullWidth = fullWidth
        self.font = font
        self.weight = weight
        android = AndroidMapping.text(font: font, weight: weight)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        background = try container.decodeIfPresent(ThemeColor.self, forKey: .background)
        foreground = try container.decodeIfPresent(ThemeColor.self, forKey: .foreground)
        cornerRadius = try container.decodeIfPresent(Double.self, forKey: .cornerRadius)
        fullWidth = try container.decodeIfPresent(Bool.self, forKey: .fullWidth) ?? false
        font = try container.decodeIfPresent(String.self, forKey: .font)
        weight = try container.decodeIfPresent(String.self, forKey: .weight)
        android = AndroidMapping.text(font: font, weight: weight)
    }
}
