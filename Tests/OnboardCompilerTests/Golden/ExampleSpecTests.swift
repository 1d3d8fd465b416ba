import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler

/// `examples/sleepwell.yaml`, the product brief written as a spec: it compiles without a
/// finding, and each thing the brief asks for reaches the bundle and plays in OnboardKit.
@Suite struct ExampleSpecTests {
    static let path = "examples/sleepwell.yaml"

    static func compiled() throws -> (result: Pipeline.Result, bundle: OnboardingBundle, catalog: StringCatalog) {
        let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
        let result = Pipeline.compile(SourceFile(path: path, text: text))
        let file = { (suffix: String) in try #require(result.outputs.first { $0.path.hasSuffix(suffix) }).bytes }
        return (
            result, try OnboardingBundle(data: Data(try file("bundle.json"))),
            try StringCatalog(data: Data(try file("Localizable.xcstrings")))
        )
    }

    @Test func itIsClean() throws {
        #expect(try Self.compiled().result.diagnostics.map(\.brief) == [])
    }

    /// Text fields, the flow-wide entrance, the tutorial section, the styled fine print and the plans' products.
    @Test func theBriefReachesTheBundle() throws {
        let flow = try #require(try Self.compiled().bundle.flows.first)
        #expect(flow.completion.setOn == [.complete, .dismiss])
        #expect(flow.screens.map(\.section) == ["tutorial", "tutorial", nil, nil, nil, nil])
        #expect(flow.screens[0].entrance.map(\.element) == ["visual", "title", "body", "primary"])
        let fields = try #require(flow.screens.first { $0.id == "sign-up" }).inputs
        #expect(fields.map(\.kind) == [.name, .email, .password])
        #expect(fields.map(\.autofill) == [.givenName, .email, .newPassword])
        #expect(fields[1].keyboard == .email && fields[1].placeholderKey == "onboarding.sign-up.email.placeholder")
        let offer = try #require(flow.screens.last)
        #expect(offer.background?.name == "cream")
        #expect(
            offer.textStyles["caption"]
                == TextStyle(font: "footnote", color: ThemeColor(light: "#5F6368", dark: "#B4B8BF", name: "gray")))
        #expect(offer.paywall?.plans.map(\.productId) == ["com.sleepwell.annual", "com.sleepwell.monthly"])
    }

    /// A user who signs up and then closes the offer has finished onboarding: the flag is set on dismissal.
    @Test func playedToTheEndByClosingTheOffer() throws {
        let compiled = try Self.compiled()
        var session = FlowSession(flow: try #require(compiled.bundle.flows.first))
        _ = try session.perform(.tap(.primary))
        _ = try session.perform(.tap(.primary))
        #expect(try session.perform(.tap(.primary)) == .permission(.notifications))
        try session.resolve(.permission(.denied))
        try session.answer("goal", with: .choice("wake-rested"))
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "sign-up")
        try session.answer("email", with: .text("sam@example"))
        try session.answer("password", with: .text("hunter2"))
        #expect(!session.isEnabled(.tap(.primary)))
        #expect(session.fieldProblems == ["email": .malformed])
        try session.answer("email", with: .text("sam@example.com"))
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "offer")
        let text = OnboardingText(bundle: compiled.bundle, strings: compiled.catalog, locale: "en")
        let price = StorePrice(price: "$39.99", period: "year", trialLength: "7 days")
        #expect(
            text("onboarding.offer.caption", price: price)
                == "Free for 7 days, then $39.99 per year. Cancel anytime in Settings.")
        _ = try session.perform(.tap(.close))
        #expect(session.ending?.reason == .dismissed(result: nil))
        #expect(session.ending?.flagSet == "hasOnboarded")
        #expect(session.ending?.answers["sign-up"]?["email"] == .text("sam@example.com"))
    }
}
