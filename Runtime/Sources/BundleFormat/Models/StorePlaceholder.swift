/// A placeholder whose value comes from the store product of a paywall plan, not from
/// the app's own code: `{price}`, `{period}` and `{trialLength}`. The names are
/// reserved: on a paywall key's `placeholders` they are always text, and the client
/// fills them from the plan's product (StoreKit, Play Billing, RevenueCat). This is the
/// one list of them: the compiler's lint rules, docs/spec-format.md's check and
/// OnboardKit's `StorePrice` all read it.
public enum StorePlaceholder: String, CaseIterable, Hashable, Sendable {
    /// The localized price of one period: "$39.99", "39,99 €"
    /// (StoreKit `Product.displayPrice`, Play Billing `formattedPrice`).
    case price
    /// The localized subscription period: "year", "month", "3 months"
    /// (StoreKit `subscription.subscriptionPeriod`, Play Billing `billingPeriod`).
    case period
    /// The localized length of the free trial: "7 days", "1 week"
    /// (StoreKit's introductory offer with `paymentMode == .freeTrial`, Play Billing's free phase).
    case trialLength

    /// The placeholder's name, as written between braces.
    public var name: String { rawValue }

    /// What the store's value looks like, in English: "$39.99", "year", "7 days".
    public var example: String {
        switch self {
        case .price: "$39.99"
        case .period: "year"
        case .trialLength: "7 days"
        }
    }

    /// The store placeholder called `name`, if it is one.
    public init?(name: String) {
        self.init(rawValue: name)
    }
}
