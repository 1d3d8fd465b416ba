import Testing

@testable import OnboardCompiler

/// `business-plan-product`: StoreKit and Play Billing plans name their store product.
@Suite struct PlanProductTests {
    func findings(provider: String, plans: String) -> [Diagnostic] {
        lintDiagnostics(
            helloSpec("paywall: { provider: \(provider), offering: default, plans: \(plans) }"),
            config: .only("business-plan-product")
        ).filter { $0.code == "business-plan-product" }
    }

    @Test func aStoreKitPlanWithoutAProductIsReportedAtThePlan() {
        let found = findings(
            provider: "storekit",
            plans: "[{ id: annual, product: com.example.annual }, { id: monthly, package: com.example.monthly }]")
        #expect(found.map(\.located) == ["business-plan-product 9:112"])
        #expect(
            found.first?.message
                == "plan `monthly` names no store product; a `storekit` paywall sells products by their id")
        #expect(
            found.first?.help
                == "add `product:` with the plan's product id from App Store Connect or the Play Console (move `com.example.monthly` from `package:`, which is RevenueCat's, to `product:`)"
        )
        #expect(found.first?.path == "flows[tour].screens[hello].paywall.plans[monthly]")
    }

    @Test func aRevenueCatPlanNeedsNoProduct() {
        #expect(
            findings(provider: "revenuecat", plans: "[{ id: annual, package: $rc_annual }, { id: monthly }]").isEmpty)
        #expect(findings(provider: "play-billing", plans: "[{ id: annual, product: annual_2024 }]").isEmpty)
    }
}
