import Testing
import OnboardKit

/// Seed 004 "UC-008: First-Time User Onboarding" on generated/vegyscan/bundle.json.
@Suite("VegyScan UC-008 (seed 004)")
@MainActor
struct VegyScanAcceptanceTests {
    static let flag = "hasCompletedOnboarding"
    let bundle: OnboardingBundle

    init() throws {
        bundle = try Fixtures.bundle("vegyscan")
    }

    func launch(_ store: any OnboardingStore) throws -> FlowSession {
        try #require(FlowEngine(bundle: bundle, store: store).sessionAtLaunch())
    }

    /// A first-launch session moved to the tutorial screen at `index` with [Next →].
    func tutorial(at index: Int, store: any OnboardingStore) throws -> FlowSession {
        var session = try launch(store)
        while session.screenIndex < index { try session.tap(.primary) }
        return session
    }

    @Test("UC-008 main flow: Next, Next, Get Started sets the first-time flag and opens the main app")
    func mainFlow() throws {
        let store = RecordingStore()
        var session = try launch(store)
        #expect(session.flow.id == "tutorial")
        #expect(session.flow.screens.map(\.id) == ["scan-any-menu", "vegan-options", "privacy-first"])
        for screen in session.flow.screens {
            #expect(screen.button(.skip)?.placement == .topTrailing, "[Skip] (top-right) on \(screen.id)")
        }
        try session.tap(.primary)
        #expect(session.screen.id == "vegan-options")
        try session.tap(.primary)
        #expect(session.screen.id == "privacy-first")
        #expect(session.ending?.flagSet == nil)
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
        #expect(session.ending?.flagSet == Self.flag)
        FlowEngine(bundle: bundle, store: store).record(try #require(session.ending))
        #expect(FlowEngine(bundle: bundle, store: store).sessionAtLaunch() == nil, "tutorial shown exactly once")
    }

    @Test(
        "UC-008 main flow in Spanish, Arabic and German: the user reads each screen, its buttons and its announcement in their language",
        arguments: [
            (
                "es-MX", ["Escanea cualquier menú en cualquier idioma", "Opciones veganas y vegetarianas al instante"],
                ["Siguiente →", "Siguiente →", "Comenzar"], "Pantalla 2 de 3", "¿Omitir el tutorial?"
            ),
            (
                "ar", ["امسح أي قائمة طعام بأي لغة", "الخيارات النباتية والنباتية الصرفة فورا"],
                ["التالي ←", "التالي ←", "لنبدأ"], "الشاشة 2 من 3 شاشات", "هل تريد تخطي الدليل التعليمي؟"
            ),
            (
                "de-CH", ["Scanne jede Speisekarte in jeder Sprache", "Sieh sofort, was vegan & vegetarisch ist"],
                ["Weiter →", "Weiter →", "Los geht’s"], "Bildschirm 2 von 3", "Tutorial überspringen?"
            ),
        ])
    func mainFlowTranslated(
        preferred: String, titles: [String], primaries: [String], announcement: String, skipTitle: String
    ) throws {
        let text = OnboardingText(
            bundle: bundle, strings: try Fixtures.catalog("vegyscan"),
            locale: bundle.resolveLocale(preferred: [preferred]))
        var session = try launch(InMemoryOnboardingStore())
        var shown: [String] = [], pressed: [String] = []
        while !session.isEnded {
            shown.append(text(session.screen.titleKey ?? ""))
            pressed.append(text(session.screen.button(.primary)?.labelKey ?? ""))
            if session.screenIndex == 1 {
                #expect(session.announcement?.text(text) == announcement)
                var skipping = session
                try skipping.tap(.skip)
                #expect(text(skipping.presentedDialog?.dialog.titleKey ?? "") == skipTitle)
            }
            try session.tap(.primary)
        }
        #expect(Array(shown.prefix(2)) == titles)
        #expect(pressed == primaries)
    }

    @Test(
        "UC-008 Alt-1: Skip asks first; Cancel stays, Skip Tutorial sets the flag and opens the main app",
        arguments: 0..<3)
    func alt1(screen index: Int) throws {
        let store = RecordingStore()
        var session = try tutorial(at: index, store: store)
        try session.tap(.skip)
        let dialog = try #require(session.presentedDialog?.dialog)
        #expect(dialog.titleKey == "tutorial.skip-tutorial.title")
        #expect(dialog.messageKey == "tutorial.skip-tutorial.message")
        #expect(dialog.confirmKey == "tutorial.skip-tutorial.confirm")
        #expect(dialog.cancelKey == "tutorial.skip-tutorial.cancel")
        #expect(session.ending?.flagSet == nil)

        try session.cancelDialog()
        #expect(session.screenIndex == index)
        #expect(session.ending == nil && session.ending?.flagSet == nil)

        try session.tap(.skip)
        #expect(try session.confirmDialog() == nil)
        #expect(session.ending?.reason == .skipped)
        #expect(session.ending?.flagSet == Self.flag)
        FlowEngine(bundle: bundle, store: store).record(try #require(session.ending))
        #expect(FlowEngine(bundle: bundle, store: store).sessionAtLaunch() == nil)
    }

    @Test("UC-008 Alt-2: Back on screens 2 and 3 returns to the previous screen; screen 1 has none")
    func alt2() throws {
        var session = try launch(InMemoryOnboardingStore())
        #expect(!session.buttons.contains { $0.slot == .back })
        #expect(!session.isEnabled(.swipeBack))
        try session.tap(.primary)
        try session.tap(.back)
        #expect(session.screen.id == "scan-any-menu")
        try session.tap(.primary)
        try session.tap(.primary)
        try session.tap(.back)
        #expect(session.screen.id == "vegan-options")
        #expect(session.availableActions.contains(.tap(.skip)))
        try session.tap(.primary)
        try session.tap(.primary)
        #expect(session.ending?.reason == .completed(result: nil))
    }

    @Test("UC-008 Alt-3: the tutorial reopened from Settings leaves the first-time flag set")
    func alt3() throws {
        for skip in [false, true] {
            let store = RecordingStore([Self.flag: true])
            let engine = FlowEngine(bundle: bundle, store: store)
            #expect(engine.sessionAtLaunch() == nil)
            let entry = try #require(engine.settingsEntries.first)
            #expect(entry.entryKey == "tutorial-replay.entry")
            var replay = try #require(engine.sessionFromSettings(entry.flowID))
            #expect(replay.flow.screens.map(\.id) == bundle.flow(id: "tutorial")?.screens.map(\.id))
            #expect(replay.screen.id == "scan-any-menu")
            if skip {
                try replay.tap(.skip)
                #expect(try replay.confirmDialog() == nil)
            } else {
                for _ in 0..<3 { try replay.tap(.primary) }
            }
            let ending = try #require(replay.ending)
            #expect(ending.reason == (skip ? .skipped : .completed(result: nil)))
            #expect(ending.flagSet == nil)
            engine.record(ending)
            #expect(store.writes.isEmpty)
            #expect(store.bool(forKey: Self.flag))
        }
    }

    @Test("UC-008 Exc-1: quitting before the end shows the tutorial from screen 1 at the next launch")
    func exc1() throws {
        let store = RecordingStore()
        do {
            var quitting = try tutorial(at: 2, store: store)
            try quitting.tap(.skip)  // the confirmation is on screen when the app is killed
            #expect(quitting.presentedDialog != nil && quitting.ending == nil)
        }
        #expect(store.writes.isEmpty)
        let next = try launch(store)
        #expect(next.flow.id == "tutorial" && next.screen.id == "scan-any-menu")
    }

    @Test("UC-008 Exc-2: camera denied after the tutorial offers Open Settings or the photo library")
    func exc2() async throws {
        for choice in [ButtonSlot.primary, .secondary] {
            let store = RecordingStore([Self.flag: true])
            let services = ServicesSpy(permissionAnswers: [.camera: .denied])
            var session = try #require(FlowEngine(bundle: bundle, store: store).session(forEvent: "first-scan"))
            try await session.run(.tap(.primary), with: services)
            #expect(services.permissionsAsked == [.camera])
            #expect(session.state?.kind == .error)
            #expect(session.state?.titleKey == "camera-permission.camera.denied.title")
            #expect(
                session.buttons.map(\.labelKey) == [
                    "camera-permission.camera.denied.primary",
                    "camera-permission.camera.denied.secondary",
                ])
            try await session.run(.tap(choice), with: services)
            if choice == .primary {
                #expect(services.settingsOpened == 1)
                #expect(session.ending?.reason == .completed(result: nil))
            } else {
                #expect(services.settingsOpened == 0)
                #expect(session.ending?.result == "photo-library")
            }
            #expect(session.ending?.flagSet == nil)
        }
    }

    @Test("UC-008 Accessibility: VoiceOver announces \"Screen i of 3\"")
    func announcement() throws {
        var session = try launch(InMemoryOnboardingStore())
        let keys = try Fixtures.catalogKeys("vegyscan")
        let english = OnboardingText(bundle: bundle, strings: try Fixtures.catalog("vegyscan"), locale: "en")
        for position in 1...3 {
            let announcement = try #require(session.announcement)
            #expect(announcement.position == position && announcement.count == 3)
            let key = try #require(announcement.key)
            #expect(keys.contains(key), "the String Catalog has the announcement text")
            let placeholders = try #require(bundle.placeholders[key])
            #expect(placeholders.map(\.name) == ["position", "count"])
            #expect(announcement.text(english) == "Screen \(position) of 3")
            if position < 3 { try session.tap(.primary) }
        }
    }

    /// The camera flow has one screen: in Arabic the noun agrees with the count, and the
    /// form for one names no number while the text still has the position (a plural form
    /// that skips an argument, filled without printf).
    @Test(
        "UC-008 Accessibility: the camera flow announces \"Screen 1 of 1\" in every language, in Arabic \"of one screen\""
    )
    func cameraAnnouncement() throws {
        let session = try #require(
            FlowEngine(bundle: bundle, store: InMemoryOnboardingStore()).session(forEvent: "first-scan"))
        let announcement = try #require(session.announcement)
        let catalog = try Fixtures.catalog("vegyscan"), tables = try Fixtures.tables("vegyscan")
        for strings in [catalog, tables] as [any LocalizedStrings] {
            let texts = ["en", "de", "es", "ar"].map {
                announcement.text(OnboardingText(bundle: bundle, strings: strings, locale: $0))
            }
            #expect(texts == ["Screen 1 of 1", "Bildschirm 1 von 1", "Pantalla 1 de 1", "الشاشة 1 من شاشة واحدة"])
        }
    }

    @Test("UC-008 Accessibility: swipe gestures for next and previous, never past the skip confirmation")
    func swipes() throws {
        let store = RecordingStore()
        var session = try launch(store)
        #expect(try session.perform(.swipeNext) == nil)
        #expect(session.screen.id == "vegan-options")
        #expect(try session.perform(.swipeBack) == nil)
        #expect(session.screen.id == "scan-any-menu")
        try session.tap(.skip)
        #expect(!session.isEnabled(.swipeNext), "no swiping past the confirmation")
    }
}
