import OnboardKit

/// A store that records every write, to check that flags are set only at the end.
final class RecordingStore: OnboardingStore {
    struct Write: Hashable {
        var key: String
        var value: Bool
    }

    private var values: [String: Bool]
    private(set) var writes: [Write] = []

    init(_ values: [String: Bool] = [:]) {
        self.values = values
    }

    func bool(forKey key: String) -> Bool {
        values[key] ?? false
    }

    func set(_ value: Bool, forKey key: String) {
        writes.append(Write(key: key, value: value))
        values[key] = value
    }

    /// Texts (the user id, experiment assignments): kept, not recorded as flag writes.
    private(set) var texts: [String: String] = [:]

    func string(forKey key: String) -> String? {
        texts[key]
    }

    func set(_ value: String, forKey key: String) {
        texts[key] = value
    }
}

/// The app's permission handler, store and Settings, answering as told and
/// recording what the engine asked for.
@MainActor
final class ServicesSpy: PermissionService, PurchaseService, SettingsService {
    var permissionAnswers: [Permission: PermissionResult] = [:]
    var purchaseAnswer: PurchaseResult = .success
    private(set) var permissionsAsked: [Permission] = []
    private(set) var purchases: [PaywallPlan?] = []
    private(set) var restores = 0
    private(set) var settingsOpened = 0

    init(permissionAnswers: [Permission: PermissionResult] = [:], purchaseAnswer: PurchaseResult = .success) {
        self.permissionAnswers = permissionAnswers
        self.purchaseAnswer = purchaseAnswer
    }

    func requestPermission(_ permission: Permission) async -> PermissionResult {
        permissionsAsked.append(permission)
        return permissionAnswers[permission] ?? .allowed
    }

    func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult {
        purchases.append(plan)
        return purchaseAnswer
    }

    func restorePurchases(paywall: Paywall?) async -> PurchaseResult {
        restores += 1
        return purchaseAnswer
    }

    func openSettings() async {
        settingsOpened += 1
    }

    /// This spy as every service.
    var services: OnboardingServices { OnboardingServices(permissions: self, purchases: self, settings: self) }

    /// Performs `request` through this spy, as ``OnboardingServices/fulfil(_:)`` does.
    func fulfil(_ request: Request) async -> RequestResult { await services.fulfil(request) }
}

extension FlowSession {
    /// Taps the button of `slot`.
    @discardableResult
    mutating func tap(_ slot: ButtonSlot) throws -> Request? {
        try perform(.tap(slot))
    }

    /// Does `action`; if it asks the app for something, lets `services` answer and
    /// reports the result, as an app does.
    @MainActor
    mutating func run(_ action: UserAction, with services: ServicesSpy) async throws {
        guard let request = try perform(action) else { return }
        let result = await services.fulfil(request)
        try resolve(result)
    }
}
