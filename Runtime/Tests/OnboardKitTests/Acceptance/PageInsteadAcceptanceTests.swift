import Testing
import OnboardKit

/// Seed 001 "PageInstead Onboarding Flow - Implementation Plan" (Tasks 2, 11, 13,
/// 14, 15, 17, 18, 23) on generated/pageinstead/bundle.json.
@Suite("PageInstead onboarding (seed 001)")
@MainActor
struct PageInsteadAcceptanceTests {
    static let flag = "hasCompletedOnboarding"
    let bundle: OnboardingBundle

    init() throws {
        bundle = try Fixtures.bundle("pageinstead")
    }

    /// A first-launch session moved with the primary button to the screen `id`.
    func session(at id: String, store: any OnboardingStore = InMemoryOnboardingStore()) async throws -> FlowSession {
        var session = try #require(FlowEngine(bundle: bundle, store: store).sessionAtLaunch())
        let services = ServicesSpy()
        while session.screen.id != id, session.ending == nil {
            try await session.run(.tap(.primary), with: services)
        }
        return session
    }

    @Test(
        "Task 17: Skip on feature screens 2–5 jumps to the permission education screen",
        arguments: ["transform", "replace", "habits", "discover"])
    func skipFeatures(screen: String) async throws {
        let store = RecordingStore()
        var session = try await session(at: screen, store: store)
        #expect(session.screen.role == .featureHighlight)
        #expect(session.progress.step >= 2 && session.progress.step <= 5)
        try session.tap(.skip)
        #expect(session.presentedDialog == nil)
        #expect(session.screen.id == "permission-education")
        #expect(session.progress.step == 6)
        #expect(session.ending?.flagSet == nil)
    }

    @Test("Task 17: only the feature screens have a Skip")
    func skipOnlyOnFeatures() throws {
        let flow = try #require(bundle.flow(id: "onboarding"))
        let withSkip = flow.screens.filter { $0.button(.skip) != nil }.map(\.id)
        #expect(withSkip == ["transform", "replace", "habits", "discover"])
    }

    @Test("Task 11: authorization denied → Try Again → Skip for Now, after its warning")
    func authorizationDenied() async throws {
        let store = RecordingStore()
        var session = try await session(at: "authorization", store: store)
        for attempt in 1...2 {
            #expect(try session.tap(.primary) == .permission(.screenTime), "attempt \(attempt)")
            #expect(session.state?.kind == .loading)
            #expect(session.availableActions.isEmpty, "buttons disabled while awaiting the answer")
            try session.resolve(.permission(.denied))
            #expect(session.stateID == "denied")
            #expect(session.state?.kind == .error)
            #expect(session.state?.bodyKey == "onboarding.authorization.denied.body")
        }
        try session.tap(.secondary)
        let warning = try #require(session.presentedDialog?.dialog)
        #expect(warning.id == "skip-authorization")
        #expect(warning.messageKey == "onboarding.skip-authorization.message")
        try session.cancelDialog()
        #expect(session.stateID == "denied")
        try session.tap(.secondary)
        #expect(try session.confirmDialog() == nil)
        #expect(session.screen.id == "app-selection-intro")
        #expect(session.ending == nil && session.ending?.flagSet == nil)
    }

    @Test("Task 23 scenarios 1–2: granting access, first time or after Try Again, goes on to app selection")
    func authorizationGranted() async throws {
        var first = try await session(at: "authorization")
        try first.tap(.primary)
        try first.resolve(.permission(.allowed))
        #expect(first.screen.id == "app-selection-intro" && first.state == nil)

        var retry = try await session(at: "authorization")
        try retry.tap(.primary)
        try retry.resolve(.permission(.denied))
        try retry.tap(.primary)
        try retry.resolve(.permission(.allowed))
        #expect(retry.screen.id == "app-selection-intro" && retry.state == nil)
    }

    @Test("Task 23 scenario 3: after Skip for Now and its warning, the user can still proceed to the main app")
    func skipAuthorizationThenProceed() async throws {
        let store = RecordingStore()
        var session = try await session(at: "authorization", store: store)
        try session.tap(.primary)
        try session.resolve(.permission(.denied))
        try session.tap(.secondary)
        #expect(try session.confirmDialog() == nil)
        #expect(session.screen.id == "app-selection-intro")
        // The bundle's only way on from here is a picker selection (`denied` stays):
        // reported as a gap, since the picker may be unusable without authorization.
        #expect(session.availableActions == [.tap(.primary)])
        try session.tap(.primary)
        try session.resolve(.permission(.allowed))
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == Self.flag)
    }

    @Test("Task 13: cancelling the app picker lets the user select again")
    func pickerCancelled() async throws {
        var session = try await session(at: "app-selection-intro")
        #expect(try session.tap(.primary) == .permission(.appPicker))
        try session.resolve(.permission(.denied))
        #expect(session.screen.id == "app-selection-intro" && session.state == nil)
        #expect(session.isEnabled(.tap(.primary)))
        #expect(try session.tap(.primary) == .permission(.appPicker))
        try session.resolve(.permission(.allowed))
        #expect(session.screen.id == "success")
    }

    @Test("Task 14: Start Using PageInstead on the success screen opens the main app")
    func success() async throws {
        let store = RecordingStore()
        var session = try await session(at: "success", store: store)
        #expect(session.screen.role == .completion)
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
        FlowEngine(bundle: bundle, store: store).record(try #require(session.ending))
        #expect(FlowEngine(bundle: bundle, store: store).sessionAtLaunch() == nil)
    }

    @Test("Task 2: hasCompletedOnboarding is set only at the end")
    func flagOnlyAtEnd() async throws {
        let store = RecordingStore()
        let services = ServicesSpy()
        var session = try #require(FlowEngine(bundle: bundle, store: store).sessionAtLaunch())
        var steps = 0
        while session.ending == nil {
            #expect(session.ending?.flagSet == nil, "no write on \(session.screen.id)")
            try await session.run(.tap(.primary), with: services)
            steps += 1
        }
        #expect(steps == 9)
        #expect(services.permissionsAsked == [.screenTime, .appPicker])
        #expect(session.ending?.flagSet == Self.flag)
    }

    @Test("Task 18: the welcome, feature and education screens swipe; authorization, app selection and success do not")
    func swipeScreens() throws {
        let flow = try #require(bundle.flow(id: "onboarding"))
        #expect(
            flow.screens.filter(\.swipe).map(\.id)
                == ["welcome", "transform", "replace", "habits", "discover", "permission-education"])
        var session = try #require(FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).sessionAtLaunch())
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.screen.id == "transform")
        #expect(try session.perform(.swipeBack) == nil)
        #expect(session.screen.id == "welcome")
    }

    @Test("Task 15: page dots at the bottom show screen i of 9")
    func pageDots() async throws {
        let indicator = try #require(bundle.flow(id: "onboarding")?.progress)
        #expect(indicator.style == .pageDots && indicator.position == .bottom && indicator.background)
        let session = try await session(at: "habits")
        #expect(session.progress == ScreenProgress(step: 4, of: 9))
    }

    @Test("Localization: a Mexican Spanish user gets the Latin American Spanish strings")
    func spanishFallback() {
        #expect(bundle.resolveLocale(preferred: ["es-MX", "en"]) == "es-419")
        #expect(bundle.resolveLocale(preferred: ["fr-FR"]) == "en")
    }
}
