import BundleFormat

/// The subscription offer on a paywall screen.
public struct Paywall: Sendable, Hashable {
    public struct Feature: Sendable, Hashable {
        public var id: String
        public var text: Copy
        /// An SF Symbol name.
        public var icon: String?
        /// Where the `icon` value is written.
        public var iconSpan: SourceSpan?
        /// The Material Symbols name Android shows instead (`androidIcon`).
        public var androidIcon: MaterialSymbol? = nil
        public var span: SourceSpan
    }

    public struct Plan: Sendable, Hashable {
        public var id: String
        /// The provider's package identifier (for RevenueCat: `$rc_annual`, …).
        public var package: String?
        /// The store product id (App Store / Play: `com.example.annual`).
        public var product: String?
        /// Where the `product` value is written.
        public var productSpan: SourceSpan?
        public var label: Copy?
        public var span: SourceSpan
    }

    /// One branch of the offering chosen by conditions.
    public struct OfferingBranch: Sendable, Hashable {
        public var condition: Condition
        /// Where the condition is written (`when:`).
        public var conditionSpan: SourceSpan
        /// The provider's offering id.
        public var offering: String
    }

    /// The subscription provider (`revenuecat`, `storekit`, `play-billing`).
    public var provider: String
    /// The provider's offering id; with `offeringBranches`, the fallback when none holds.
    public var offering: String
    /// Where `offering` is written (with branches, the fallback's).
    public var offeringSpan: SourceSpan? = nil
    /// Offerings chosen by conditions, in the spec's order: the first whose condition holds
    /// as the paywall is shown wins, else `offering` (docs/spec-format.md 3.19).
    public var offeringBranches: [OfferingBranch] = []
    public var features: [Feature]
    public var plans: [Plan]
    public var defaultPlan: String?
    public var span: SourceSpan
}
