import BundleFormat
import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// The preview's "what if": each decision the page looks up is what OnboardKit does when an
/// app plays the flow from its start with the same attributes, variants and answers; the
/// values offered are the spec's; a page read without its script says what the defaults give.
@Suite struct ScenarioPlayTests {
    /// A spec of the repository (or `text`), compiled for the preview, with its decisions.
    static func play(_ path: String, text: String? = nil) throws -> (BuiltApp, ScenarioPlay) {
        var timings = StageTimings()
        let project =
            try text.map { Project([Pipeline.Input(spec: SourceFile(path: path, text: $0), translations: [])]) }
            ?? Project.load([PackageRoot.url.appendingPathComponent(path).path], timings: &timings)
        guard case .built(let app) = try PreviewCompile.compile(project, timings: &timings).apps.first?.app else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let locales = PreviewLocale.all(of: app.bundle).map(\.id)
        return (app, ScenarioPlay(bundle: app.bundle, attributes: app.spec.attributes, locales: locales))
    }

    /// A session of `flow` from its first screen, as an app starts one.
    static func session(
        _ bundle: OnboardingBundle, _ flow: String, environment: ConditionEnvironment = ConditionEnvironment(),
        overrides: [String: String] = [:]
    ) throws -> FlowSession {
        let engine = FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(), environment: environment, userID: "test",
            overrides: overrides)
        return try #require(engine.session(flowID: flow))
    }

    @Test func stillwatersBranchesAudienceAndVariantAreOnboardKits() throws {
        let (app, play) = try Self.play("examples/stillwater.yaml")
        for option in ["sleep", "focus", "calm"] {
            var session = try Self.session(app.bundle, "onboarding")
            _ = try session.perform(.tap(.primary))
            try session.answer("goal", with: .choice(option))
            _ = try session.perform(.tap(.primary))
            let outcome = play.outcome(
                of: "tap:onboarding/goal:primary", in: ["answer.onboarding.goal": option])
            #expect(outcome?.frame == "onboarding/\(session.screen.id)", "\(option)")
        }
        #expect(play.outcome(of: "tap:onboarding/goal:primary")?.text == "waits for an answer to goal")
        for returning in [false, true] {
            let engine = FlowEngine(
                bundle: app.bundle, store: InMemoryOnboardingStore(),
                environment: ConditionEnvironment(attributes: ["isReturning": .bool(returning)]), userID: "test")
            let outcome = play.outcome(of: "launch", in: ["attribute.isReturning": "\(returning)"])
            #expect(outcome?.flow == engine.launchFlow?.id)
        }
        #expect(play.outcome(of: "launch", in: ["attribute.isReturning": "true"])?.flow == "welcome-back")
        #expect(
            play.outcome(of: "texts", in: ["experiment.welcome-headline": "benefit"])?.texts
                == ["onboarding.welcome.title": "onboarding.welcome.title.welcome-headline.benefit"])
        #expect(play.outcome(of: "texts")?.texts == [:])
    }

    /// The conformance suite's branching app: a branch on two answers, on a number attribute,
    /// and on the platform, the app's version and the language.
    @Test func everyBranchOfTheConformanceAppIsOnboardKits() throws {
        let (app, play) = try Self.play("conformance/specs/branching.yaml")
        #expect(play.parameters["attribute.visits"]?.values == ["", "2", "3", "4"])
        #expect(play.parameters["app.version"]?.values == ["", "1", "2.0", "2.0.1"])
        #expect(play.parameters["answer.tour.extras"]?.values == ["", "reminders", "sounds", "reminders,sounds"])
        // Every answer the page offers on the first screen, played from the start.
        for goal in try #require(play.parameters["answer.tour.goal"]?.values) {
            for extras in try #require(play.parameters["answer.tour.extras"]?.values) {
                var session = try Self.session(app.bundle, "tour")
                if !goal.isEmpty { try session.answer("goal", with: .choice(goal)) }
                if !extras.isEmpty {
                    try session.answer("extras", with: .choices(Set(extras.split(separator: ",").map(String.init))))
                }
                let outcome = play.outcome(
                    of: "tap:tour/goal:primary", in: ["answer.tour.goal": goal, "answer.tour.extras": extras])
                if session.isEnabled(.tap(.primary)) {
                    _ = try session.perform(.tap(.primary))
                    #expect(outcome?.frame == "tour/\(session.screen.id)", "\(goal) \(extras)")
                } else {
                    #expect(outcome?.text == "waits for an answer to goal", "\(goal) \(extras)")
                }
            }
        }
        // The sleep screen's branch, in every platform, app version and language offered.
        for platform in ["ios", "android"] {
            for version in try #require(play.parameters["app.version"]?.values) {
                for locale in ["en", "en-XA", "ar-XB"] {
                    let environment = ConditionEnvironment(
                        platform: platform, appVersion: version, language: ConditionEnvironment.language(of: locale),
                        region: ConditionEnvironment.region(of: locale))
                    var session = try Self.session(app.bundle, "tour", environment: environment)
                    try session.answer("goal", with: .choice("sleep"))
                    _ = try session.perform(.tap(.primary))
                    _ = try session.perform(.tap(.primary))
                    let outcome = play.outcome(
                        of: "tap:tour/sleep:primary",
                        in: ["platform": platform, "app.version": version, "locale": locale])
                    #expect(outcome?.frame == "tour/\(session.screen.id)", "\(platform) \(version) \(locale)")
                }
            }
        }
        #expect(
            play.outcome(of: "tap:tour/sleep:primary", in: ["platform": "android", "app.version": "2.0"])?.frame
                == "tour/android-tip")
        #expect(play.outcome(of: "tap:tour/sleep:primary", in: ["locale": "ar-XB"])?.frame == "tour/welcome-back")
        #expect(play.outcome(of: "tap:tour/focus-reminders:primary", in: ["attribute.visits": "2"])?.frame != nil)
        #expect(
            play.outcome(of: "tap:tour/focus-reminders:primary", in: ["attribute.visits": "3"])?.text
                == "ends the flow: completed, sets seenTour")
        // A value the page did not work out is not guessed.
        #expect(play.outcome(of: "tap:tour/focus-reminders:primary", in: ["attribute.visits": "7"]) == nil)
    }

    /// Two experiments, an event flow whose audience reads one, and buttons that ask first or ask the app.
    @Test func theEveryMemberFixturesExperimentsAndRequests() throws {
        let (app, play) = try Self.play("Tests/Fixtures/every-member/specs/everything.yaml")
        #expect(play.parameters["experiment.welcome-copy"]?.values == ["plain", "warm"])
        #expect(
            play.outcome(of: "texts", in: ["experiment.welcome-copy": "warm", "experiment.pick-path": "b"])?.texts
                == ["tour.hello.title": "tour.hello.title.welcome-copy.warm"])
        for returning in ["false", "true"] {
            for variant in ["plain", "warm"] {
                let engine = FlowEngine(
                    bundle: app.bundle, store: InMemoryOnboardingStore(),
                    environment: ConditionEnvironment(attributes: ["isReturning": .bool(returning == "true")]),
                    userID: "test", overrides: ["welcome-copy": variant])
                let outcome = play.outcome(
                    of: "event:first-photo",
                    in: ["attribute.isReturning": returning, "experiment.welcome-copy": variant])
                #expect(outcome?.flow == engine.session(forEvent: "first-photo")?.flow.id, "\(returning) \(variant)")
            }
        }
        #expect(
            play.outcome(of: "event:first-photo", in: ["attribute.isReturning": "true"])?.text == "no flow")
        #expect(play.outcome(of: "tap:tour/hello:primary")?.text == "after “really” is confirmed, → pick")
        #expect(
            play.outcome(of: "tap:tour/permit:primary")?.text
                == "after “really” is confirmed, asks the app for the camera permission: allowed → offer; "
                + "denied → permit / denied; not determined: stays here")
    }

    /// A button whose outcome depends on more combinations than `Decision.limit` gets no table:
    /// the page says so rather than work out 32,768 of them.
    @Test func tooManyCombinationsAreNotWorkedOut() throws {
        let options = (1...5).map { "{ id: o\($0), label: Option \($0) }" }.joined(separator: ", ")
        let inputs = ["a", "b", "c"].map { "  - { id: \($0), kind: multiple-choice, options: [\(options)] }" }
        let spec = minimalSpec(
            screen: (["inputs:"] + inputs + ["primary: { label: Next, action: complete }"]).joined(separator: "\n"))
        let (_, play) = try Self.play("demo.yaml", text: spec)
        let decision = try #require(play.decisions["tap:onboarding/welcome:primary"])
        #expect(decision.reads == ["answer.onboarding.a", "answer.onboarding.b", "answer.onboarding.c"])
        #expect(decision.table == nil)
        #expect(play.outcome(of: "tap:onboarding/welcome:primary") == nil)
    }

    /// Numbers and versions get a value either side of each the conditions name.
    @Test func theValuesAroundALiteral() {
        #expect(ScenarioParameter.around([3]) == ["2", "3", "4"])
        #expect(ScenarioParameter.around([10, 2.5]) == ["1.5", "2.5", "6.25", "10", "11"])
        #expect(ScenarioParameter.around(versions: ["2.4.1"]) == ["2.4.0", "2.4.1", "2.4.1.1"])
        #expect(ScenarioParameter.around(versions: ["0", "3.0.0.9"]) == ["0", "0.1", "3.0.0.9", "3.0.0.10"])
        #expect(ScenarioParameter.around(versions: ["not a version"]) == ["not a version"])
    }

    /// Without its script, the page says what the spec as written does; an app with nothing to
    /// choose gets no controls.
    @Test func thePageSaysWhatTheDefaultsGive() throws {
        let page = PreviewFixtures.page(try PreviewFixtures.file("examples/stillwater.yaml"), "stillwater.html")
        #expect(
            page.contains(
                #"id="launch-flow" data-decision="launch" role="status">First launch shows <b>onboarding</b>"#))
        #expect(page.contains("Shown to: <code>attribute.isReturning</code>"))
        #expect(page.contains(#"<select data-param="experiment.welcome-headline"><option value="control">"#))
        #expect(page.contains(#"<input type="checkbox" data-param="attribute.isReturning">"#))
        #expect(page.contains(#"data-input="goal""#) && page.contains(#"data-option="sleep""#))
        let seeds = try PreviewFixtures.seeds()
        for name in ["florafriend.html", "growth.html", "pageinstead.html", "vegyscan.html"] {
            #expect(!PreviewFixtures.page(seeds, name).contains("data-param="), "\(name)")
        }
    }
}
