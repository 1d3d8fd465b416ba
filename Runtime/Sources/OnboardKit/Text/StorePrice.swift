/// What the store says about a plan's product, as the texts its store placeholders
/// show (``StorePlaceholder``): the app reads them from StoreKit, Play Billing or
/// RevenueCat for the plan's `productId` (or RevenueCat `package`), already localized.
///
/// ```swift
/// let annual = StorePrice(price: product.displayPrice, period: "year", trialLength: "7 days")
/// text(plan.labelKey ?? "", price: annual)   // "Annual — $39.99/year"
/// ```
public struct StorePrice: Hashable, Sendable {
    /// `{price}`: the price of one period, in the user's currency ("$39.99", "39,99 €").
    public var price: String
    /// `{period}`: the subscription period ("year", "3 months"); nil for a one-time purchase.
    public var period: String?
    /// `{trialLength}`: the length of the free trial ("7 days"); nil when the product has none.
    public var trialLength: String?

    /// The store's texts for one product.
    public init(price: String, period: String? = nil, trialLength: String? = nil) {
        self.price = price
        self.period = period
        self.trialLength = trialLength
    }

    /// The text `placeholder` shows, if the product has it.
    public func text(of placeholder: StorePlaceholder) -> String? {
        switch placeholder {
        case .price: price
        case .period: period
        case .trialLength: trialLength
        }
    }

    /// Each store placeholder the product has a text for, by name: values for ``OnboardingText``.
    public var values: [String: TextValue] {
        var values: [String: TextValue] = [:]
        for placeholder in StorePlaceholder.allCases {
            if let text = text(of: placeholder) { values[placeholder.name] = .string(text) }
        }
        return values
    }
}

extension OnboardingText {
    /// The text of a paywall key with its store placeholders filled from `price` (a plan's
    /// label: that plan's product; any other copy of the paywall screen: the selected
    /// plan's) and its other placeholders from `values`. A store placeholder the product
    /// has no text for shows `{name}`, as any missing text value does.
    public func callAsFunction(_ key: String, price: StorePrice, _ values: [String: TextValue] = [:]) -> String {
        resolve(key, price: price, values).text
    }

    /// ``callAsFunction(_:price:_:)``, and the locale whose table gave the text.
    public func resolve(_ key: String, price: StorePrice, _ values: [String: TextValue] = [:]) -> ResolvedText {
        resolve(key, values.merging(price.values) { _, store in store })
    }
}
