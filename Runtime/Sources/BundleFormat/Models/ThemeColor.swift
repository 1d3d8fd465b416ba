/// A colour: sRGB hex for light and (optionally) dark appearance, the platform
/// colour it stands for, and the theme name it came from.
public struct ThemeColor: Codable, Hashable, Sendable {
    /// `#RRGGBB` or `#RRGGBBAA` (alpha present when below 1).
    public var light: String
    /// The dark-appearance value; absent: the light one.
    public var dark: String?
    /// The platform colour the value documents (`Color.green`).
    public var system: String?
    /// The theme colour name, where one was used.
    public var name: String?

    /// A colour with these values.
    public init(light: String, dark: String? = nil, system: String? = nil, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.system = system
        self.name = name
    }

    /// The components for the light or dark appearance (dark falls back to light);
    /// `nil` when the hex string is malformed.
    public func rgba(dark useDark: Bool = false) -> RGBA? {
        RGBA(hex: useDark ? (dark ?? light) : light)
    }
}

/// sRGB components in 0…1.
public struct RGBA: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive).
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[start...start + 1]), radix: 16) else { return nil }
            bytes.append(Double(byte) / 255)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }
}
