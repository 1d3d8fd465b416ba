/// A paywall: what it sells and through which store.
public struct Paywall: Codable, Hashable, Sendable {
    /// The store to buy through.
    public var provider: PaywallProvider
    /// The provider's offering id (RevenueCat: the offering identifier); with
    /// ``offeringBranches``, the one shown when none of them holds.
    public var offering: String
    /// Offerings chosen by conditions (new in schemaVersion 3), in order: the first whose
    /// condition holds as the paywall is shown gives the offering, else ``offering``.
    public var offeringBranches: [OfferingBranch]
    /// The benefits to list.
    public var features: [PaywallFeature]
    /// The plans to offer, in order.
    public var plans: [PaywallPlan]
    /// The plan selected when the screen appears.
    public var defaultPlan: String?

    /// A paywall with these values.
    public init(
        provider: PaywallProvider, offering: String, features: [PaywallFeature] = [],
        plans: [PaywallPlan] = [], defaultPlan: String? = nil, offeringBranches: [OfferingBranch] = []
    ) {
        self.provider = provider
        self.offering = offering
        self.offeringBranches = offeringBranches
        self.features = features
        self.plans = plans
        self.defaultPlan = defaultPlan
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        provider = try container.decode(PaywallProvider.self, forKey: .provider)
        offering = try container.decode(String.self, forKey: .offering)
        offeringBranches = try container.decodeIfPresent([OfferingBranch].self, forKey: .offeringBranches) ?? []
        features = try container.decodeIfPresent([PaywallFeature].self, forKey: .features) ?? []
        plans = try container.decodeIfPresent([PaywallPlan].self, forKey: .plans) ?? []
        defaultPlan = try container.decodeIfPresent(String.self, forKey: .defaultPlan)
    }

    /// Every member; `offeringBranches` only when there is one, so that a paywall with one
    /// offering reads as it did before them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(provider, forKey: .provider)
        try container.encode(offering, forKey: .offering)
        if !offeringBranches.isEmpty { try container.encode(offeringBranches, forKey: .offeringBranches) }
        try container.encode(features, forKey: .features)
        try container.encode(plans, forKey: .plans)
        try container.encodeIfPresent(defaultPlan, forKey: .defaultPlan)
    }

    /// The offering shown: that of the first of ``offeringBranches`` whose condition
    /// `holds`, else ``offering``. Conditions after the one that holds are not evaluated.
    public func chosenOffering(where holds: (Condition) -> Bool) -> String {
        offeringBranches.first { holds($0.when) }?.offering ?? offering
    }

    /// The plan with this id.
    public func plan(id: String) -> PaywallPlan? {
        plans.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case provider, offering, offeringBranches, features, plans, defaultPlan
    }
}

/// One branch of a paywall's offering chosen by conditions.
public struct OfferingBranch: Codable, Hashable, Sendable {
    /// When it holds (and no earlier branch's does), the paywall shows `offering`.
    public var when: Condition
    /// The provider's offering id.
    public var offering: String

    /// A branch with these values.
    public init(when: Condition, offering: String) {
        self.when = when
        self.offering = offering
    }
}

/// The store a paywall sells through.
public enum PaywallProvider: String, Codable, Hashable, Sendable, CaseIterable {
    case revenueCat = "revenuecat"
    case storeKit = "storekit"
    case playBilling = "play-billing"
}

/// One benefit a paywall lists.
public struct PaywallFeature: Codable, Hashable, Sendable, Identifiable {
    /// The feature id.
    public var id: String
    /// The key of the benefit's text.
    public var textKey: String
    /// An SF Symbol name.
    public var icon: String?
    /// The Material Symbols name Android shows for `icon`; absent: none given.
    public var androidIcon: String?

    /// A feature with these values.
    public init(id: String, textKey: String, icon: String? = nil, androidIcon: String? = nil) {
        self.id = id
        self.textKey = textKey
        self.icon = icon
        self.androidIcon = androidIcon
    }
}

/// One plan a paywall offers.
public struct PaywallPlan: Codable, Hashable, Sendable, Identifiable {
    /// The plan id (actions and `defaultPlan` name it).
    public var id: String
    /// The provider's package id (RevenueCat: `$rc_annual`…).
    public var package: String?
    /// The store product the plan sells (App Store / Play product id: `com.example.annual`);
    /// its price, period and trial fill the store placeholders (``StorePlaceholder``).
    public var productId: String?
    /// The key of the plan's label; absent: use the store's product name.
    public var labelKey: String?

    /// A plan with these values.
    public init(id: String, package: String? = nil, productId: String? = nil, labelKey: String? = nil) {
        self.id = id
        self.package = package
        self.productId = productId
        self.labelKey = labelKey
    }
}
