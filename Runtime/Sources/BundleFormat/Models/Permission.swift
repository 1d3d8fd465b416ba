/// A system permission or system picker the app asks for.
/// Open: an unknown permission is `unknown`, and the engine follows its `denied` outcome.
public enum Permission: OpenVocabulary {
    case camera, photoLibrary, notifications, screenTime, appPicker, location, microphone, tracking
    /// Face ID or Touch ID on iOS; a fingerprint or face on Android. Its request may also end
    /// `unavailable` or `not-enrolled`.
    case biometrics
    case unknown(String)

    public static let knownValues: [Permission] = [
        .camera, .photoLibrary, .notifications, .screenTime, .appPicker, .location, .microphone, .tracking,
        .biometrics,
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
        case .biometrics: "biometrics"
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
    /// No biometric hardware, or it is locked out or disabled by policy (`biometrics` only).
    /// New in schemaVersion 4.
    case unavailable
    /// The hardware is there but no face or finger is enrolled (`biometrics` only). New in
    /// schemaVersion 4.
    case notEnrolled = "not-enrolled"
    /// The user picked a file (`pick-file`). New in schemaVersion 4.
    case picked
    /// The user closed the file picker without picking (`pick-file`). New in schemaVersion 4.
    case cancelled

    /// The names a `request-permission` action may map.
    public static let permissionOutcomes: [Outcome] = [.allowed, .denied, .notDetermined]
    /// The names a `purchase` or `restore` action may map.
    public static let purchaseOutcomes: [Outcome] = [.success, .failure, .cancel]
    /// The names a `resend-code` action may map.
    public static let codeOutcomes: [Outcome] = [.sent, .failed]
    /// The names a `request-permission` of `biometrics` may map.
    public static let biometricOutcomes: [Outcome] = permissionOutcomes + [.unavailable, .notEnrolled]
    /// The names a `pick-file` action may map.
    public static let fileOutcomes: [Outcome] = [.picked, .cancelled]

    /// The names a `request-permission` of `permission` may map.
    public static func outcomes(for permission: Permission) -> [Outcome] {
        permission == .biometrics ? biometricOutcomes : permissionOutcomes
    }

    /// The outcomes new in ``OnboardingBundle/fieldSchemaVersion``.
    static let fieldOutcomes: Set<Outcome> = [.unavailable, .notEnrolled, .picked, .cancelled]
}
