import BundleFormat
import Foundation
import OnboardCompiler

/// What a paywall plan costs on the page: the store fills a plan's price, period and trial
/// at run time, so the preview shows sample values in the locale's currency, written as the
/// locale writes money (with the bundle's numbering: `BundleFormat.NumberingSystem`). The
/// prices are `onboardc.yaml`'s (`preview: prices:`) where it sets the plan's product, else
/// the built-in table's (docs/preview.md, "Paywalls"): an amount per period in US dollars,
/// scaled to the locale's currency; a year has a 7-day free trial.
struct SamplePrice: Hashable {
    /// A plan's billing period, read from its RevenueCat package or its product or plan id.
    enum Period: String, CaseIterable {
        case week, month, twoMonths = "two-months", threeMonths = "three-months", sixMonths = "six-months", year
        case lifetime

        /// The sample price in US dollars.
        var dollars: Double {
            switch self {
            case .week: 4.99
            case .month: 9.99
            case .twoMonths: 17.99
            case .threeMonths: 24.99
            case .sixMonths: 39.99
            case .year: 49.99
            case .lifetime: 99.99
            }
        }

        /// The period as the store writes it after a price (`/year`); nil for a one-time purchase.
        var word: String? {
            switch self {
            case .week: "week"
            case .month: "month"
            case .twoMonths: "2 months"
            case .threeMonths: "3 months"
            case .sixMonths: "6 months"
            case .year: "year"
            case .lifetime: nil
            }
        }

        /// What the sample product is called (the store's product name stands in for a plan without a label).
        var productName: String {
            switch self {
            case .week: "Weekly Premium"
            case .month: "Monthly Premium"
            case .twoMonths: "2-Month Premium"
            case .threeMonths: "Quarterly Premium"
            case .sixMonths: "6-Month Premium"
            case .year: "Annual Premium"
            case .lifetime: "Lifetime Premium"
            }
        }

        /// The free trial's length in days, on a sample product that has one.
        var trialDays: Int? { self == .year ? 7 : nil }

        /// The period of `plan`: RevenueCat's package ids (`$rc_annual`…), else a word in
        /// its product or plan id (`annual`, `yearly`, `monthly`, `week`…); nil when none says.
        init?(_ plan: PaywallPlan) {
            let packages: [String: Period] = [
                "$rc_weekly": .week, "$rc_monthly": .month, "$rc_two_month": .twoMonths,
                "$rc_three_month": .threeMonths, "$rc_six_month": .sixMonths, "$rc_annual": .year,
                "$rc_lifetime": .lifetime,
            ]
            if let package = plan.package, let period = packages[package] {
                self = period
                return
            }
            let words: [(String, Period)] = [
                ("lifetime", .lifetime), ("six", .sixMonths), ("6m", .sixMonths), ("three", .threeMonths),
                ("quarter", .threeMonths), ("3m", .threeMonths), ("two", .twoMonths), ("2m", .twoMonths),
                ("annual", .year), ("year", .year), ("month", .month), ("week", .week),
            ]
            let text = [plan.productId, plan.package, plan.id].compactMap { $0?.lowercased() }.joined(separator: " ")
            guard let period = words.first(where: { text.contains($0.0) })?.1 else { return nil }
            self = period
        }
    }

    /// What `onboardc.yaml`'s `preview:` sets (named here for files of the page that see
    /// only the bundle's types, whose names the compiler's IR shares).
    typealias Settings = PreviewSettings

    /// The period, nil when the plan does not say (the page then shows a monthly sample).
    let period: Period?
    /// The plan's prices from `onboardc.yaml` (`preview: prices:`), by currency code; empty
    /// when it sets none for the plan's product or package (the built-in table's are shown).
    var configured: [String: Double] = [:]
    /// What `onboardc.yaml`'s `preview:` sets: every product's prices and the locales' currencies.
    var settings = PreviewSettings()

    init(period: Period?) {
        self.period = period
    }

    /// `plan`'s sample: its period, and its product's prices in `settings` (else its package's).
    init(_ plan: PaywallPlan, settings: PreviewSettings) {
        period = Period(plan)
        configured =
            [plan.productId, plan.package].compactMap { $0.flatMap { settings.prices[$0] } }.first?.amounts ?? [:]
        self.settings = settings
    }

    /// What the built-in table converts between: units of a currency per US dollar.
    static let rates: [String: Double] = [
        "USD": 1, "EUR": 1, "GBP": 1, "CHF": 1, "SAR": 3.75, "JPY": 150, "BRL": 5,
    ]

    /// The currency a locale pays in: the one `preview: currencies:` gives its tag (or its
    /// language), else its region's, else its language's usual one, else US dollars. A region's
    /// currency counts when the built-in table converts to it or `preview: prices:` has it.
    static func currency(for locale: String, settings: PreviewSettings = PreviewSettings()) -> String {
        let tag = Locale(identifier: locale)
        let language = tag.language.languageCode?.identifier
        if let chosen = settings.currencies[locale] ?? language.flatMap({ settings.currencies[$0] }) {
            return chosen
        }
        let payable = Set(rates.keys).union(settings.prices.values.flatMap(\.amounts.keys))
        let languages: [String: String] = [
            "de": "EUR", "fr": "EUR", "es": "EUR", "es-419": "USD", "it": "EUR", "ar": "SAR", "ja": "JPY",
        ]
        return tag.region.flatMap { Locale(identifier: "und-" + $0.identifier).currency?.identifier }
            .flatMap { payable.contains($0) ? $0 : nil }
            ?? languages[locale] ?? language.flatMap { languages[$0] } ?? "USD"
    }

    /// The amount and its currency in `locale`: the configured amount in the locale's currency;
    /// else one converted from the configured US-dollar amount (or another the table converts
    /// from), rounded up to end in .99; else the built-in period's amount.
    func amount(in locale: String) -> (amount: Double, code: String) {
        let code = Self.currency(for: Self.formatting(locale), settings: settings)
        if let amount = configured[code] { return (amount, code) }
        let dollars: Double
        if configured.isEmpty {
            dollars = (period ?? .month).dollars
        } else if let from = (["USD"] + configured.keys.sorted()).first(where: {
            configured[$0] != nil && Self.rates[$0] != nil
        }), let rate = Self.rates[from], let configuredAmount = configured[from], Self.rates[code] != nil {
            dollars = configuredAmount / rate
        } else {
            // Neither converts: the first configured price, in its own currency.
            let first = configured.keys.sorted()[0]
            return (configured[first]!, first)
        }
        let scaled = dollars * (Self.rates[code] ?? 1)
        // A price ends in .99, or is a round hundred where a currency has no cents (yen); one
        // converted from the project's is rounded up to it (£3.49 is $3.99, not $2.99).
        let rounding: FloatingPointRoundingRule = configured.isEmpty ? .toNearestOrAwayFromZero : .up
        let amount = code == "JPY" ? (scaled / 100).rounded(rounding) * 100 : scaled.rounded(rounding) - 0.01
        return (amount, code)
    }

    /// The price in `locale`: its amount in its currency, written with the bundle's digits.
    func price(in locale: String, bundle: OnboardingBundle) -> String {
        let (amount, code) = self.amount(in: locale)
        let system = bundle.numberingSystem(for: locale)
        let tag = NumberingSystem.formattingLocale(Self.formatting(locale), system: system)
        return amount.formatted(.currency(code: code).locale(Locale(identifier: tag)))
    }

    /// The trial's length in `locale` (`7 days`), written with the bundle's digits; nil without a trial.
    func trialLength(in locale: String, bundle: OnboardingBundle) -> String? {
        guard let days = period?.trialDays else { return nil }
        let tag = NumberingSystem.formattingLocale(Self.formatting(locale), system: bundle.numberingSystem(for: locale))
        return Duration.seconds(days * 86_400).formatted(
            .units(allowed: [.days], width: .wide).locale(Locale(identifier: tag)))
    }

    /// A pseudo-locale's prices are its source language's, as a store writes them.
    static func formatting(_ locale: String) -> String {
        PseudoLocale(rawValue: locale) == nil ? locale : "en"
    }
}
