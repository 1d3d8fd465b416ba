/// How one text element of a screen looks. An absent member means the client's own style.
public struct TextStyle: Codable, Hashable, Sendable {
    /// A text style: `largeTitle`, `title`, `title2`, `title3`, `headline`,
    /// `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`.
    public var font: String? { didSet { android = AndroidMapping.text(font: font, weight: weight) } }
    /// `regular`, `medium`, `semibold` or `bold`.
    public var weight: String? { didSet { android = AndroidMapping.text(font: font, weight: weight) } }
    /// The text's colour.
    public var color: ThemeColor?
    /// The font on Android (`AndroidMapping.text`); nil when there is neither font nor weight.
    public private(set) var android: AndroidText?

    /// A text style with these values.
    public init(font: String? = nil, weight: String? = nil, color: ThemeColor? = nil) {
        self.font = font
        self.weight = weight
        self.color = color
        android = AndroidMapping.text(font: font, weight: weight)
    }

    /// `android` is derived, not read: a bundle from before it has the same meaning.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            font: try container.decodeIfPresent(String.self, forKey: .font),
            weight: try container.decodeIfPresent(String.self, forKey: .weight),
            color: try container.decodeIfPresent(ThemeColor.self, forKey: .color))
    }
}
