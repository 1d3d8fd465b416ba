/// What `onboardc.yaml`'s `preview:` sets: the sample store values the preview shows
/// in place of what the store fills in at run time (docs/preview.md, "Paywalls").
public struct PreviewSettings: Sendable, Hashable {
    /// The sample prices of one store product: an amount per currency.
    public struct Prices: Sendable, Hashable {
        /// A plan's `product`, or its RevenueCat `package` (`$rc_annual`).
        public var product: String
        /// Where the product is written in `onboardc.yaml`.
        public var span: SourceSpan
        /// ISO 4217 currency code (`USD`) → amount (`49.99`).
        public var amounts: [String: Double]

        public init(product: String, span: SourceSpan, amounts: [String: Double]) {
            self.product = product
            self.span = span
            self.amounts = amounts
        }
    }

    /// By product id or package id (`prices:`).
    public var prices: [String: Prices] = [:]
    /// Locale tag → the ISO 4217 code of the currency the preview shows its prices in
    /// (`currencies:`), instead of the one the locale's region or language pays in.
    public var currencies: [String: String] = [:]

    public init() {}
}
