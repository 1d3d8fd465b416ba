/// How one text element of a screen looks. An absent member means the client's own style.
public struct TextStyle: Codable, Hashable, Sendable {
    /// A text style: `largeTitle`, `title`, `title2`, `title3`, `headline`,
    /// `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`.
    public var font: String?
    /// `regular`, `medium`, `semibold` or `bold`.
    public var weight: String?
    /// The text's colour.
    public var color: ThemeColor?

    /// A text style with these values.
    public init(font: String? = nil, weight: String? = nil, color: ThemeColor? = nil) {
        self.font = font
        self.weight = weight
        self.color = color
    }
}
