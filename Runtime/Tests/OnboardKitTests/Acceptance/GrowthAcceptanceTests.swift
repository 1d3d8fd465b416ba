import Testing
import OnboardKit

/// Seed 003 "Story 19.6: Onboarding Flow Orchestration & Interactive Elements"
/// on generated/growth/bundle.json.
@Suite("Growth story 19.6 (seed 003)")
@MainActor
struct GrowthAcceptanceTests {
    static let order = [
        "welcome", "disclaimer", "privacy-terms", "initial-assessment", "routine-selection",
        "notification-permission",
    ]
    let bundle: OnboardingBundle

    init() throws {
        bundle = try Fixtures.bundle("growth")
    }

    func launch(_ store: any OnboardingStore = InMemoryOnboardingStore()) throws -> FlowSession {
        try #require(FlowEngine(bundle: bundle, store: store).sessionAtLaunch())
    }

    /// Answers the current screen's required inputs as a user would, then taps Continue.
    func answerAndContinue(_ session: inout FlowSession, services: ServicesSpy) async throws {
        for input in session.unansweredRequiredInputs {
            switch input.kind {
            case .checkbox: try session.answer(input.id, with: .checked(true))
            case .singleChoice: try session.answer(input.id, with: .choice(input.options[0].id))
            case .multipleChoice: try session.answer(input.id, with: .choices([input.options[0].id]))
            case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date:
                try session.answer(input.id, with: Fixtures.acceptedText(input))
            }
        }
        try await session.run(.tap(.primary), with: services)
    }

    func session(at id: String, store: any OnboardingStore = InMemoryOnboardingStore()) async throws -> FlowSession {
        var session = try launch(store)
        while session.screen.id != id { try await answerAndContinue(&session, services: ServicesSpy()) }
        return session
    }

    @Test("AC1: the onboarding screens appear in the defined order")
    func ac1() async throws {
        let store = RecordingStore()
        let services = ServicesSpy()
        var session = try launch(store)
        var visited: [String] = []
        while session.ending == nil {
            visited.append(session.screen.id)
            try await answerAndContinue(&session, services: services)
        }
        #expect(visited == Self.order)
        #expect(services.permissionsAsked == [.notifications])
        #expect(session.ending?.flagSet == "hasCompletedOnboarding")
    }

    @Test(
        "AC1 as read: each screen's title in English, and in the en-XA pseudo-locale a debug build carries",
        arguments: [
            (
                "en",
                [
                    "Welcome to Growth", "Before you begin", "Privacy & Terms", "Where are you starting from?",
                    "How would you like to practice?", "Stay on track",
                ]
            ),
            (
                "en-XA",
                [
                    "[Ŵéļçöɱé ţö Ĝŕöŵţĥ one tw]", "[Ɓéƒöŕé ýöû ƀéĝîñ one tw]", "[Þŕîṽåçý & Ţéŕɱš one t]",
                    "[Ŵĥéŕé åŕé ýöû šţåŕţîñĝ ƒŕöɱ? one two thr]", "[Ĥöŵ ŵöûļđ ýöû ļîķé ţö þŕåçţîçé? one two thre]",
                    "[Šţåý öñ ţŕåçķ one t]",
                ]
            ),
        ])
    func ac1Read(preferred: String, titles: [String]) async throws {
        let text = OnboardingText(
            bundle: bundle, strings: LayeredStrings([try Fixtures.catalog("growth"), try Fixtures.tables("growth")]),
            locale: bundle.resolveLocale(preferred: [preferred]))
        var session = try launch()
        var read: [String] = []
        while session.ending == nil {
            read.append(text(session.screen.titleKey ?? ""))
            try await answerAndContinue(&session, services: ServicesSpy())
        }
        #expect(read == titles)
    }

    @Test("Consent: required checkboxes block Continue until every one is checked")
    func requiredConsent() async throws {
        var session = try await session(at: "privacy-terms")
        #expect(session.screen.inputs.map(\.id) == ["accept-privacy", "accept-terms"])
        #expect(!session.isEnabled(.tap(.primary)))
        #expect(throws: SessionError.unavailable(.tap(.primary))) { try session.tap(.primary) }
        try session.answer("accept-privacy", with: .checked(true))
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("accept-terms", with: .checked(true))
        #expect(session.isEnabled(.tap(.primary)))
        try session.answer("accept-privacy", with: .checked(false))
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("accept-privacy", with: .checked(true))
        try session.tap(.primary)
        #expect(session.screen.id == "initial-assessment")
    }

    @Test("Consent: the disclaimer's acknowledgement blocks Continue until checked")
    func disclaimerAcknowledgement() async throws {
        var session = try await session(at: "disclaimer")
        #expect(session.unansweredRequiredInputs.map(\.id) == ["acknowledge"])
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("acknowledge", with: .checked(true))
        try session.tap(.primary)
        #expect(session.screen.id == "privacy-terms")
    }

    @Test(
        "AC4: skipping routine selection leads to notifications, then the main app with ad-hoc practice",
        arguments: [PermissionResult.allowed, .denied])
    func ac4(notifications: PermissionResult) async throws {
        let store = RecordingStore()
        var session = try await session(at: "routine-selection", store: store)
        #expect(session.screen.optional)
        try session.tap(.skip)
        #expect(session.screen.id == "notification-permission")
        #expect(session.answer(for: "routine", on: "routine-selection") == .choice("ad-hoc"))
        #expect(session.ending?.flagSet == nil)
        let services = ServicesSpy(permissionAnswers: [.notifications: notifications])
        try await session.run(.tap(.primary), with: services)
        #expect(services.permissionsAsked == [.notifications])
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.answers["routine-selection"]?["routine"] == .choice("ad-hoc"))
        #expect(session.ending?.flagSet == "hasCompletedOnboarding")
    }

    @Test("AC2: the segmented progress bar reflects the user's stage, skipping included")
    func ac2() async throws {
        let indicator = try #require(bundle.flow(id: "onboarding")?.progress)
        #expect(indicator.style == .segmentedBar && indicator.steps == 6)
        #expect(indicator.height == 8 && indicator.cornerRadius == 4)
        #expect(indicator.track?.map(\.light) == ["#E6F4F0"])
        #expect(indicator.fill?.map(\.light) == ["#0A5042", "#00BFA5"])
        var session = try launch()
        var steps: [Int] = []
        while session.screen.id != "routine-selection" {
            steps.append(session.progress.step)
            try await answerAndContinue(&session, services: ServicesSpy())
        }
        steps.append(session.progress.step)
        try session.tap(.skip)
        steps.append(session.progress.step)
        #expect(steps == [1, 2, 3, 4, 5, 6])
        #expect(session.progress.fraction == 1)
        #expect(session.progressAnimation(reduceMotion: false)?.curve == .spring)
    }

    @Test("AC3: primary buttons and selections give the specified haptic and visual feedback")
    func ac3() throws {
        let flow = try #require(bundle.flow(id: "onboarding"))
        for screen in flow.screens {
            let primary = try #require(screen.button(.primary)?.feedback, "\(screen.id)")
            #expect(primary.haptic == .medium && primary.scale == 0.95, "\(screen.id)")
            #expect(primary.animation == AnimationSpec(curve: .easeInOut, duration: 0.1), "\(screen.id)")
            for input in screen.inputs {
                let feedback = try #require(input.feedback, "\(input.id)")
                #expect(feedback.animation?.curve == .spring && feedback.animation?.response == 0.3, "\(input.id)")
            }
        }
        #expect(flow.screen(id: "routine-selection")?.button(.skip)?.feedback?.haptic == .light)
    }

    @Test("Reduced motion: the slide becomes a cross-fade, nothing scales, haptics stay")
    func reducedMotion() throws {
        let session = try launch()
        #expect(session.transition(reduceMotion: false)?.style == .slide)
        #expect(
            session.transition(reduceMotion: true)
                == TransitionSpec(style: .opacity, animation: AnimationSpec(curve: .easeInOut, duration: 0.3)))
        let feedback = try #require(session.feedback(for: .primary, reduceMotion: true))
        #expect(feedback.scale == 1 && feedback.haptic == .medium)
        #expect(session.progressAnimation(reduceMotion: true) == AnimationSpec(curve: .easeInOut, duration: 0.1))
        #expect(session.entrance(reduceMotion: true) == .appear)
    }
}
