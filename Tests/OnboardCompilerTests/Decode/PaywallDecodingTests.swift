import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A paywall screen's offer: provider, features, plans and the default plan.
    @Suite struct PaywallDecodingTests {
        @Test func paywall() throws {
            let spec = try #require(decode(minimalSpec(screen: """
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
            let found = diagnose(minimalSpec(screen: """
                paywall:
                  provider: revenuecats
                  offering: default
                  plans: [{ id: annual }, { id: annual, package: $rc_monthly }]
                  defaultPlan: anual
                """))
            #expect(found.map(\.located) == [
                "spec-unknown-value 12:21", "spec-duplicate-id 14:41", "spec-unknown-reference 15:24",
            ])
            #expect(found[0].help == "did you mean 'revenuecat'?")
            #expect(found[1].message == "feature or plan id `annual` is used twice")
            #expect(found[2].message == "there is no plan `anual`")
            #expect(found[2].help == "did you mean 'annual'?")
        }
    }
}
