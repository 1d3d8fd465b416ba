/// An sRGB colour with alpha, components in 0…1.
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// `#RRGGBB` or `#RRGGBBAA`, upper-case.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

/// A colour with its light and dark appearance.
public struct ColorValue: Sendable, Hashable {
    public var light: RGBA
    public var dark: RGBA?
    /// The platform colour it stands for (`Color.green`), documented beside its sRGB value.
    public var system: String?
}

/// A colour as used somewhere: the theme name it came from (if any) and its value.
public struct ColorRef: Sendable, Hashable {
    public var name: String?
    public var value: ColorValue
    public var span: SourceSpan
}

/// A solid colour or a gradient (progress fills, backgrounds).
public struct Fill: Sendable, Hashable {
    public var colors: [ColorRef]
}

/// How the buttons of one slot look on every screen.
public struct ButtonStyle: Sendable, Hashable {
    public enum Weight: String, Sendable, Hashable, CaseIterable, Codable {
        case regular, medium, semibold, bold
    }

    public var background: ColorRef?
    /// The label's colour.
    public var foreground: ColorRef?
    public var cornerRadius: Double?
    public var fullWidth: Bool
    /// A text style name: headline, body, callout, footnote, …
    public var font: String?
    public var weight: Weight?
    public var span: SourceSpan
}

/// The app's named colours and button styles.
public struct Theme: Sendable, Hashable {
    public var colors: [String: ColorValue]
    /// Where each entry of `colors` is defined: the span of its name (the key under
    /// `theme.colors`). Kept apart from `ColorValue` so that colours compare by value alone.
    public var definitions: [String: SourceSpan]
    /// Text and background colours lint rules check contrast with, by role.
    public var roles: [String: ColorRef]
    public var buttons: [Button.Slot: ButtonStyle]
}
