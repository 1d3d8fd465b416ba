import Testing
import OnboardKit

/// Seed 000 "FloraFriend: Onboarding Flow Specification", §6 Acceptance Criteria,
/// and seed 002, the FloraFriend PRD (§6.1, §6.6), on generated/florafriend/bundle.json.
@Suite("FloraFriend onboarding (seeds 000, 002)")
@MainActor
struct FloraFriendAcceptanceTests {
    let bundle: OnboardingBundle

    init() throws {
        bundle = try Fixtures.bundle("florafriend")
    }

    /// A first-launch session on `store`.
    func launch(_ store: any OnboardingStore) throws -> FlowSession {
        try #require(FlowEngine(bundle: bundle, store: store).sessionAtLaunch())
    }

    /// Drives a session from the welcome screen to screen `step` (1-based), allowing both permissions.
    func session(
        atStep step: Int, store: any OnboardingStore = InMemoryOnboardingStore(),
        services: ServicesSpy = ServicesSpy()
    ) async throws -> FlowSession {
        var session = try launch(store)
        while session.progress.step < step {
            try await session.run(session.screen.role == .paywall ? .tap(.secondary) : .tap(.primary), with: services)
        }
        return session
    }

    @Test("AC-1: a clean install presents the 5-step onboarding flow")
    func ac1() throws {
        let session = try launch(InMemoryOnboardingStore())
        #expect(session.flow.id == "onboarding")
        #expect(
            session.flow.screens.map(\.id) == [
                "welcome", "camera-permission", "photo-library-permission", "paywall", "all-set",
            ])
        #expect(
            session.flow.screens.map(\.role) == [
                .welcome, .permissionRequest, .permissionRequest, .paywall, .completion,
            ])
        #expect(session.screen.id == "welcome")
        #expect(session.progress == ScreenProgress(step: 1, of: 5))
    }

    @Test(
        "AC-1 as read: the five screens' titles, whatever language the user prefers (the app ships English only)",
        arguments: [["en-US"], ["fr-FR", "de"]])
    func ac1Read(preferred: [String]) async throws {
        let text = OnboardingText(
            bundle: bundle, strings: try Fixtures.catalog("florafriend"),
            locale: bundle.resolveLocale(preferred: preferred))
        #expect(text.locale == "en")
        let titles = bundle.flows[0].screens.map { text($0.titleKey ?? "") }
        #expect(
            titles == [
                "Welcome to FloraFriend", "Identify Plants Instantly", "Use Your Favorite Photos",
                "Unlock FloraFriend PRO", "You're All Set!",
            ])
    }

    @Test("AC-2: every later launch goes straight to the main app")
    func ac2() async throws {
        let store = InMemoryOnboardingStore()
        var session = try await session(atStep: 5, store: store)
        try session.tap(.primary)
        FlowEngine(bundle: bundle, store: store).record(try #require(session.ending))
        for _ in 1...3 {
            #expect(FlowEngine(bundle: bundle, store: store).sessionAtLaunch() == nil)
        }
    }

    @Test("AC-3: the continuous progress bar is on every step and animates 0.3 s easeInOut")
    func ac3() async throws {
        let indicator = try #require(bundle.flow(id: "onboarding")?.progress)
        #expect(indicator.style == .continuousBar)
        #expect(indicator.position == .top)
        #expect(indicator.steps == 5)
        #expect(indicator.fill?.first?.system == "Color.green")
        #expect(indicator.track?.first?.system == "Color.gray")
        #expect(indicator.shape == .capsule)  // §3.1 "capsule-shaped"
        var session = try launch(InMemoryOnboardingStore())
        var fractions = [session.progress.fraction]
        for _ in 1...4 {
            try await session.run(session.screen.role == .paywall ? .tap(.close) : .tap(.primary), with: ServicesSpy())
            fractions.append(session.progress.fraction)
            #expect(session.progressAnimation(reduceMotion: false) == AnimationSpec(curve: .easeInOut, duration: 0.3))
        }
        #expect(fractions == [0.2, 0.4, 0.6, 0.8, 1.0])
    }

    @Test("AC-4: the welcome icon, title and description fade in one after another")
    func ac4() throws {
        let session = try launch(InMemoryOnboardingStore())
        guard case .timeline(let steps) = session.entrance(reduceMotion: false) else {
            Issue.record("the welcome screen has no entrance timeline")
            return
        }
        #expect(steps.map(\.element) == ["visual", "title", "body", "primary"])
        #expect(steps.allSatisfy { $0.effect == .fadeIn })
        #expect(steps.map(\.at) == [0, 2, 4, 6])
        #expect(steps.map(\.animation.duration) == [2, 2, 2, 0.3])
        for (previous, next) in zip(steps, steps.dropFirst()) {
            #expect(
                next.at == previous.at + (previous.animation.duration ?? 0),
                "\(next.element) starts when \(previous.element) is in")
        }
        guard case .illustration(let logo)? = session.screen.visual else {
            Issue.record("the welcome screen's visual is not the app icon")
            return
        }
        #expect(logo.asset == "florafriend-leaf-logo")
    }

    @Test("AC-5: camera permission on screen 2, photo library on screen 3")
    func ac5() async throws {
        let services = ServicesSpy()
        var session = try launch(InMemoryOnboardingStore())
        try await session.run(.tap(.primary), with: services)
        #expect(session.progress.step == 2)
        #expect(services.permissionsAsked.isEmpty)
        try await session.run(.tap(.primary), with: services)
        #expect(services.permissionsAsked == [.camera])
        #expect(session.progress.step == 3)
        try await session.run(.tap(.primary), with: services)
        #expect(services.permissionsAsked == [.camera, .photoLibrary])
    }

    @Test(
        "AC-6: the user advances past both permission screens whatever they answer",
        arguments: [PermissionResult.allowed, .denied], [PermissionResult.allowed, .denied])
    func ac6(camera: PermissionResult, photos: PermissionResult) async throws {
        let services = ServicesSpy(permissionAnswers: [.camera: camera, .photoLibrary: photos])
        var session = try await session(atStep: 2, services: services)
        try await session.run(.tap(.primary), with: services)
        #expect(session.screen.id == "photo-library-permission")
        try await session.run(.tap(.primary), with: services)
        #expect(session.screen.id == "paywall")
    }

    @Test("AC-7: an explicit Skip and an X bypass the paywall on screen 4", arguments: [ButtonSlot.secondary, .close])
    func ac7(slot: ButtonSlot) async throws {
        let services = ServicesSpy()
        var session = try await session(atStep: 4, services: services)
        #expect(session.screen.role == .paywall)
        let button = try #require(session.buttons.first { $0.slot == slot })
        if slot == .close {
            #expect(button.icon == "xmark" && button.placement == .topTrailing)
            #expect(button.accessibilityLabelKey != nil)
        } else {
            #expect(button.labelKey == "onboarding.paywall.secondary")
        }
        try await session.run(.tap(slot), with: services)
        #expect(session.screen.id == "all-set")
        #expect(services.purchases.isEmpty)
        #expect(session.ending == nil)
    }

    @Test("AC-8: the final button on screen 5 dismisses onboarding for all future sessions")
    func ac8() async throws {
        let store = RecordingStore()
        var session = try await session(atStep: 5, store: store)
        #expect(session.ending?.flagSet == nil)
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == "hasCompletedOnboarding")
        FlowEngine(bundle: bundle, store: store).record(try #require(session.ending))
        #expect(FlowEngine(bundle: bundle, store: store).sessionAtLaunch() == nil)
    }

    @Test("AC-9: deleting and reinstalling (an empty store) shows onboarding again")
    func ac9() async throws {
        let beforeReinstall = InMemoryOnboardingStore()
        var session = try await session(atStep: 5, store: beforeReinstall)
        try session.tap(.primary)
        FlowEngine(bundle: bundle, store: beforeReinstall).record(try #require(session.ending))
        #expect(FlowEngine(bundle: bundle, store: beforeReinstall).sessionAtLaunch() == nil)
        let afterReinstall = InMemoryOnboardingStore()
        let again = try launch(afterReinstall)
        #expect(again.flow.id == "onboarding" && again.screen.id == "welcome")
    }

    @Test("PRD 6.1: the paywall is reachable from Settings, and leaves the onboarding flag alone")
    func prdPaywallFromSettings() async throws {
        for flag in [true, false] {
            let store = RecordingStore(["hasCompletedOnboarding": flag])
            let engine = FlowEngine(bundle: bundle, store: store)
            #expect(engine.settingsEntries == [SettingsEntry(flowID: "paywall", entryKey: "paywall.entry")])
            var session = try #require(engine.sessionFromSettings("paywall"))
            let paywall = try #require(session.screen.paywall)
            #expect(session.screen.role == .paywall)
            #expect(paywall.provider == .revenueCat)
            #expect(paywall.plans.map(\.package) == ["$rc_annual", "$rc_weekly"])
            #expect(session.buttons.map(\.slot) == [.primary, .secondary, .close])
            let services = ServicesSpy(purchaseAnswer: .success)
            try await session.run(.tap(.primary), with: services)
            #expect(services.purchases.count == 1)
            #expect(session.ending?.reason == .completed(result: nil))
            #expect(session.ending?.flagSet == nil)
            #expect(session.ending?.flagSet == nil)
        }
    }

    @Test("PRD 6.6: Restore Purchases runs the provider's restore from the Settings paywall")
    func prdRestore() async throws {
        let services = ServicesSpy(purchaseAnswer: .success)
        var session = try #require(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).sessionFromSettings("paywall"))
        try await session.run(.tap(.secondary), with: services)
        #expect(services.restores == 1)
        #expect(session.ending != nil)
    }
}
