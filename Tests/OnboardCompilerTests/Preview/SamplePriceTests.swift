import BundleFormat
import Foundation
import Testing

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
}
