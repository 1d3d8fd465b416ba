/// How one text element of a screen looks: a text style, a weight and a theme colour.
public struct TextStyle: Sendable, Hashable {
    /// The text elements a screen may style.
    public enum Slot: String, Sendable, Hashable, CaseIterable, Codable {
        case title, subtitle, body, caption
    }

    /// A text style name: largeTitle, title, headline, body, footnote, caption, …
    public var font: String?
    public var weight: ButtonStyle.Weight?
    /// The text's colour.
    public var color: ColorRef?
    public var span: SourceSpan
}
