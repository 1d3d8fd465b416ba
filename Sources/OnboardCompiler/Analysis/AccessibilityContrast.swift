import Foundation

/// Colour contrast as WCAG 2.1 defines it (success criterion 1.4.3, "Contrast (Minimum)").
enum WCAGContrast {
    /// One sRGB channel (0…1, gamma-encoded) made linear. WCAG 2.1 writes the threshold
    /// as 0.03928; the sRGB standard's 0.04045 is used here. No 8-bit channel value lies
    /// between the two, so hex colours give the same results either way.
    static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels
    /// (0 for black, 1 for white). Alpha is ignored: composite first.
    static func luminance(_ color: RGBA) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05): from 1 (no contrast) to 21 (black on white).
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over `bottom` ("source over"), channel by channel in gamma-encoded
    /// sRGB, as browsers and the design tools that measure contrast do.
    static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ t: Double, _ b: Double) -> Double { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return RGBA(
            red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
            blue: mix(top.blue, bottom.blue), alpha: alpha)
    }

    static let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

    /// The contrast of text over a background in one appearance: a translucent background
    /// is first drawn over the screen (white in light mode, black in dark mode), then the
    /// text over the result.
    static func ratio(text: RGBA, on background: RGBA, dark: Bool) -> Double {
        let backdrop = composite(background, over: dark ? black : white)
        return ratio(composite(text, over: backdrop), backdrop)
    }

    /// The contrast of text in `text` over `background` (nil: the platform's, white in light
    /// mode and black in dark mode) in one appearance; a colour without a `dark` value keeps
    /// its `light` one in dark mode.
    static func ratio(text: ColorValue, on background: ColorValue?, dark: Bool) -> Double {
        let background = background ?? ColorValue(light: white, dark: black)
        return dark
            ? ratio(text: text.dark ?? text.light, on: background.dark ?? background.light, dark: true)
            : ratio(text: text.light, on: background.light, dark: false)
    }

    /// Whether text in `text` over `background` (nil: the platform's) can look different in dark
    /// mode, so that it is checked there too: either colour has a `dark` value, or the background
    /// is the platform's, which turns black.
    static func changesInDark(text: ColorValue, on background: ColorValue?) -> Bool {
        text.dark != nil || background?.dark != nil || background == nil
    }

    /// `4.02:1`, never rounded up (WCAG: 4.499 does not pass 4.5).
    static func format(_ ratio: Double) -> String {
        var text = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + ":1"
    }
}

/// Whether a label counts as large text for WCAG: at least 18 pt, or at least 14 pt
/// bold. iOS points are taken as WCAG points, as Apple's Human Interface Guidelines do.
enum WCAGTextSize {
    /// iOS text styles at the default (Large) Dynamic Type size, in points.
    static let points: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// The size of a label in `font` (default `body`), in points.
    static func size(font: String?) -> Double { points[font ?? "body"] ?? 17 }

    /// A label in `font` (default `body`) and `weight`. Semibold and bold count as bold;
    /// `headline` is semibold unless a lighter weight is given.
    static func isLarge(font: String?, weight: ButtonStyle.Weight?) -> Bool {
        let style = font ?? "body"
        let size = Self.size(font: style)
        let bold = weight.map { $0 == .bold || $0 == .semibold } ?? (style == "headline")
        return size >= 18 || (bold && size >= 14)
    }

    /// "bold body text (17 pt)".
    static func describe(font: String?, weight: ButtonStyle.Weight?) -> String {
        let style = font ?? "body"
        let size = Self.size(font: style)
        let weightName = weight?.rawValue ?? (style == "headline" ? "semibold" : "regular")
        return "\(weightName) `\(style)` text (\(Int(size)) pt)"
    }
}
