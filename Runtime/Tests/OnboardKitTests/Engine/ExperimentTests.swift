import Foundation
import Testing

@testable import OnboardKit

/// Experiments and audiences as the engine plays them (docs/bundle-format.md, "Experiments"):
/// the variant's texts in place, exposure once per user and variant and never before the
/// change is shown, overrides, audiences; the assignment itself is the vectors' (`conformance/`).
@MainActor
@Suite struct ExperimentTests {
    /// A bundle whose experiment `e` puts everyone in `b` (weights 0 and 100) and whose
    /// variant `b` replaces the title of `second`; `first`'s primary goes to `second` when
    /// `condition` holds, else completes. `flows` are put before the default flow `main`.
    static func bundle(
        condition: String = #"{"op": "all", "of": []}"#, audience: String? = nil, flows: String = "",
        experimentAudience: String? = nil
    ) throws -> OnboardingBundle {
        let screen = { (id: String, target: String) in
            """
            {"id": "\(id)", "role": "information", "titleKey": "main.\(id).title", "buttons": [
              {"slot": "primary", "labelKey": "main.\(id).primary", "action": {"kind": "go", "target": \(target)}}]}
            """
        }
        let branch =
            #"{"kind": "branch", "branches": [{"when": \#(condition), "to": {"kind": "screen", "screen": "second"}}], "otherwise": {"kind": "complete"}}"#
        let main = """
            {"id": "main", "trigger": {"kind": "first-launch"}, "completion": {"flag": "done", "setOn": ["complete"]},
             \(audience.map { #""audience": \#($0), "# } ?? "")
             "screens": [\(screen("first", branch)), \(screen("second", #"{"kind": "complete"}"#))]}
            """
        return try OnboardingBundle(
            data: Data(
                """
                {"schemaVersion": 3, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
                 "locales": ["en"], "flows": [\(flows)\(flows.isEmpty ? "" : ", ")\(main)],
                 "experiments": [{"id": "e", "salt": "", \(experimentAudience.map { #""audience": \#($0), "# } ?? "")
                   "variants": [{"id": "a", "weight": 0, "texts": []},
                                {"id": "b", "weight": 100, "texts": [{"key": "main.second.title", "variantKey": "main.second.title.e.b"}]}]}]}
                """.utf8))
    }

    static let readsE = #"{"op": "eq", "ref": {"kind": "experiment", "id": "e", "type": "string"}, "value": "b"}"#

    /// `type` and, for an exposure, its assignment, of each event.
    static func brief(_ events: [FlowEvent]) -> [String] {
        events.map { event in
            if case .experimentExposed(let assignment) = event.kind {
                return "exposed \(assignment.experiment)=\(assignment.variant)@\(event.screenID)"
                    + (assignment.overridden ? " overridden" : "")
            }
            return "\(event.type)@\(event.screenID)"
        }
    }

    @Test("the variant's text is shown in place of the spec's, and exposed with the screen that shows it, once")
    func exposedOnceWhenTheTextIsShown() async throws {
        let store = InMemoryOnboardingStore()
        let engine = FlowEngine(bundle: try Self.bundle(), store: store, userID: "u1")
        let driver = FlowDriver(
            session: try #require(engine.sessionAtLaunch()), engine: engine, services: ServicesSpy().services)
        #expect(Self.brief(driver.session.events) == ["screen-shown@first"])
        try await driver.perform(.tap(.primary))
        #expect(driver.session.screen.titleKey == "main.second.title.e.b")
        #expect(
            Self.brief(Array(driver.session.events.dropFirst()))
                == ["action@first", "exposed e=b@second", "screen-shown@second"])
        #expect(store.textSnapshot == ["onboardc.experiment.e": "b", "onboardc.experiment.e.exposed": "b"])
        // The next session of the same user: the same variant, no second exposure.
        var again = try #require(
            FlowEngine(bundle: try Self.bundle(), store: store, userID: "u1").session(flowID: "main"))
        _ = try again.perform(.tap(.primary))
        #expect(!Self.brief(again.events).contains { $0.hasPrefix("exposed") })
    }

    @Test("a condition that reads the variant exposes it with the screen it leads to; one stopped before does not")
    func exposedByTheConditionThatReadIt() throws {
        var read = try #require(
            FlowEngine(bundle: try Self.bundle(condition: Self.readsE), store: InMemoryOnboardingStore(), userID: "u")
                .sessionAtLaunch())
        _ = try read.perform(.tap(.primary))
        #expect(
            Self.brief(read.events) == [
                "screen-shown@first", "action@first", "exposed e=b@second", "screen-shown@second",
            ])
        // `false && experiment.e == "b"`: `all` stops at `false`, the variant is never read.
        let stopped = #"{"op": "all", "of": [{"op": "any", "of": []}, \#(Self.readsE)]}"#
        var notRead = try #require(
            FlowEngine(bundle: try Self.bundle(condition: stopped), store: InMemoryOnboardingStore(), userID: "u")
                .sessionAtLaunch())
        _ = try notRead.perform(.tap(.primary))
        #expect(Self.brief(notRead.events) == ["screen-shown@first", "action@first", "flow-ended@first"])
    }

    @Test("an override wins, is not stored, and its exposure says so; an unknown variant is ignored")
    func overrides() throws {
        let store = InMemoryOnboardingStore()
        let engine = FlowEngine(bundle: try Self.bundle(), store: store, userID: "u", overrides: ["e": "a"])
        var session = try #require(engine.sessionAtLaunch())
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.titleKey == "main.second.title")
        #expect(session.experiments.assignments["e"] == Assignment(experiment: "e", variant: "a", overridden: true))
        // Variant `a` leaves the title as the spec writes it, and that is what the test varies:
        // seeing it is an exposure to `a`.
        #expect(Self.brief(session.events).contains("exposed e=a@second overridden"))
        #expect(store.textSnapshot["onboardc.experiment.e"] == nil)
        let unknown = FlowEngine(bundle: try Self.bundle(), store: store, userID: "u", overrides: ["e": "z"])
        #expect(unknown.assignment(of: try #require(unknown.bundle.experiment(id: "e")))?.variant == "b")
    }

    @Test("a user outside the experiment's audience is in no variant: the spec's texts, conditions see it absent")
    func outsideTheAudience() throws {
        let android = #"{"op": "eq", "ref": {"kind": "platform", "type": "string"}, "value": "android"}"#
        let store = InMemoryOnboardingStore()
        let engine = FlowEngine(
            bundle: try Self.bundle(condition: Self.readsE, experimentAudience: android), store: store,
            environment: ConditionEnvironment(platform: "ios"), userID: "u")
        var session = try #require(engine.sessionAtLaunch())
        _ = try session.perform(.tap(.primary))
        #expect(session.isEnded)
        #expect(store.textSnapshot.isEmpty)
    }

    @Test("the launch flow is the first whose audience holds; an audience that reads a variant exposes it at the start")
    func audiences() throws {
        let returning =
            #"{"op": "eq", "ref": {"kind": "attribute", "id": "isReturning", "type": "bool"}, "value": true}"#
        let back = """
            {"id": "back", "trigger": {"kind": "first-launch"}, "audience": \(returning),
             "completion": {"flag": "done", "setOn": ["complete"]},
             "screens": [{"id": "hi", "role": "welcome", "titleKey": "back.hi.title", "buttons": []}]}
            """
        let bundle = try Self.bundle(flows: back)
        let newUser = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), userID: "u")
        #expect(newUser.launchFlow?.id == "main")
        let known = FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(),
            environment: ConditionEnvironment(attributes: ["isReturning": .bool(true)]), userID: "u")
        #expect(known.launchFlow?.id == "back")
        // Reading the variant to choose the flow is an exposure, with the flow's first screen.
        let byVariant = back.replacingOccurrences(of: returning, with: Self.readsE)
        let session = try #require(
            FlowEngine(bundle: try Self.bundle(flows: byVariant), store: InMemoryOnboardingStore(), userID: "u")
                .sessionAtLaunch())
        #expect(Self.brief(session.events) == ["exposed e=b@hi", "screen-shown@hi"])
    }

    @Test("without a user id the engine makes one, once, and keeps it")
    func aUserIDIsMadeOnce() throws {
        let store = InMemoryOnboardingStore()
        let first = FlowEngine(bundle: try Self.bundle(), store: store)
        let second = FlowEngine(bundle: try Self.bundle(), store: store)
        #expect(first.userID == second.userID)
        #expect(store.textSnapshot["onboardc.user-id"] == first.userID)
        #expect(UUID(uuidString: first.userID) != nil)
    }

    @Test("a restored session shows the variant's texts and does not expose it again")
    func restoring() throws {
        let store = InMemoryOnboardingStore()
        let engine = FlowEngine(bundle: try Self.bundle(), store: store, userID: "u")
        let driver = FlowDriver(
            session: try #require(engine.sessionAtLaunch()), engine: engine, services: ServicesSpy().services)
        _ = try driver.perform(.tap(.primary))
        let restored = try engine.session(restoring: driver.session.snapshot)
        #expect(restored.screen.titleKey == "main.second.title.e.b")
        #expect(Self.brief(restored.events) == ["screen-shown@second"])
    }
}
