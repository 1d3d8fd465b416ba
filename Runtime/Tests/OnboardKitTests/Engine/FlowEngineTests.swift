import Testing
@testable import OnboardKit

@Suite("Which flow shows")
struct FlowEngineTests {
    /// Two first-launch flows, a settings flow and an event flow with a flag.
    static let flows = """
        [{"id": "intro", "trigger": {"kind": "first-launch"}, "completion": {"flag": "introDone", "setOn": ["complete"]},
          "screens": [{"id": "a", "role": "welcome"}]},
         {"id": "whats-new", "trigger": {"kind": "first-launch"}, "completion": {"flag": "whatsNewDone", "setOn": ["complete"]},
          "screens": [{"id": "a", "role": "information"}]},
         {"id": "replay", "trigger": {"kind": "settings", "entryKey": "replay.entry"}, "completion": {"flag": "replayDone", "setOn": ["complete"]},
          "screens": [{"id": "a", "role": "welcome"}]},
         {"id": "tip", "trigger": {"kind": "event", "event": "first-scan"}, "completion": {"flag": "tipSeen", "setOn": ["complete"]},
          "screens": [{"id": "a", "role": "information"}]}]
        """

    @Test("at launch: the first first-launch flow whose flag is not set")
    func launchFlowOrder() throws {
        let bundle = try Fixtures.bundle(flows: Self.flows)
        #expect(FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).launchFlow?.id == "intro")
        #expect(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(["introDone": true])).launchFlow?.id
                == "whats-new")
        let done = InMemoryOnboardingStore(["introDone": true, "whatsNewDone": true])
        #expect(FlowEngine(bundle: bundle, store: done).sessionAtLaunch() == nil)
    }

    @Test("a settings flow opens whatever the flags say, and only settings flows open from Settings")
    func settingsFlows() throws {
        let bundle = try Fixtures.bundle(flows: Self.flows)
        let engine = FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(["introDone": true, "replayDone": true]))
        #expect(engine.settingsEntries == [SettingsEntry(flowID: "replay", entryKey: "replay.entry")])
        #expect(engine.sessionFromSettings("replay")?.flow.id == "replay")
        #expect(engine.shouldShow(try #require(bundle.flow(id: "replay"))))
        #expect(engine.sessionFromSettings("intro") == nil)
        #expect(engine.sessionFromSettings("missing") == nil)
    }

    @Test("an event flow shows when its event is reported, while its flag is not set")
    func eventFlows() throws {
        let bundle = try Fixtures.bundle(flows: Self.flows)
        #expect(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).session(forEvent: "first-scan")?.flow.id
                == "tip")
        #expect(FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).session(forEvent: "other") == nil)
        #expect(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(["tipSeen": true])).session(
                forEvent: "first-scan") == nil)
    }

    @Test("any flow can be started by id for previews, whatever its trigger")
    func sessionByID() throws {
        let bundle = try Fixtures.bundle(flows: Self.flows)
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(["introDone": true]))
        #expect(engine.session(flowID: "intro")?.screen.id == "a")
        #expect(engine.session(flowID: "nope") == nil)
    }

    @Test("the in-memory store starts empty and keeps what is set")
    func inMemoryStore() {
        let store = InMemoryOnboardingStore()
        #expect(!store.bool(forKey: "k"))
        store.set(true, forKey: "k")
        #expect(store.bool(forKey: "k"))
        #expect(store.snapshot == ["k": true])
    }
}
