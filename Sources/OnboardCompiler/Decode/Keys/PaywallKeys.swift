import BundleFormat

/// A screen's paywall: its features and plans.
extension MappingSchema {
    static let paywall = MappingSchema(
        "paywall", noun: "`paywall`", summary: "A subscription offer on a screen.", docs: DocsTable("3.19 Paywall"),
        keys: [
            Key(
                "provider", .choice(PaywallProvider.self), .required,
                #"who sells the subscription: RevenueCat, or the store itself through StoreKit or Play Billing"#),
            Key(
                "offering", .either(.text, .list(.mapping(.offeringBranch), atLeast: 1)), .required,
                #"the provider's offering id (ask the app team), or offerings chosen by conditions: a list of branches ([below](#offerings-chosen-by-conditions))"#
            ),
            Key("features", .list(.mapping(.feature)), #"the benefits listed on the paywall"#),
            Key("plans", .list(.mapping(.plan)), #"the plans the user chooses from"#),
            Key("defaultPlan", .identifier, #"the plan selected at first"#),
        ])

    /// One branch of an offering chosen by conditions: the offering shown when `when` holds;
    /// the last branch, without `when`, is the offering when none does.
    static let offeringBranch = MappingSchema(
        "offeringBranch", noun: "an offering branch", summary: "The offering a paywall shows when a condition holds.",
        docs: DocsTable("Offering branch"),
        keys: [
            Key(
                "when", .text,
                #"a [condition](conditions.md); leave it out on the last branch, the fallback"#),
            Key("offering", .text, .required, #"the provider's offering id"#),
        ])

    static let feature = MappingSchema(
        "feature", noun: "a paywall feature", summary: "A benefit listed on the paywall.",
        docs: DocsTable("3.19 Paywall", table: 1),
        keys: [
            Key("id", .identifier, .required, #"the feature's id: part of its text key"#),
            Key("text", .copy, .required, #"the benefit. Key `<flow>.<screen>.<feature>`"#),
            Key("icon", .text, #"a symbol name shown with it"#),
            .androidIcon,
        ])

    static let plan = MappingSchema(
        "plan", noun: "a paywall plan", summary: "A plan the user chooses from.",
        docs: DocsTable("3.19 Paywall", table: 2),
        keys: [
            Key("id", .identifier, .required, #"the plan's id (what `action: purchase` / `plan:` refers to)"#),
            Key("package", .text, #"the provider's package id (RevenueCat: `$rc_annual`, `$rc_weekly`, …)"#),
            Key(
                "product", .formatted(.product),
                #"the store product the plan sells: its id in App Store Connect or the Play Console (`com.example.annual`): letters, digits, `_` and `.`, lower case on Play. Its price, period and trial fill the store placeholders. A RevenueCat plan may give its `package` instead (RevenueCat knows the package's products)"#
            ),
            Key(
                "label", .copy,
                #"the plan's name on its card. Key `<flow>.<screen>.<plan>`. May hold the store placeholders, filled from **this** plan's product"#
            ),
        ])
}

extension PaywallProvider: Vocabulary {
    var meaning: String {
        switch self {
        case .revenueCat: "RevenueCat sells it: `offering` and each plan's `package` are RevenueCat's ids"
        case .storeKit: "the App Store sells it through StoreKit: each plan names its `product`"
        case .playBilling: "Google Play sells it through Play Billing: each plan names its `product`"
        }
    }
}
