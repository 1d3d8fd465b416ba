// swift-format-ignore-file
// (The blocks are the guide's, laid out as the guide lays them out.)
// The code of docs/client-guide.md, compiled and run: each block marked
// `<!-- compiled: Runtime/Tests/OnboardKitTests/Guide/GuideExamples.swift -->` in the guide is
// here verbatim (GuideExampleTests checks it, line by line, indentation aside), with
// only what a block needs around it. Edit the guide and this file together.
import Foundation

// MARK: Section 2, Load the bundle

/// The guide's logger.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

import OnboardKit

func loadOnboarding() -> OnboardingBundle? {
    guard let url = Bundle.main.url(forResource: "onboarding", withExtension: "json") else { return nil }
    do {
        return try OnboardingBundle(contentsOf: url)
    } catch BundleError.unsupportedSchemaVersion(let found, let supported) {
        log("onboarding bundle has schemaVersion \(found), this app reads \(supported)")
        return nil                                  // see "Unknown schemaVersion" below
    } catch {
        log("onboarding bundle unreadable: \(error)")  // a DecodingError names the member
        return nil
    }
}

// MARK: Section 2, Remote updates

/// `folder`: a folder of its own in Application Support, `releaseRoot`: https://cdn.example.com/onboarding/
func makeBundleStore(embedded: OnboardingBundle, releaseRoot: URL, keyPEM: String, folder: URL) throws -> BundleStore {
    let store = BundleStore(
        app: embedded.app.id, channel: "production", releaseRoot: releaseRoot,
        trusting: [try ReleaseKey(pem: keyPEM)],         // two keys while they rotate
        embedded: embedded, directory: folder) { event in
        log("onboarding delivery: \(event)")              // .updated, .rejected, .failed, .fellBack…
    }
    Task.detached(priority: .background) { await store.update() }  // never awaited at launch
    return store
}

func startOnboarding(from store: BundleStore, appStrings: any LocalizedStrings) -> (FlowSession, OnboardingText)? {
    let content = store.current                          // the last verified download, else the embedded bundle
    let engine = FlowEngine(bundle: content.bundle, store: UserDefaultsStore())
    guard let session = engine.sessionAtLaunch() else { return nil }
    return (session, content.text(appStrings: appStrings))  // the release's tables first, then the app's
}

// MARK: Section 3, Show the copy

func onboardingText(for bundle: OnboardingBundle, debugBuild: Bool) throws -> OnboardingText {
    // The .lproj tables Xcode compiled the catalog into (the table `strings.ios` names).
    let strings = try AppleStringTables(for: bundle)
    // The user's preferred languages, the spec's fallbacks; pseudo-locales only where shipped.
    let locale = bundle.resolveLocale(includingPseudoLocales: debugBuild)
    return OnboardingText(bundle: bundle, strings: strings, locale: locale)
}

func titles(of flow: Flow, in text: OnboardingText) -> [String] {
    flow.screens.map { text($0.titleKey ?? "") }          // "Escanea cualquier menú en cualquier idioma", …
}

func daysLeft(_ days: Int, in text: OnboardingText) -> String {
    text("paywall.trial-days", ["count": .integer(days)])     // "Quedan 3 días": the form CLDR gives 3
}

func consentLabel(_ key: String, in text: OnboardingText, bundle: OnboardingBundle) -> AttributedString {
    text.attributed(key, links: bundle.links)             // "I agree to the Terms…", each link with .link
}

func consentLinks(_ key: String, in text: OnboardingText, bundle: OnboardingBundle) -> [(String, URL)] {
    text.spans(key, links: bundle.links).compactMap { span in
        guard case .link(let words, let url, _) = span, let target = URL(string: url) else { return nil }
        return (words, target)                             // one accessibility element per link
    }
}

// MARK: Section 4, Decide what to show

/// Section 4's block, with what it makes handed back to the test.
func decideWhatToShow(bundle: OnboardingBundle)
    -> (atLaunch: FlowSession?, rows: [SettingsEntry], paywall: FlowSession?, tip: FlowSession?) {
    let engine = FlowEngine(bundle: bundle, store: UserDefaultsStore())

    let atLaunch = engine.sessionAtLaunch()              // first-launch flow whose flag is unset, else nil: main app
    let rows = engine.settingsEntries                    // rows for your Settings screen (flowID, entryKey)
    let paywall = engine.sessionFromSettings("paywall")  // opened on demand, whatever its flag says
    let tip = engine.session(forEvent: "first-scan")     // your app reports the event; nil when nothing to show
    return (atLaunch, rows, paywall, tip)
}

/// Section 4's conditions block: the engine with the app's environment.
func engineWithEnvironment(bundle: OnboardingBundle, isReturning: Bool, visits: Int) -> FlowEngine {
    let text = OnboardingText(bundle: bundle, strings: LayeredStrings([]))  // the locale your copy resolves to
    let environment = ConditionEnvironment(
        attributes: ["isReturning": .bool(isReturning), "visits": .number(Double(visits))],
        platform: "ios",
        appVersion: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "",
        language: ConditionEnvironment.language(of: text.locale),             // "ar" for ar-SA
        region: Locale.preferredLanguages.first.flatMap(ConditionEnvironment.region(of:)))
    return FlowEngine(bundle: bundle, store: UserDefaultsStore(), environment: environment)
}

/// Section 4's experiments block: the engine with the user's id and a QA override.
func engineForExperiments(bundle: OnboardingBundle, accountID: String, qaVariants: [String: String]) -> FlowEngine {
    let engine = FlowEngine(
        bundle: bundle, store: UserDefaultsStore(),
        userID: accountID,              // the id your analytics knows the user by
        overrides: qaVariants)          // ["welcome-headline": "benefit"] in a QA build; [:] in release
    let variants = engine.assignments   // experiment id → Assignment(experiment, variant, overridden)
    log("variants: \(variants.mapValues(\.variant))")
    return engine
}

// MARK: Section 5, Drive the session

import Observation
import OnboardKit

@available(iOS 17, macOS 14, *)
@MainActor @Observable
final class OnboardingModel {
    private(set) var session: FlowSession
    let text: OnboardingText
    @ObservationIgnored private let driver: FlowDriver

    init(session: FlowSession, engine: FlowEngine, services: OnboardingServices, text: OnboardingText) {
        self.session = session
        self.text = text
        driver = FlowDriver(session: session, engine: engine, services: services)
        driver.onChange = { [weak self] in self?.session = $0 }
    }

    // Errors are the caller's bugs (an action that is not enabled): the view only offers enabled ones.
    // A request the action makes is answered in the returned task; tests await it.
    @discardableResult func perform(_ action: UserAction) -> Task<Void, Never>? { try? driver.perform(action) }
    @discardableResult func confirmDialog() -> Task<Void, Never>? { try? driver.confirmDialog() }
    func cancelDialog() { try? driver.cancelDialog() }
    func answer(_ input: String, _ value: InputValue) { try? driver.answer(input, with: value) }
    func selectPlan(_ plan: String) { try? driver.selectPlan(plan) }

    /// The flag is already written when this returns; nil: the user left part-way (`quit()`).
    func ending() async -> FlowEnding? { await driver.ending() }
    func quit() { driver.quit() }

    /// "Pantalla 2 de 3", for VoiceOver.
    var announcement: String? { session.announcement?.text(text) }
}

@available(iOS 17, macOS 14, *)
@MainActor
func runOnboarding(bundle: OnboardingBundle, store: any OnboardingStore, services: OnboardingServices,
                   text: OnboardingText, show: (OnboardingModel?) -> Void) async -> FlowEnding? {
    let engine = FlowEngine(bundle: bundle, store: store)
    guard let session = engine.sessionAtLaunch() else { return nil }   // straight to the main app
    let model = OnboardingModel(session: session, engine: engine, services: services, text: text)
    show(model)                               // if let model { OnboardingView(model: model) } else { MainView() }
    let ending = await model.ending()         // the flag is written; ending?.result says what to open next
    show(nil)
    return ending
}

// MARK: Section 5, Async code

@MainActor
func skipTutorial(with driver: FlowDriver) async throws -> FlowEnding? {
    try await driver.perform(.tap(.skip))     // presents "Skip tutorial?"
    try await driver.confirmDialog()          // skips: the flag is written
    return await driver.ending()
}

// MARK: Section 5, Events

@MainActor
func reportEvents(of driver: FlowDriver, to send: @escaping @Sendable (Data) -> Void) -> Task<Void, Never> {
    let events = driver.events()               // from the first screen-shown to flow-ended or flow-left
    return Task {
        let encoder = JSONEncoder()
        for await event in events {
            if let json = try? encoder.encode(event) { send(json) }   // {"type":"action","flow":"tutorial",…}
        }
    }
}

// MARK: Section 5, Save and restore

@MainActor
func save(_ driver: FlowDriver, in defaults: UserDefaults) {
    defaults.set(try? JSONEncoder().encode(driver.session.snapshot), forKey: "onboarding.snapshot")
}

func restoredSession(engine: FlowEngine, defaults: UserDefaults) -> FlowSession? {
    if let data = defaults.data(forKey: "onboarding.snapshot"),
       let snapshot = try? JSONDecoder().decode(FlowSnapshot.self, from: data) {
        do {
            return try FlowSession(restoring: snapshot, in: engine.bundle, environment: engine.environment)
        } catch {
            log("onboarding snapshot not restored: \(error)")   // "flow `onboarding` has no screen `authorization`"
        }
    }
    return engine.sessionAtLaunch()
}

// MARK: Section 5, Date fields

func dateAnswer(picked: Date) -> InputValue {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = .current
    let parts = gregorian.dateComponents([.year, .month, .day], from: picked)
    let day = CalendarDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
    return .text(day?.description ?? "")   // "2008-02-29"
}

func shownDate(_ answer: InputValue?, in text: OnboardingText) -> String? {
    guard case .text(let iso)? = answer else { return nil }
    return text.date(iso, style: .long)   // "February 29, 2008"
}

// MARK: Section 5, Checkboxes and consent

func isTicked(_ input: Input, in session: FlowSession) -> Bool {
    session.answer(for: input.id) == .checked(true)   // an `initial` box is answered as its screen shows
}

/// One consent given or withdrawn, to keep: the purpose, the user's word and where.
struct ConsentChange: Codable, Equatable {
    var purpose: String
    var given: Bool
    var flow: String
    var screen: String
}

func consentChanges(in events: [FlowEvent]) -> [ConsentChange] {
    events.compactMap { event in
        guard case .answerChanged(_, .checked(let given), let purpose?) = event.kind else { return nil }
        return ConsentChange(purpose: purpose, given: given, flow: event.flowID, screen: event.screenID)
    }
}

// MARK: Section 6, Prices on the paywall

func planLabels(of paywall: Paywall, prices: [String: StorePrice], in text: OnboardingText) -> [String] {
    paywall.plans.compactMap { plan in
        guard let id = plan.productId, let price = prices[id] else { return nil }  // not loaded yet: no card
        return text(plan.labelKey ?? "", price: price)                             // "Annual — $39.99/year"
    }
}

// MARK: Section 6, One-time codes

struct VerificationCodes: CodeService {
    /// Your verification backend: sends a text message with a code to an E.164 number.
    let send: @Sendable (String) async throws -> Void

    func sendCode(to phone: String?) async -> CodeResult {
        guard let phone else { return .failed }  // the flow has no phone field: use the number you know
        do {
            try await send(phone)
            return .sent
        } catch {
            return .failed  // the flow follows `on: { failed: … }`
        }
    }
}

func resendLabel(_ label: String, slot: ButtonSlot, in session: FlowSession) -> String {
    guard let seconds = session.cooldownRemaining(slot: slot) else { return label }
    return "\(label) (\(Int(seconds.rounded(.up))) s)"  // "Send a new code (23 s)", disabled
}

// MARK: Section 6, Biometrics and files

struct DocumentPicker: FileService {
    /// Your picker: shows the system's picker for these MIME types, keeps the file the
    /// user picks, and says whether there was one.
    let present: @Sendable ([String]) async -> Bool

    func pickFile(types: [String]) async -> FileResult {
        await present(types) ? .picked : .cancelled
    }
}
