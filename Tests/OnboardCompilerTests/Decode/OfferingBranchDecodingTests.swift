import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

extension DecodeTests {
    /// A paywall's offering chosen by conditions (a list of branches, docs/spec-format.md 3.19).
    @Suite struct OfferingBranchDecodingTests {
        /// A paywall screen whose `offering` is `value`, on line 14 (a list starts on line 15).
        static func spec(offering value: String) -> String {
            """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios, android] }
            attributes: { isReturning: bool }
            flows:
              - id: tour
                trigger: first-launch
                completion: { flag: seen }
                screens:
                  - id: offer
                    role: paywall
                    title: Go Pro
                    paywall:
                      provider: revenuecat
                      offering: \(value)
                      plans: [{ id: annual, package: "$rc_annual", label: Annual }]
                    primary: { label: Subscribe, action: purchase, on: { success: complete, failure: stay, cancel: stay } }
                    close: { label: Not now }
            """
        }

        static let branches = """

                        - { when: attribute.isReturning, offering: winback }
                        - { when: 'platform == "android"', offering: play }
                        - { offering: default }
            """

        @Test func branchesDecodeInOrderWithTheFallbackAsTheOffering() throws {
            let spec = try #require(decode(Self.spec(offering: Self.branches)))
            let paywall = try #require(spec.flows.first?.screens.first?.paywall)
            #expect(paywall.offering == "default")
            #expect(paywall.offeringBranches.map(\.offering) == ["winback", "play"])
            #expect(paywall.offeringBranches.map(\.conditionSpan.start.line) == [15, 16])
            #expect(BundleEmitter.schemaVersion(of: spec) == 3)
            let result = Pipeline.compile(SourceFile(path: "spec.yaml", text: Self.spec(offering: Self.branches)))
            let bundle = try OnboardingBundle(
                data: Data(try #require(result.outputs.first { $0.path == "demo/bundle.json" }).bytes))
            let written = try #require(bundle.flows.first?.screens.first?.paywall)
            #expect(written.offering == "default")
            #expect(written.offeringBranches.map(\.offering) == ["winback", "play"])
        }

        @Test func aPlainOfferingStaysAtVersion2WithNoBranches() throws {
            let spec = try #require(decode(Self.spec(offering: "default")))
            #expect(spec.flows.first?.screens.first?.paywall?.offeringBranches.isEmpty == true)
            #expect(BundleEmitter.schemaVersion(of: spec) == 2)
        }

        @Test func theFallbackIsRequiredAndLast() {
            let noFallback = Self.spec(offering: "\n            - { when: attribute.isReturning, offering: winback }")
            #expect(diagnose(noFallback).map(\.located) == ["spec-branch-fallback 15:13"])
            let early = Self.spec(
                offering:
                    "\n            - { offering: default }\n            - { when: attribute.isReturning, offering: w }")
            #expect(diagnose(early).map(\.located) == ["spec-branch-fallback 15:15"])
        }

        @Test func aProblemInAConditionIsAtItsCharacters() {
            let typo = Self.spec(
                offering: "\n            - { when: attribute.isReturnin, offering: w }\n            - { offering: d }")
            #expect(diagnose(typo).map(\.located) == ["spec-condition-unknown-reference 15:33"])
        }
    }
}
