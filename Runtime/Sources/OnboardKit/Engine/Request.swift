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
}

/// The answer to a permission request.
public enum PermissionResult: String, Hashable, Sendable {
    /// Granted (iOS photo library `.limited` counts as allowed; app picker: a selection was made).
    case allowed
    /// Refused or restricted (app picker: cancelled).
    case denied
    /// The system did not decide.
    case notDetermined = "not-determined"
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

    /// The outcome name this result selects, if it has one.
    var outcome: Outcome? {
        switch self {
        case .permission(.allowed): .allowed
        case .permission(.denied): .denied
        case .permission(.notDetermined): .notDetermined
        case .purchase(.success): .success
        case .purchase(.failure): .failure
        case .purchase(.cancel): .cancel
        case .code(.sent): .sent
        case .code(.failed): .failed
        case .settingsOpened: nil
        }
    }

    /// Whether this result answers `request`.
    func answers(_ request: Request) -> Bool {
        switch (request, self) {
        case (.permission, .permission), (.purchase, .purchase), (.restore, .purchase),
            (.openSettings, .settingsOpened), (.resendCode, .code):
            true
        default:
            false
        }
    }
}
