import BundleFormat

/// What the paywall and purchase rules share: what counts as a way past an offer.
extension FlowGraph {
    /// The buttons of a node that let the user past it without buying: a close,
    /// secondary or skip button that does not buy, restore or ask for anything,
    /// and leads further on (a later screen, or the end of the flow).
    func dismissButtons(_ node: Node) -> [Button] {
        content(node).buttons.filter { button in
            guard [.close, .secondary, .skip].contains(button.slot) else { return false }
            switch button.action.kind {
            case .purchase, .restore, .requestPermission, .openSettings, .resendCode, .pickFile: return false
            case .next, .back, .complete, .goTo, .skip: break
            }
            return targets(of: button, from: node).contains { isForward($0.to, from: node) }
        }
    }
}

extension Screen {
    /// A screen that sells something: its role is `paywall`, or it has a `paywall`.
    var isPaywall: Bool { role == .paywall || paywall != nil }
}

extension Paywall {
    /// Whether the provider sells store products by the plan's `product:` alone
    /// (StoreKit, Play Billing), rather than through RevenueCat's packages.
    var sellsProductsDirectly: Bool { provider != PaywallProvider.revenueCat.rawValue }

    /// Whether `plan` names the store product it sells: its `product`, or on RevenueCat
    /// its `package` (whose product RevenueCat knows). Its price fills the store placeholders.
    func namesProduct(_ plan: Plan) -> Bool {
        plan.product != nil || (!sellsProductsDirectly && plan.package != nil)
    }
}
