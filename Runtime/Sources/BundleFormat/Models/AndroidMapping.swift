import Foundation

/// What an Android client uses for the bundle members that name iOS things: the
/// fixed mappings of docs/client-guide.md ("What the iOS-flavoured members mean on
/// Android"). The compiler writes them into the bundle (`android` members), so that
/// Android code reads them instead of deriving them again; the guide's tables are
/// checked against these.
public enum AndroidMapping {
    /// SwiftUI's default spring response, in seconds (`Animation.spring()`).
    public static let defaultSpringResponse = 0.55
    /// SwiftUI's default spring damping fraction.
    public static let defaultSpringDampingFraction = 0.825

    /// Compose's `spring(dampingRatio, stiffness)` for SwiftUI's spring: a spring of
    /// period `response` on a unit mass has stiffness (2π / response)², rounded to 0.1;
    /// the damping ratio is the damping fraction.
    public static func spring(response: Double?, dampingFraction: Double?) -> AndroidSpring {
        let period = response ?? defaultSpringResponse
        let stiffness = (2 * Double.pi / period) * (2 * Double.pi / period)
        return AndroidSpring(
            dampingRatio: dampingFraction ?? defaultSpringDampingFraction,
            stiffness: (stiffness * 10).rounded() / 10)
    }

    /// `HapticFeedbackConstants` names for a UIKit haptic, best first: play the first one
    /// the device's API level has (`SEGMENT_TICK` needs API 34, `CONFIRM` and `REJECT` API 30,
    /// the others any level). Empty for `none` and an unknown haptic.
    public static func haptics(_ haptic: Haptic) -> [String] {
        switch haptic {
        case .none, .unknown: []
        case .light, .soft: ["CLOCK_TICK"]
        case .selection: ["SEGMENT_TICK", "CLOCK_TICK"]
        case .medium, .rigid: ["VIRTUAL_KEY"]
        case .heavy: ["LONG_PRESS"]
        case .success: ["CONFIRM", "VIRTUAL_KEY"]
        case .warning, .error: ["REJECT", "LONG_PRESS"]
        }
    }

    /// The Material 3 typography role nearest in size to a SwiftUI text style.
    public static let typography: [String: String] = [
        "largeTitle": "headlineLarge", "title": "headlineMedium", "title2": "titleLarge", "title3": "titleLarge",
        "headline": "titleMedium", "body": "bodyLarge", "callout": "bodyLarge", "subheadline": "bodyMedium",
        "footnote": "bodySmall", "caption": "labelMedium", "caption2": "labelSmall",
    ]

    /// Compose's `FontWeight` for a SwiftUI font weight.
    public static let fontWeights: [String: String] = [
        "ultraLight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Normal", "medium": "Medium",
        "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black",
    ]

    /// The text's Android style, or nil when neither the font nor the weight has one.
    public static func text(font: String?, weight: String?) -> AndroidText? {
        let text = AndroidText(
            typography: font.flatMap { typography[$0] }, fontWeight: weight.flatMap { fontWeights[$0] })
        return text.typography == nil && text.fontWeight == nil ? nil : text
    }

    /// The feedback's haptic on Android, or nil when it plays none.
    public static func feedback(_ haptic: Haptic) -> AndroidFeedback? {
        let constants = haptics(haptic)
        return constants.isEmpty ? nil : AndroidFeedback(haptics: constants)
    }
}
