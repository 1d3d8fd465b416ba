/// Asks the system for a permission (or shows a system picker) and returns the user's answer.
///
/// The services are protocols without default implementations, one per kind of request,
/// so that a method whose signature is slightly off fails to compile instead of never
/// being called. They are `Sendable` and bound to no actor: a `@MainActor` class, an
/// `actor` or a struct can implement them.
public protocol PermissionService: Sendable {
    /// Shows the system prompt (or picker) for `permission` and returns the answer.
    func requestPermission(_ permission: Permission) async -> PermissionResult
}

/// Buys and restores through the app's store (StoreKit, RevenueCat, Play Billing…).
public protocol PurchaseService: Sendable {
    /// Runs the purchase of `plan` (nil: the app decides, for example the offering's
    /// first package) on `paywall` and returns how it ended.
    func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult
    /// Restores purchases and returns how it ended.
    func restorePurchases(paywall: Paywall?) async -> PurchaseResult
}

/// Opens the system Settings app (iOS: `UIApplication.openSettingsURLString`).
public protocol SettingsService: Sendable {
    /// Opens Settings; returns when the user is back (or at once).
    func openSettings() async
}

/// Sends one-time codes by text message (or call) through the app's verification service
/// (Firebase Auth, Twilio Verify, the app's backend…).
public protocol CodeService: Sendable {
    /// Sends a code to `phone` (E.164, nil when the flow has no phone field answered: the app
    /// knows the number) and returns whether it went.
    func sendCode(to phone: String?) async -> CodeResult
}

/// Shows the system's file picker (iOS `UIDocumentPickerViewController`, Android
/// `ACTION_OPEN_DOCUMENT`). No permission is needed; what the user picked stays with the app.
public protocol FileService: Sendable {
    /// Shows the picker for files of `types` (MIME types; `image/*`, `*/*` for any) and
    /// returns whether the user picked one.
    func pickFile(types: [String]) async -> FileResult
}

/// The app's side of the requests a session makes, one service per kind. A service
/// the app does not give gets the answer the flows already handle, without asking
/// anyone: a permission `denied`, a purchase or restore `failure`, and Settings opens
/// nothing (the flow goes on to its `then` target), a code `failed`, a file picker `cancelled`. ``missing(for:)`` says which of
/// them a flow can ask for, so an app can check at launch that it gives them all.
public struct OnboardingServices: Sendable {
    /// A kind of service.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case permissions, purchases, settings, codes, files
    }

    public var permissions: (any PermissionService)?
    public var purchases: (any PurchaseService)?
    public var settings: (any SettingsService)?
    /// Sends `resend-code`'s codes; none given: every request is answered `failed`.
    public var codes: (any CodeService)?
    /// Shows `pick-file`'s picker; none given: every request is answered `cancelled`.
    public var files: (any FileService)?

    /// Services for the requests the app handles; leave out what its flows never ask for.
    public init(
        permissions: (any PermissionService)? = nil, purchases: (any PurchaseService)? = nil,
        settings: (any SettingsService)? = nil, codes: (any CodeService)? = nil, files: (any FileService)? = nil
    ) {
        self.codes = codes
        self.files = files
        self.permissions = permissions
        self.purchases = purchases
        self.settings = settings
    }

    /// Performs `request` and returns the result to pass to ``FlowSession/resolve(_:)``.
    /// An unknown permission is answered `denied` without asking the system.
    public func fulfil(_ request: Request) async -> RequestResult {
        switch request {
        case .permission(.unknown):
            return .permission(.denied)
        case .permission(let permission):
            return .permission(await permissions?.requestPermission(permission) ?? .denied)
        case .purchase(let plan, let paywall):
            return .purchase(await purchases?.purchase(plan: plan, paywall: paywall) ?? .failure)
        case .restore(let paywall):
            return .purchase(await purchases?.restorePurchases(paywall: paywall) ?? .failure)
        case .openSettings:
            await settings?.openSettings()
            return .settingsOpened
        case .resendCode(let phone):
            return .code(await codes?.sendCode(to: phone) ?? .failed)
        case .pickFile(let types):
            return .file(await files?.pickFile(types: types) ?? .cancelled)
        }
    }

    /// The services `flow` can ask for that are not given, in ``Kind`` order: empty when
    /// every request the flow can make has its service.
    public func missing(for flow: Flow) -> [Kind] {
        var needed = Set<Kind>()
        for screen in flow.screens {
            for button in screen.buttons + screen.states.flatMap(\.buttons) {
                switch button.action.kind {
                case .requestPermission(let permission, _) where permission.isKnown: needed.insert(.permissions)
                case .purchase, .restore: needed.insert(.purchases)
                case .openSettings: needed.insert(.settings)
                case .resendCode: needed.insert(.codes)
                case .pickFile: needed.insert(.files)
                default: break
                }
            }
        }
        let given: [Kind: Bool] = [
            .permissions: permissions != nil, .purchases: purchases != nil, .settings: settings != nil,
            .codes: codes != nil, .files: files != nil,
        ]
        return Kind.allCases.filter { needed.contains($0) && given[$0] == false }
    }
}
