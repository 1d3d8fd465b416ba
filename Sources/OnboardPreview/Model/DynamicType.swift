/// iOS Dynamic Type: the point size of each text style at each text size a user can choose
/// (Settings › Accessibility › Display & Text Size › Larger Text), the one table the preview
/// sizes its text by. Each style grows by its own steps, not by one factor: at AX5 body is
/// 53 pt (3.1 × 17) but a large title only 60 pt (1.8 × 34).
///
/// Source: Apple's Human Interface Guidelines, Typography › Specifications › "iOS, iPadOS
/// Dynamic Type sizes" (developer.apple.com/design/human-interface-guidelines/typography),
/// its tables for xSmall to xxxLarge and for the accessibility sizes AX1 to AX5.
enum DynamicType {
    /// A text size setting: its id (as the address writes it) and its name in Settings.
    struct Size: Hashable {
        var id: String
        var name: String
    }

    /// Every setting, smallest first; `large` is the default.
    static let sizes: [Size] = [
        Size(id: "xSmall", name: "xSmall"), Size(id: "small", name: "Small"), Size(id: "medium", name: "Medium"),
        Size(id: "large", name: "Large (default)"), Size(id: "xLarge", name: "xLarge"),
        Size(id: "xxLarge", name: "xxLarge"), Size(id: "xxxLarge", name: "xxxLarge"),
        Size(id: "AX1", name: "AX1"), Size(id: "AX2", name: "AX2"), Size(id: "AX3", name: "AX3"),
        Size(id: "AX4", name: "AX4"), Size(id: "AX5", name: "AX5"),
    ]

    static let defaultSize = "large"

    /// The text styles as the bundle names them (SwiftUI's names: `title` is UIKit's `title1`,
    /// `caption` its `caption1`), in the order of `table`'s columns.
    static let styles = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption", "caption2",
    ]

    /// Size id → the point size of each style, in `styles`' order.
    static let table: [String: [Int]] = [
        "xSmall": [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        "small": [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        "medium": [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        "large": [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        "xLarge": [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        "xxLarge": [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        "xxxLarge": [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        "AX1": [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        "AX2": [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        "AX3": [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        "AX4": [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        "AX5": [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    /// The point size of `style` at `size`; nil for a style or size not in the table.
    static func points(_ style: String, at size: String = defaultSize) -> Int? {
        guard let index = styles.firstIndex(of: style) else { return nil }
        return table[size]?[index]
    }
}
