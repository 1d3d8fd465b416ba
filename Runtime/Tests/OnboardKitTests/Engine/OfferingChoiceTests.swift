import Foundation
import Testing

@testable import OnboardKit

/// A paywall's offering chosen by conditions (`offeringBranches`, docs/bundle-format.md
/// "paywall"): the first branch that holds gives the offering, else `offering`; the session's
/// paywall and its requests carry the one chosen.
@Suite struct OfferingChoiceTests {
    typealias Conditions = ConditionalScreenTests
    static let android = #"{"op": "eq", "ref": {"kind": "platform", "type": "string"}, "value": "android"}"#

    /// One paywall screen whose offering is `returning` for returning users, `high` for variant
    /// `b` of `e` (everyone), else `default`.
    static func bundle(first: String = Conditions.returning) throws -> OnboardingBundle {
        try OnboardingBundle(
            data: Data(
                """
                {"schemaVersion": 3, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
                 "locales": ["en"], "flows": [{"id": "f", "trigger": {"kind": "first-launch"},
                 "completion": {"flag": "done", "setOn": ["complete"]}, "screens": [
                   {"id": "pay", "role": "paywall", "titleKey": "t", "paywall": {"provider": "revenuecat",
                     "offering": "default", "offeringBranches": [{"when": \(first), "offering": "returning"},
                       {"when": \(Conditions.readsE), "offering": "high"}],
                     "features": [], "plans": [{"id": "annual", "package": "$rc_annual"}], "defaultPlan": "annual"},
                    "buttons": [{"slot": "primary", "labelKey": "k", "action": {"kind": "purchase",
                      "outcomes": {"success": {"kind": "complete"}, "failure": {"kind": "stay"}, "cancel": {"kind": "stay"}}}},
                     {"slot": "secondary", "labelKey": "k", "action": {"kind": "restore",
                      "outcomes": {"success": {"kind": "complete"}, "failure": {"kind": "stay"}, "cancel": {"kind": "stay"}}}}]}]}],
                 "experiments": [{"id": "e", "salt": "", "variants": [{"id": "a", "weight": 0}, {"id": "b", "weight": 100}]}]}
                """.utf8))
    }

    @Test("the first branch that holds gives the offering; the paywall shown carries no branches")
    func firstMatch() throws {
        let returning = try #require(Conditions.session(try Self.bundle(), returning: true))
        #expect(returning.paywall?.offering == "returning")
        #expect(returning.paywall?.offeringBranches == [])
        let other = try #require(Conditions.session(try Self.bundle(), returning: false))
        #expect(other.paywall?.offering == "high")
    }

    @Test("with no branch holding, the paywall's offering is the fallback")
    func fallback() throws {
        var bundle = try Self.bundle(first: Self.android)
        bundle.flows[0].screens[0].paywall?.offeringBranches.removeLast()
        let session = try #require(Conditions.session(bundle, returning: true))
        #expect(session.paywall?.offering == "default")
    }

    @Test("purchase and restore requests carry the offering chosen")
    func requests() throws {
        var session = try #require(Conditions.session(try Self.bundle(), returning: true))
        guard case .purchase(_, let paywall) = try session.perform(.tap(.primary)) else {
            Issue.record("no purchase request")
            return
        }
        #expect(paywall?.offering == "returning")
        try session.resolve(.purchase(.cancel))
        guard case .restore(let restoring) = try session.perform(.tap(.secondary)) else {
            Issue.record("no restore request")
            return
        }
        #expect(restoring?.offering == "returning")
    }

    @Test("the experiment a condition read on the way to the offering is exposed with the paywall")
    func exposure() throws {
        let read = try #require(Conditions.session(try Self.bundle(), returning: false))
        #expect(read.events.map(\.type) == ["experiment-exposed", "screen-shown"])
        let notRead = try #require(Conditions.session(try Self.bundle(), returning: true))
        #expect(notRead.events.map(\.type) == ["screen-shown"])
    }

    @Test("a bundle whose paywall chooses its offering by conditions needs schemaVersion 3")
    func needsVersion3() throws {
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 2, required: 3,
                reason: "the paywall of screen 'pay' of flow 'f' chooses its offering by conditions")
        ) { _ = try OnboardingBundle(data: try Conditions.atVersion2(try Self.bundle())) }
    }
}
