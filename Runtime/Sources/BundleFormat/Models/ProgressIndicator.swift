/// The progress indicator a flow shows on each screen.
public struct ProgressIndicator: Codable, Hashable, Sendable {
    /// Continuous bar, segmented bar or page dots.
    public var style: ProgressStyle
    /// The number of screens.
    public var steps: Int
    /// Track colours; more than one is a gradient in that order.
    public var track: [ThemeColor]?
    /// Fill colours; more than one is a gradient in that order.
    public var fill: [ThemeColor]?
    /// Points / dp.
    public var height: Double?
    /// Points / dp.
    public var cornerRadius: Double?
    /// `capsule` (ends fully rounded, whatever the height) or `rectangle` (rounded by
    /// ``cornerRadius``); nil when the bundle does not say: a rectangle.
    public var shape: ProgressShape?
    /// How the indicator moves to a new value (see ``Flow/progressAnimation(reduceMotion:)``).
    public var animation: AnimationSpec?
    /// Page dots: whether they sit on a background.
    public var background: Bool
    /// Top or bottom of the screen.
    public var position: ProgressPosition
    /// Inset from the screen edges, points / dp.
    public var padding: Double?

    /// A progress indicator with these values.
    public init(
        style: ProgressStyle, steps: Int, track: [ThemeColor]? = nil, fill: [ThemeColor]? = nil,
        height: Double? = nil, cornerRadius: Double? = nil, shape: ProgressShape? = nil,
        animation: AnimationSpec? = nil, background: Bool = false, position: ProgressPosition = .top,
        padding: Double? = nil
    ) {
        self.style = style
        self.steps = steps
        self.track = track
        self.fill = fill
        self.height = height
        self.cornerRadius = cornerRadius
        self.shape = shape
        self.animation = animation
        self.background = background
        self.position = position
        self.padding = padding
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decode(ProgressStyle.self, forKey: .style)
        steps = try container.decode(Int.self, forKey: .steps)
        track = try container.decodeIfPresent([ThemeColor].self, forKey: .track)
        fill = try container.decodeIfPresent([ThemeColor].self, forKey: .fill)
        height = try container.decodeIfPresent(Double.self, forKey: .height)
        cornerRadius = try container.decodeIfPresent(Double.self, forKey: .cornerRadius)
        shape = try container.decodeIfPresent(ProgressShape.self, forKey: .shape)
        animation = try container.decodeIfPresent(AnimationSpec.self, forKey: .animation)
        background = try container.decodeIfPresent(Bool.self, forKey: .background) ?? false
        position = try container.decodeIfPresent(ProgressPosition.self, forKey: .position) ?? .top
        padding = try container.decodeIfPresent(Double.self, forKey: .padding)
    }
}

/// The shape of a progress indicator.
public enum ProgressStyle: String, Codable, Hashable, Sendable {
    case continuousBar = "continuous-bar"
    case segmentedBar = "segmented-bar"
    case pageDots = "page-dots"
}

/// Where the progress indicator sits on the screen.
public enum ProgressPosition: String, Codable, Hashable, Sendable {
    case top, bottom
}

/// A screen's place in its flow: `step` of `of`, and `fraction` = step / of.
public struct ScreenProgress: Codable, Hashable, Sendable {
    /// 1-based.
    public var step: Int
    /// The number of screens.
    public var of: Int
    /// `step / of`, in 0…1.
    public var fraction: Double

    /// Step `step` (from 1) of `count`.
    public init(step: Int, of count: Int) {
        self.step = step
        self.of = count
        self.fraction = count > 0 ? Double(step) / Double(count) : 0
    }
}

/// The outline of a progress bar. Open: a shape this version does not know is `unknown`; draw a rectangle.
public enum ProgressShape: OpenVocabulary {
    /// Ends fully rounded, whatever the height (SwiftUI's `Capsule`).
    case capsule
    /// Square corners, or rounded by the indicator's `cornerRadius`.
    case rectangle
    case unknown(String)

    public static let knownValues: [ProgressShape] = [.capsule, .rectangle]

    public var rawValue: String {
        switch self {
        case .capsule: "capsule"
        case .rectangle: "rectangle"
        case .unknown(let raw): raw
        }
    }
}
