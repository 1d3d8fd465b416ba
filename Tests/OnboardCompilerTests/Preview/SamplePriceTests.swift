import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler
@testable import OnboardPreview

/// A plan's sample price, period and trial, in the locale's currency and digits.
@Suite struct SamplePriceTests {
    static func bundle(numbers: [String: String] = [:]) -> OnboardingBundle {
        OnboardingBundle(app: AppInfo(id: "demo", sourceLocale: "en"), flows: [], numberingSystems: numbers)
    }

    @Test func thePeriodComesFromThePackageOrTheIds() {
        #expect(SamplePrice.Period(PaywallPlan(id: "a", package: "$rc_annual")) == .year)
        #expect(SamplePrice.Period(PaywallPlan(id: "a", package: "$rc_weekly")) == .week)
        #expect(SamplePrice.Period(PaywallPlan(id: "pro", productId: "com.example.pro.monthly")) == .month)
        #expect(SamplePrice.Period(PaywallPlan(id: "yearly")) == .year)
        #expect(SamplePrice.Period(PaywallPlan(id: "pro", productId: "com.example.pro")) == nil)
    }

    @Test func pricesAreWrittenAsTheLocaleWritesMoney() {
        let year = SamplePrice(period: .year)
        let bundle = Self.bundle()
        #expect(year.price(in: "en", bundle: bundle) == "$49.99")
        #expect(year.price(in: "en-XA", bundle: bundle) == "$49.99")
        #expect(year.price(in: "de", bundle: bundle) == "49,99\u{A0}€")
        #expect(SamplePrice(period: .week).price(in: "en-GB", bundle: bundle) == "£4.99")
        #expect(year.trialLength(in: "en", bundle: bundle) == "7 days")
        #expect(year.trialLength(in: "de", bundle: bundle) == "7 Tage")
        #expect(SamplePrice(period: .week).trialLength(in: "en", bundle: bundle) == nil)
        // Arabic pays in riyals; its digits are the bundle's numbering: Western by default, ٠–٩ with `arab`.
        let western = year.price(in: "ar", bundle: bundle)
        #expect(western.contains("186.99") && western.contains("ر.س"), "\(western)")
        let arabic = year.price(in: "ar", bundle: Self.bundle(numbers: ["ar": "arab"]))
        #expect(arabic.contains("١٨٦٫٩٩") && arabic.contains("ر.س"), "\(arabic)")
        #expect(year.trialLength(in: "ar", bundle: Self.bundle(numbers: ["ar": "arab"]))?.contains("٧") == true)
    }

    /// `onboardc.yaml`'s prices: a product's, else its package's; an amount in the locale's
    /// currency as written, else converted from its US-dollar one as the built-in table does.
    @Test func configuredPricesComeFirst() {
        var settings = PreviewSettings()
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        let span = SourceSpan(file: "onboardc.yaml", start: start, end: start)
        settings.prices["com.example.annual"] = .init(
            product: "com.example.annual", span: span, amounts: ["USD": 59.99, "EUR": 64.99, "INR": 3999])
        settings.prices["$rc_weekly"] = .init(product: "$rc_weekly", span: span, amounts: ["GBP": 3.49])
        settings.currencies["es-MX"] = "MXN"
        let bundle = Self.bundle()
        let annual = SamplePrice(PaywallPlan(id: "a", productId: "com.example.annual"), settings: settings)
        #expect(annual.period == .year)
        #expect(annual.price(in: "en", bundle: bundle) == "$59.99")
        #expect(annual.price(in: "de", bundle: bundle) == "64,99\u{A0}€")
        // A currency the product lacks: converted from its dollars (yen in round hundreds).
        #expect(annual.price(in: "ja", bundle: bundle) == "¥9,000")
        #expect(annual.price(in: "en-GB", bundle: bundle) == "£59.99")
        // A region's currency counts once `prices:` has it.
        #expect(annual.price(in: "en-IN", bundle: bundle) == "₹3,999.00")
        // `currencies:` names a currency nothing converts to: the first amount, in its own.
        #expect(annual.price(in: "es-MX", bundle: bundle) == "EUR\u{A0}64.99")
        let weekly = SamplePrice(PaywallPlan(id: "w", package: "$rc_weekly"), settings: settings)
        #expect(weekly.price(in: "en-GB", bundle: bundle) == "£3.49")
        #expect(weekly.price(in: "en", bundle: bundle) == "$3.99")
        // Another plan keeps the built-in table's sample, in the currency `currencies:` sets.
        let monthly = SamplePrice(PaywallPlan(id: "m", productId: "com.example.monthly"), settings: settings)
        #expect(monthly.configured.isEmpty)
        #expect(monthly.price(in: "en", bundle: bundle) == "$9.99")
        #expect(SamplePrice.currency(for: "es-MX", settings: settings) == "MXN")
        #expect(SamplePrice.currency(for: "es-MX") == "EUR")
    }
}
