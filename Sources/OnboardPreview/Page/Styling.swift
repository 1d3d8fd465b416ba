import BundleFormat

/// How the bundle's styles look on the page: colours as CSS variables with a light and
/// a dark value (the theme switch picks one), SwiftUI text styles at the text size the
/// page's switch chooses (`DynamicType`, Large by default).
enum Styling {
    /// `--<name>-l:#…;--<name>-d:#…;` for `color` (dark falls back to light); empty for nil.
    static func color(_ name: String, _ color: ThemeColor?) -> String {
        guard let color else { return "" }
        return "--\(name)-l:\(css(color.light));--\(name)-d:\(css(color.dark ?? color.light));"
    }

    /// A bundle hex colour as CSS (`#RRGGBB` and `#RRGGBBAA` are CSS already); anything
    /// else is left out rather than written into a style.
    private static func css(_ hex: String) -> String {
        RGBA(hex: hex) == nil ? "transparent" : hex
    }

    /// Point size at the default text size (`DynamicType`) and weight of a SwiftUI text style.
    static let fonts: [String: (size: Int, weight: Int)] = Dictionary(
        uniqueKeysWithValues: DynamicType.styles.map { style in
            (style, (DynamicType.points(style) ?? 17, style == "headline" ? 600 : 400))
        })

    /// CSS font weights of the bundle's weight names.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// `font-size:…;font-weight:…;` for a text style name and weight; empty when neither is
    /// known. The size is the style's at the chosen text size (`--ts-<style>`, `DeviceControls.style`).
    static func font(_ name: String?, weight: String?) -> String {
        var style = ""
        if let name, let font = fonts[name] {
            style += "font-size:calc(var(--ts-\(name),\(font.size))*1px);font-weight:\(font.weight);"
        }
        if let weight, let value = weights[weight] { style += "font-weight:\(value);" }
        return style
    }

    /// A duration in seconds as the page states it: `0.4 s`.
    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " s"
    }

    /// An animation as words: `spring`, `easeOut 0.4 s after 0.2 s`.
    static func animation(_ spec: AnimationSpec) -> String {
        var parts = [spec.curve.rawValue]
        if let duration = spec.duration { parts.append(seconds(duration)) }
        if let response = spec.response { parts.append("response \(seconds(response))") }
        if let damping = spec.dampingFraction { parts.append("damping \(damping)") }
        if let delay = spec.delay { parts.append("after \(seconds(delay))") }
        return parts.joined(separator: " ")
    }
}
