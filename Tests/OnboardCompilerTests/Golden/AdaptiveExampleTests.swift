import BundleFormat
import Foundation
import OnboardKit
import Testing

@testable import OnboardCompiler

/// `examples/stillwater.yaml`, the example of a flow that adapts: an answer branch, an
/// audience-targeted flow and a 50/50 headline experiment. It compiles without a finding,
/// and each adaptation plays in OnboardKit as docs/spec-format.md 3.14 and 3.24 say.
@Suite struct AdaptiveExampleTests {
    static let path = "examples/stillwater.yaml"

    static func compiled() throws -> (result: Pipeline.Result, bundle: OnboardingBundle) {
        let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
        let result = Pipeline.compile(SourceFile(path: path, text: text))
        let file = try #require(result.outputs.first { $0.path == "stillwater/bundle.json" })
        return (result, try OnboardingBundle(data: Data(file.bytes)))
    }

    @Test func itIsCleanThoughAFlowHasMoreScreensThanItsLimit() throws {
        let (result, bundle) = try Self.compiled()
        #expect(result.diagnostics.map(\.brief) == [])
        // Four screens, `maxScreens: 3`: a user sees three of them, whichever the answer.
        #expect(bundle.flow(id: "onboarding")?.screens.count == 4)
        #expect(
            try String(contentsOf: PackageRoot.url.appendingPathComponent(Self.path), encoding: .utf8)
                .contains("maxScreens: 3"))
    }

    @Test func theAnswerChoosesTheNextScreen() throws {
        let bundle = try Self.compiled().bundle
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), userID: "reader")
        for (answer, screen) in [("sleep", "sleep-routine"), ("focus", "focus-timer"), ("calm", "focus-timer")] {
            var session = try #require(engine.sessionAtLaunch())
            #expect(session.flow.id == "onboarding")
            _ = try session.perform(.tap(.primary))
            try session.answer("goal", with: .choice(answer))
            _ = try session.perform(.tap(.primary))
            #expect(session.screen.id == screen, "\(answer)")
        }
    }

    @Test func returningUsersSeeTheirOwnFlow() throws {
        let bundle = try Self.compiled().bundle
        let returning = FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(),
            environment: ConditionEnvironment(attributes: ["isReturning": .bool(true)]), userID: "reader")
        #expect(returning.launchFlow?.id == "welcome-back")
        let newcomer = FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(),
            environment: ConditionEnvironment(attributes: ["isReturning": .bool(false)]), userID: "reader")
        #expect(newcomer.launchFlow?.id == "onboarding")
    }

    /// Half of the users read the benefit headline, exposed with the first screen; the others the spec's.
    @Test func theHeadlineIsTestedHalfAndHalf() throws {
        let bundle = try Self.compiled().bundle
        let experiment = try #require(bundle.experiment(id: "welcome-headline"))
        #expect(experiment.variants.map(\.weight) == [50, 50])
        let users = (0..<1000).map { "user-\($0)" }
        let benefit = users.filter { ExperimentAssignment.variant(of: experiment, userID: $0)?.id == "benefit" }
        #expect((450...550).contains(benefit.count))
        let reader = try #require(benefit.first)
        let control = try #require(users.first { !benefit.contains($0) })
        let shown = try #require(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), userID: reader).sessionAtLaunch())
        #expect(shown.screen.titleKey == "onboarding.welcome.title.welcome-headline.benefit")
        #expect(
            shown.events.map(\.type) == ["experiment-exposed", "screen-shown"]
                && shown.events.first?.kind
                    == .experimentExposed(Assignment(experiment: "welcome-headline", variant: "benefit"))
        )
        let plain = try #require(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), userID: control).sessionAtLaunch())
        #expect(plain.screen.titleKey == "onboarding.welcome.title")
        // The control's users see the headline the test varies too: they are exposed with it,
        // so that the analysis compares the two halves, each from the moment it saw a headline.
        #expect(
            plain.events.first?.kind
                == .experimentExposed(Assignment(experiment: "welcome-headline", variant: "control")))
    }
}
