/// Something only the app can do (a system prompt, a store sheet, the Settings
/// app). The session waits in ``FlowSession/pendingRequest`` until the app
/// reports the result with ``FlowSession/resolve(_:)``.
public enum Request: Hashable, Sendable {
    /// Ask the system for this permission (or show this system picker).
    case permission(Permission)
    /// Buy through the paywall's provider. `plan` is the action's plan, else the
    /// plan the user selected, else the paywall's default; `nil`: the app decides
    /// (for example the offering's first package).
    case purchase(plan: PaywallPlan?, paywall: Paywall?)
    /// Restore purchases through the paywall's provider.
    case restore(paywall: Paywall?)
    /// Open the system Settings app (iOS: `UIApplication.openSettingsURLString`).
    case openSettings
    /// Send a one-time code (again) to `phone`: the E.164 number (`+4915112345678`) answered
    /// in the flow's phone field, the last one in screen order that holds an answer; nil when
    /// none does (the app knows the number itself).
    case resendCode(phone: String?)
    /// Show the system's file picker for files of `types`: MIME types (`application/pdf`),
    /// `image/*` for any image, `*/*` for any file; never empty. iOS: `UTType(mimeType:)` for
    /// each, in a `UIDocumentPickerViewController`; Android: `ACTION_OPEN_DOCUMENT` with
    /// `EXTRA_MIME_TYPES`. No permission is asked; what the user picked stays with the app.
    case pickFile(types: [String])
}

/// The answer to a permission request.
public enum PermissionResult: String, Hashable, Sendable {
    /// Granted (iOS photo library `.limited` counts as allowed; app picker: a selection was made).
    case allowed
    /// Refused or restricted (app picker: cancelled).
    case denied
    /// The system did not decide.
    case notDetermined = "not-determined"
    /// `biometrics` only: no Face ID, Touch ID, fingerprint or face hardware, or it is locked
    /// out or disabled by policy (iOS `LAError.biometryNotAvailable`, `.biometryLockout`;
    /// Android `BIOMETRIC_ERROR_NO_HARDWARE`, `…_HW_UNAVAILABLE`). A result, not an error: an
    /// action that does not map it follows its `denied` outcome.
    case unavailable
    /// `biometrics` only: the hardware is there but nothing is enrolled (iOS
    /// `LAError.biometryNotEnrolled`; Android `BIOMETRIC_ERROR_NONE_ENROLLED`). An action that
    /// does not map it follows its `denied` outcome.
    case notEnrolled = "not-enrolled"
}

/// The answer to a `pick-file` request.
public enum FileResult: String, Hashable, Sendable {
    /// The user picked a file (the app keeps it).
    case picked
    /// The user closed the picker without picking.
    case cancelled
}

/// The answer to a purchase or restore request.
public enum PurchaseResult: String, Hashable, Sendable {
    /// Purchased, or something was restored.
    case success
    /// The store reported an error (or nothing to restore).
    case failure
    /// The user cancelled the store sheet.
    case cancel
}

/// The answer to a `resend-code` request.
public enum CodeResult: String, Hashable, Sendable {
    /// The code is on its way: a `cooldown` starts.
    case sent
    /// The app could not send it (no network, too many attempts, a number the service refuses).
    case failed
}

/// What the app reports back for a ``Request``.
public enum RequestResult: Hashable, Sendable {
    case permission(PermissionResult)
    /// For `purchase` and `restore`.
    case purchase(PurchaseResult)
    /// The Settings app was opened (and the user came back).
    case settingsOpened
    /// For `resend-code`.
    case code(CodeResult)
    /// For `pick-file`.
    case file(FileResult)

    /// The outcome name this result selects, if it has one.
    var outcome: Outcome? {
        switch self {
        case .permission(.allowed): .allowed
        case .permission(.denied): .denied
        case .permission(.notDetermined): .notDetermined
        case .permission(.unavailable): .unavailable
        case .permission(.notEnrolled): .notEnrolled
        case .purchase(.success): .success
        case .purchase(.failure): .failure
        case .purchase(.cancel): .cancel
        case .code(.sent): .sent
        case .code(.failed): .failed
        case .file(.picked): .picked
        case .file(.cancelled): .cancelled
        case .settingsOpened: nil
        }
    }

    /// Whether this result answers `request`.
    func answers(_ request: Request) -> Bool {
        switch (request, self) {
        case (.permission, .permission), (.purchase, .purchase), (.restore, .purchase),
            (.openSettings, .settingsOpened), (.resendCode, .code), (.pickFile, .file):
            true
        default:
            false
        }
    }
}
