/// The app's side of the requests a session makes: system permission prompts,
/// the store, the Settings app. Implement it once in the app (see
/// docs/client-guide.md) and feed every ``Request`` through ``fulfil(_:)``.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@MainActor
public protocol OnboardingServices {
    /// Shows the system prompt (or picker) and returns the user's answer.
    func requestPermission(_ permission: Permission) async -> PermissionResult
    /// Runs the purchase and returns how it ended.
    func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult
    /// Restores purchases and returns how it ended.
    func restorePurchases(paywall: Paywall?) async -> PurchaseResult
    /// Opens the system Settings app.
    func openSettings() async
}

/// What an app does not implement: an app whose flows never make a request
/// writes no code for it (an app without a paywall no purchase code). Each
/// default is the answer the flows already handle: a permission `denied`, a
/// purchase or restore `failure`; `openSettings` opens nothing (OnboardKit has no
/// UI framework) and the flow goes on to its `then` target.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension OnboardingServices {
    public func requestPermission(_ permission: Permission) async -> PermissionResult { .denied }
    public func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult { .failure }
    public func restorePurchases(paywall: Paywall?) async -> PurchaseResult { .failure }
    public func openSettings() async {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension OnboardingServices {
    /// Performs `request` and returns the result to pass to ``FlowSession/resolve(_:)``.
    /// An unknown permission is answered `denied` without asking the system.
    public func fulfil(_ request: Request) async -> RequestResult {
        switch request {
        case .permission(.unknown):
            return .permission(.denied)
        case .permission(let permission):
            return .permission(await requestPermission(permission))
        case .purchase(let plan, let paywall):
            return .purchase(await purchase(plan: plan, paywall: paywall))
        case .restore(let paywall):
            return .purchase(await restorePurchases(paywall: paywall))
        case .openSettings:
            await openSettings()
            return .settingsOpened
        }
    }
}
