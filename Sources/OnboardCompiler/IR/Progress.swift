/// The progress indicator shown on each screen of a flow.
public struct ProgressIndicator: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case continuousBar = "continuous-bar"
        case segmentedBar = "segmented-bar"
        case pageDots = "page-dots"
    }

    public enum Position: String, Sendable, Hashable, CaseIterable, Codable {
        case top, bottom
    }

    /// The outline of a bar (and its fill).
    public enum Shape: String, Sendable, Hashable, CaseIterable, Codable {
        /// Ends fully rounded, whatever the height (SwiftUI's `Capsule`).
        case capsule
        /// Square corners, or rounded by `cornerRadius`.
        case rectangle
    }

    public var style: Style
    public var track: Fill?
    public var fill: Fill?
    /// Points (iOS) / dp (Android).
    public var height: Double?
    public var cornerRadius: Double?
    /// Nil when the spec does not say (a rectangle, rounded by `cornerRadius` if given).
    public var shape: Shape? = nil
    public var animation: Animation?
    /// Page dots: whether the dots sit on a background (`.always`).
    public var background: Bool
    public var position: Position
    /// Inset from the screen edges, in points / dp.
    public var padding: Double?
    public var span: SourceSpan
}
