/// An SF Symbol (with its Android name) or an illustration asset the app ships.
public enum Visual: Codable, Hashable, Sendable {
    case symbol(Symbol)
    case illustration(Illustration)

    /// An SF Symbol.
    public struct Symbol: Codable, Hashable, Sendable {
        /// The SF Symbol name.
        public var name: String
        /// The Material Symbols name Android shows (`menu_book`); absent: the spec gives none,
        /// and Android shows no icon.
        public var android: String?
        /// Points.
        public var size: Double?
        /// The symbol's colour; absent: the foreground colour.
        public var color: ThemeColor?
        /// The rendering mode; absent: the symbol's default.
        public var rendering: SymbolRendering?
        /// The key of the VoiceOver label.
        public var accessibilityLabelKey: String?
        /// Hidden from VoiceOver.
        public var decorative: Bool

        /// A symbol with these values.
        public init(
            name: String, android: String? = nil, size: Double? = nil, color: ThemeColor? = nil,
            rendering: SymbolRendering? = nil, accessibilityLabelKey: String? = nil, decorative: Bool = false
        ) {
            self.name = name
            self.android = android
            self.size = size
            self.color = color
            self.rendering = rendering
            self.accessibilityLabelKey = accessibilityLabelKey
            self.decorative = decorative
        }
    }

    /// An image asset of the app.
    public struct Illustration: Codable, Hashable, Sendable {
        /// The name of the image asset the app ships.
        public var asset: String
        /// The asset is an animation (Lottie, animated image…).
        public var animated: Bool
        /// The key of the VoiceOver label.
        public var accessibilityLabelKey: String?
        /// Hidden from VoiceOver.
        public var decorative: Bool

        /// An illustration with these values.
        public init(
            asset: String, animated: Bool = false, accessibilityLabelKey: String? = nil,
            decorative: Bool = false
        ) {
            self.asset = asset
            self.animated = animated
            self.accessibilityLabelKey = accessibilityLabelKey
            self.decorative = decorative
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let decorative = try container.decodeIfPresent(Bool.self, forKey: .decorative) ?? false
        let label = try container.decodeIfPresent(String.self, forKey: .accessibilityLabelKey)
        switch kind {
        case "symbol":
            self = .symbol(
                Symbol(
                    name: try container.decode(String.self, forKey: .name),
                    android: try container.decodeIfPresent(String.self, forKey: .android),
                    size: try container.decodeIfPresent(Double.self, forKey: .size),
                    color: try container.decodeIfPresent(ThemeColor.self, forKey: .color),
                    rendering: try container.decodeIfPresent(SymbolRendering.self, forKey: .rendering),
                    accessibilityLabelKey: label, decorative: decorative))
        case "illustration":
            self = .illustration(
                Illustration(
                    asset: try container.decode(String.self, forKey: .asset),
                    animated: try container.decodeIfPresent(Bool.self, forKey: .animated) ?? false,
                    accessibilityLabelKey: label, decorative: decorative))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Unknown visual kind '\(kind)'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .symbol(let symbol):
            try container.encode("symbol", forKey: .kind)
            try container.encode(symbol.name, forKey: .name)
            try container.encodeIfPresent(symbol.android, forKey: .android)
            try container.encodeIfPresent(symbol.size, forKey: .size)
            try container.encodeIfPresent(symbol.color, forKey: .color)
            try container.encodeIfPresent(symbol.rendering, forKey: .rendering)
            try container.encodeIfPresent(symbol.accessibilityLabelKey, forKey: .accessibilityLabelKey)
            try container.encode(symbol.decorative, forKey: .decorative)
        case .illustration(let illustration):
            try container.encode("illustration", forKey: .kind)
            try container.encode(illustration.asset, forKey: .asset)
            try container.encode(illustration.animated, forKey: .animated)
            try container.encodeIfPresent(illustration.accessibilityLabelKey, forKey: .accessibilityLabelKey)
            try container.encode(illustration.decorative, forKey: .decorative)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, name, android, size, color, rendering, asset, animated, accessibilityLabelKey, decorative
    }
}

/// An SF Symbol rendering mode. Open: an unknown mode is `unknown` (the symbol's default).
public enum SymbolRendering: OpenVocabulary {
    case monochrome, hierarchical, palette, multicolor
    case unknown(String)

    public static let knownValues: [SymbolRendering] = [.monochrome, .hierarchical, .palette, .multicolor]

    public var rawValue: String {
        switch self {
        case .monochrome: "monochrome"
        case .hierarchical: "hierarchical"
        case .palette: "palette"
        case .multicolor: "multicolor"
        case .unknown(let raw): raw
        }
    }
}
