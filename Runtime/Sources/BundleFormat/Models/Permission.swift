/// A system permission or system picker the app asks for.
/// Open: an unknown permission is `unknown`, and the engine follows its `denied` outcome.
public enum Permission: OpenVocabulary {
    case camera, photoLibrary, notifications, screenTime, appPicker, location, microphone, tracking
    case unknown(String)

    public static let knownValues: [Permission] = [
        .camera, .photoLibrary, .notifications, .screenTime, .appPicker, .location, .microphone, .tracking,
    ]

    public var rawValue: String {
        switch self {
        case .camera: "camera"
        case .photoLibrary: "photo-library"
        case .notifications: "notifications"
        case .screenTime: "screen-time"
        case .appPicker: "app-picker"
        case .location: "location"
        case .microphone: "microphone"
        case .tracking: "tracking"
        case .unknown(let raw): raw
        }
    }
}

/// The name of a result an action's `outcomes` map to a target.
/// A closed vocabulary: an unknown name fails decoding.
public enum Outcome: String, Codable, Hashable, Sendable, CaseIterable {
    /// Permission granted (app picker: a selection was made).
    case allowed
    /// Permission refused (app picker: cancelled).
    case denied
    case notDetermined = "not-determined"
    /// Purchase or restore went through.
    case success
    case failure
    /// The user cancelled the purchase sheet.
    case cancel
    /// The app sent a one-time code (`resend-code`). New in schemaVersion 4.
    case sent
    /// The app could not send the code (`resend-code`). New in schemaVersion 4.
    case failed

    /// The names a `request-permission` action may map.
    public static let permissionOutcomes: [Outcome] = [.allowed, .denied, .notDetermined]
    /// The names a `purchase` or `restore` action may map.
    public static let purchaseOutcomes: [Outcome] = [.success, .failure, .cancel]
    /// The names a `resend-code` action may map.
    public static let codeOutcomes: [Outcome] = [.sent, .failed]
}
