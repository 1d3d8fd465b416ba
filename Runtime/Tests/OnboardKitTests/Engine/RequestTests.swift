import Testing
@testable import OnboardKit

@Suite("Requests the app fulfils")
struct RequestTests {
    /// A permission screen with a loading state and a denied state, then an end screen.
    static let permissionScreens = """
        [{"id": "ask", "role": "permission-request",
          "buttons": [{"slot": "primary", "action": {"kind": "request-permission", "permission": "camera",
              "pendingState": "loading",
              "outcomes": {"allowed": {"kind": "screen", "screen": "end"},
                           "denied": {"kind": "state", "screen": "ask", "state": "denied"}}}}],
          "states": [{"id": "loading", "kind": "loading"},
                     {"id": "denied", "kind": "error", "titleKey": "denied.title",
                      "buttons": [{"slot": "primary", "action": {"kind": "open-settings", "target": {"kind": "complete"}}}]}]},
         {"id": "end", "role": "completion", "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
        """

    @Test("a permission request shows its pending state and waits; nothing can be tapped meanwhile")
    func pendingState() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        #expect(try session.tap(.primary) == .permission(.camera))
        #expect(session.pendingRequest == .permission(.camera))
        #expect(session.state?.kind == .loading)
        #expect(session.availableActions.isEmpty)
    }

    @Test("each permission result follows its outcome")
    func outcomes() throws {
        var allowed = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        try allowed.tap(.primary)
        try allowed.resolve(.permission(.allowed))
        #expect(allowed.screen.id == "end" && allowed.state == nil)

        var denied = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        try denied.tap(.primary)
        try denied.resolve(.permission(.denied))
        #expect(denied.screen.id == "ask" && denied.stateID == "denied")
        #expect(denied.buttons.map(\.action.name) == ["open-settings"])
    }

    @Test("a result without an outcome keeps the user where they were, without the pending state")
    func missingOutcomeStays() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        try session.tap(.primary)
        try session.resolve(.permission(.notDetermined))
        #expect(session.screen.id == "ask")
        #expect(session.state == nil)
        #expect(session.pendingRequest == nil)
        #expect(session.isEnabled(.tap(.primary)))
    }

    @Test("open-settings asks the app to open Settings, then goes to its target")
    func openSettings() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        try session.tap(.primary)
        try session.resolve(.permission(.denied))
        #expect(try session.tap(.primary) == .openSettings)
        try session.resolve(.settingsOpened)
        #expect(session.ending?.reason == .completed(result: nil))
    }

    @Test("a result that does not answer the pending request is refused")
    func mismatchedResult() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.permissionScreens))
        #expect(throws: SessionError.noPendingRequest) { try session.resolve(.permission(.allowed)) }
        try session.tap(.primary)
        #expect(throws: SessionError.mismatchedResult(expected: .permission(.camera), got: .purchase(.success))) {
            try session.resolve(.purchase(.success))
        }
        #expect(session.pendingRequest == .permission(.camera))
    }

    @Test("an unknown permission takes the denied outcome without asking the app")
    func unknownPermission() throws {
        let bundle = try Fixtures.bundle(
            screens: """
                [{"id": "a", "role": "permission-request",
                  "buttons": [{"slot": "primary", "action": {"kind": "request-permission", "permission": "bluetooth",
                      "outcomes": {"allowed": {"kind": "complete"}, "denied": {"kind": "screen", "screen": "b"}}}}]},
                 {"id": "b", "role": "completion"}]
                """)
        var session = try Fixtures.session(bundle)
        #expect(try session.tap(.primary) == nil)
        #expect(session.screen.id == "b")
    }

    /// A paywall with two plans, the second preselected; buy (no plan), buy weekly, restore.
    static let paywallScreens = """
        [{"id": "pay", "role": "paywall",
          "paywall": {"provider": "revenuecat", "offering": "default", "defaultPlan": "yearly",
                      "plans": [{"id": "weekly", "package": "$rc_weekly"}, {"id": "yearly", "package": "$rc_annual"}]},
          "buttons": [
            {"slot": "primary", "action": {"kind": "purchase",
               "outcomes": {"success": {"kind": "complete"}, "failure": {"kind": "stay"}}}},
            {"slot": "secondary", "action": {"kind": "purchase", "plan": "weekly",
               "outcomes": {"success": {"kind": "complete"}}}},
            {"slot": "close", "action": {"kind": "restore", "outcomes": {"success": {"kind": "complete"}}}}]}]
        """

    @Test("a purchase buys the action's plan, else the selected plan, else the default plan")
    func purchasePlan() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.paywallScreens))
        guard case .purchase(let plan, let paywall)? = try session.tap(.primary) else {
            Issue.record("no purchase request")
            return
        }
        #expect(plan?.id == "yearly")
        #expect(paywall?.provider == .revenueCat && paywall?.offering == "default")
        try session.resolve(.purchase(.failure))
        #expect(session.screen.id == "pay" && session.ending == nil)

        try session.selectPlan("weekly")
        #expect(session.selectedPlan?.package == "$rc_weekly")
        #expect(throws: SessionError.unknownPlan("monthly")) { try session.selectPlan("monthly") }
        guard case .purchase(let picked, _)? = try session.tap(.primary) else {
            Issue.record("no purchase request")
            return
        }
        #expect(picked?.id == "weekly")
        try session.resolve(.purchase(.cancel))
        #expect(session.screen.id == "pay")
    }

    @Test("restore asks the app to restore, and follows the purchase outcomes")
    func restore() throws {
        var session = try Fixtures.session(Fixtures.bundle(screens: Self.paywallScreens))
        guard case .restore(let paywall)? = try session.tap(.close) else {
            Issue.record("no restore request")
            return
        }
        #expect(paywall?.offering == "default")
        try session.resolve(.purchase(.success))
        #expect(session.ending?.reason == .completed(result: nil))
    }

    @Test("an app gives only the services its flows use; the rest answer denied, failure, or open nothing")
    func defaultServices() async {
        let services = OnboardingServices()
        #expect(await services.fulfil(.permission(.camera)) == .permission(.denied))
        #expect(await services.fulfil(.purchase(plan: nil, paywall: nil)) == .purchase(.failure))
        #expect(await services.fulfil(.restore(paywall: nil)) == .purchase(.failure))
        #expect(await services.fulfil(.openSettings) == .settingsOpened)
    }
}

extension RequestTests {
    /// An actor implements a service: services are bound to no actor.
    actor Permissions: PermissionService {
        private(set) var asked: [Permission] = []
        func requestPermission(_ permission: Permission) async -> PermissionResult {
            asked.append(permission)
            return .allowed
        }
    }

    @Test("an actor answers permission requests; missing(for:) names the services a flow asks for that are not given")
    func actorServicesAndMissing() async throws {
        let permissions = Permissions()
        let services = OnboardingServices(permissions: permissions)
        #expect(await services.fulfil(.permission(.camera)) == .permission(.allowed))
        #expect(await permissions.asked == [.camera])
        let vegyscan = try Fixtures.bundle("vegyscan")
        #expect(
            OnboardingServices().missing(for: try #require(vegyscan.flow(id: "camera-permission"))) == [
                .permissions, .settings,
            ])
        #expect(services.missing(for: try #require(vegyscan.flow(id: "camera-permission"))) == [.settings])
        #expect(OnboardingServices().missing(for: try #require(vegyscan.flow(id: "tutorial"))) == [])
        let florafriend = try Fixtures.bundle("florafriend")
        #expect(services.missing(for: try #require(florafriend.flow(id: "paywall"))) == [.purchases])
    }
}
