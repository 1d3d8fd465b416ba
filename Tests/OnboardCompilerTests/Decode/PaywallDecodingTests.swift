import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A paywall screen's offer: provider, features, plans and the default plan.
    @Suite struct PaywallDecodingTests {
        @Test func paywall() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            paywall:
                              provider: revenuecat
                              offering: default
                              features: [{ id: sync, text: Sync every device, icon: icloud }]
                              plans: [{ id: annual, package: $rc_annual, label: Yearly }, { id: monthly }]
                              defaultPlan: annual
                            """)))
            let paywall = try #require(spec.screen("welcome")?.paywall)
            #expect(paywall.provider == "revenuecat")
            #expect(paywall.offering == "default")
            #expect(paywall.features.map(\.text.key) == ["onboarding.welcome.sync"])
            #expect(paywall.features.first?.icon == "icloud")
            #expect(paywall.features.first?.iconSpan.map { "\($0.start.line):\($0.start.column)" } == "14:65")
            #expect(paywall.plans.map(\.id) == ["annual", "monthly"])
            #expect(paywall.plans.map(\.package) == ["$rc_annual", nil])
            #expect(paywall.plans.map(\.label?.key) == ["onboarding.welcome.annual", nil])
            #expect(paywall.defaultPlan == "annual")
        }

        @Test func problemsInAPaywall() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        paywall:
                          provider: revenuecats
                          offering: default
                          plans: [{ id: annual }, { id: annual, package: $rc_monthly }]
                          defaultPlan: anual
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-unknown-value 12:21", "spec-duplicate-id 14:41", "spec-unknown-reference 15:24",
                ])
            #expect(found[0].help == "did you mean 'revenuecat'?")
            #expect(found[1].message == "feature or plan id `annual` is used twice")
            #expect(found[2].message == "there is no plan `anual`")
            #expect(found[2].help == "did you mean 'annual'?")
        }

        /// A plan's `product:` is kept with where it is written; a RevenueCat plan may name
        /// both its package and its product, and App Store ids may have capitals.
        @Test func planProducts() throws {
            let spec = try #require(
                decode(
                    minimalSpec(
                        screen: """
                            paywall:
                              provider: revenuecat
                              offering: default
                              plans:
                                - { id: annual, package: $rc_annual, product: com.Example.annual_v2 }
                                - { id: monthly, package: $rc_monthly }
                            """)))
            let plans = try #require(spec.screen("welcome")?.paywall?.plans)
            #expect(plans.map(\.product) == ["com.Example.annual_v2", nil])
            #expect(plans.map(\.package) == ["$rc_annual", "$rc_monthly"])
            #expect(plans[0].productSpan.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" } == "15:59-80")
            #expect(plans[1].productSpan == nil)
        }

        /// A product id that no store accepts is an error at the value; on Play Billing,
        /// capitals too. The help says what an id looks like.
        @Test func productsNoStoreAccepts() throws {
            let found = diagnose(
                minimalSpec(
                    screen: """
                        paywall:
                          provider: storekit
                          offering: default
                          plans:
                            - { id: annual, product: "Annual $39.99" }
                            - { id: monthly, product: [com.example.monthly] }
                            - { id: weekly, product: .weekly }
                        """))
            #expect(
                found.map(\.located) == [
                    "spec-invalid-product 15:38", "spec-type-mismatch 16:39", "spec-invalid-product 17:38",
                ])
            #expect(found[0].message == "`Annual $39.99` is not a store product id")
            #expect(found[0].help?.hasPrefix("use the product id from App Store Connect or the Play Console") == true)
            #expect(found[2].message == "`.weekly` is not a store product id")

            let play = diagnose(
                minimalSpec(
                    screen: """
                        paywall:
                          provider: play-billing
                          offering: default
                          plans: [{ id: annual, product: com.example.Annual }, { id: monthly, product: com.example.monthly }]
                        """))
            #expect(play.map(\.located) == ["spec-invalid-product 14:42"])
            #expect(play.first?.help?.contains("lower-case letters, digits, `_` and `.`") == true)
        }
    }
}
