import Foundation
import OnboardKit

/// The conformance suite on disk: `conformance/vectors/**/*.json` at the repository's root
/// (docs/conformance.md).
enum Conformance {
    static let root = Fixtures.repository.appendingPathComponent("conformance")
    static let vectors = root.appendingPathComponent("vectors")

    /// Every vector file, relative to `conformance/vectors`, sorted.
    static let files: [String] = {
        let base = vectors.standardizedFileURL.path + "/"
        let found =
            FileManager.default.enumerator(at: vectors, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.standardizedFileURL.path }.filter { $0.hasSuffix(".json") } ?? []
        return found.map { String($0.dropFirst(base.count)) }.sorted()
    }()

    static func load(_ file: String) throws -> JSON {
        try JSON(parsing: Data(contentsOf: vectors.appendingPathComponent(file)))
    }

    /// The bundle a vector names when it is a purpose-made app's (`conformance/bundles/<app>`,
    /// with its spec `conformance/specs/<app>.yaml`) that is not built yet: the vectors of a
    /// spec the compiler cannot build yet wait for it, reported, not failed. `nil` when the
    /// bundle is there, or is any other folder (a missing one is then a failure, as always).
    static func unbuiltBundle(of vector: JSON) -> String? {
        guard let bundle = vector["bundle"]?.string, bundle.hasPrefix("conformance/bundles/") else { return nil }
        let app = String(bundle.dropFirst("conformance/bundles/".count))
        let folder = Fixtures.repository.appendingPathComponent(bundle)
        let spec = root.appendingPathComponent("specs").appendingPathComponent("\(app).yaml")
        let fileManager = FileManager.default
        guard !app.isEmpty, !app.contains("/"), fileManager.fileExists(atPath: spec.path),
            !fileManager.fileExists(atPath: folder.appendingPathComponent("bundle.json").path)
        else { return nil }
        return bundle
    }
}

/// An app folder as an iOS app loads it: the bundle, and its text from the String Catalog
/// the bundle names, with the debug-only pseudo-locale tables of `ios/debug/`.
struct App {
    let bundle: OnboardingBundle
    let strings: any LocalizedStrings

    /// The app folder `path`, relative to the repository's root.
    init(_ path: String) throws {
        let folder = Fixtures.repository.appendingPathComponent(path)
        bundle = try OnboardingBundle(contentsOf: folder.appendingPathComponent("bundle.json"))
        let catalog = try StringCatalog(
            contentsOf: folder.appendingPathComponent(bundle.strings.ios ?? "ios/Localizable.xcstrings"))
        let debug = try? AppleStringTables(
            directory: folder.appendingPathComponent("ios/debug"),
            table: bundle.strings.iosTableName)
        strings = LayeredStrings([catalog] + (debug.map { [$0] } ?? []))
    }

    /// The text in `locale`, or in the locale resolved from `preferred`.
    func text(locale: String?, preferred: [String]) -> OnboardingText {
        OnboardingText(bundle: bundle, strings: strings, locale: locale ?? bundle.resolveLocale(preferred: preferred))
    }
}

/// The app's services, answering each request with the reply the step gives.
@MainActor
final class ScriptedServices: PermissionService, PurchaseService, SettingsService, CodeService, FileService {
    /// The reply to the next request; nil once used.
    var reply: RequestResult?
    /// What went wrong: a request without a reply, or a reply of the wrong kind.
    private(set) var problems: [String] = []

    var services: OnboardingServices {
        OnboardingServices(permissions: self, purchases: self, settings: self, codes: self, files: self)
    }

    private func take(_ asked: String) -> RequestResult? {
        defer { reply = nil }
        if reply == nil { problems.append("the step makes a \(asked) request but gives no reply") }
        return reply
    }

    func requestPermission(_ permission: Permission) async -> PermissionResult {
        guard case .permission(let result)? = take("permission") else { return .denied }
        return result
    }

    func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult {
        guard case .purchase(let result)? = take("purchase") else { return .failure }
        return result
    }

    func restorePurchases(paywall: Paywall?) async -> PurchaseResult {
        guard case .purchase(let result)? = take("restore") else { return .failure }
        return result
    }

    func openSettings() async {
        _ = take("open-settings")
    }

    func sendCode(to phone: String?) async -> CodeResult {
        guard case .code(let result)? = take("resend-code") else { return .failed }
        return result
    }

    func pickFile(types: [String]) async -> FileResult {
        guard case .file(let result)? = take("pick-file") else { return .cancelled }
        return result
    }
}

/// Plays a flow vector's start and steps through a ``FlowDriver``, as an app does, and
/// says what the session shows after each (a vector's `view`).
@MainActor
final class Player {
    let app: App
    let text: OnboardingText
    let store: InMemoryOnboardingStore
    let engine: FlowEngine
    let scripted = ScriptedServices()
    /// The time the session reads; a step's `wait` moves it.
    let clock = VectorClock()
    private(set) var driver: FlowDriver?
    /// How many of the session's events the last view reported.
    private var reported = 0

    /// The vector's app, locale and store, and its flow started as `start` says (no
    /// driver when nothing shows).
    init(_ vector: JSON) throws {
        app = try App(vector["bundle"]?.string ?? "")
        text = app.text(
            locale: vector["locale"]?.string, preferred: vector["preferred"]?.array?.compactMap(\.string) ?? [])
        var flags: [String: Bool] = [:]
        var texts: [String: String] = [:]
        for (name, value) in vector["store"]?.members ?? [] {
            if case .bool(let set) = value { flags[name] = set }
            if case .string(let text) = value { texts[name] = text }
        }
        store = InMemoryOnboardingStore(flags, texts: texts)
        var overrides: [String: String] = [:]
        for (experiment, variant) in vector["overrides"]?.members ?? [] { overrides[experiment] = variant.string }
        var environment = Self.environment(vector, locale: text.locale)
        environment.clock = clock.clock
        engine = FlowEngine(
            bundle: app.bundle, store: store, environment: environment,
            userID: vector["userId"]?.string ?? Self.defaultUserID, overrides: overrides)
        let start = vector["start"]
        let session =
            if start?["launch"] != nil { engine.sessionAtLaunch() } else if let flow = start?["flow"]?.string {
                engine.session(flowID: flow)
            } else if let flow = start?["settings"]?.string {
                engine.sessionFromSettings(flow)
            } else if let event = start?["event"]?.string { engine.session(forEvent: event) } else {
                nil as FlowSession?
            }
        driver = session.map { FlowDriver(session: $0, engine: engine, services: scripted.services) }
    }

    /// The user id of a vector that gives none (docs/conformance.md).
    nonisolated static let defaultUserID = "conformance-user"

    /// The vector's `environment` (docs/conformance.md): what it gives, and for what it does
    /// not, no attributes, `ios`, an app version that is not one, the language of the text's
    /// `locale`, no region, the device's day.
    nonisolated static func environment(_ vector: JSON, locale: String) -> ConditionEnvironment {
        let given = vector["environment"]
        var attributes: [String: AttributeValue] = [:]
        for (name, value) in given?["attributes"]?.members ?? [] {
            switch value {
            case .bool(let flag): attributes[name] = .bool(flag)
            case .string(let text): attributes[name] = .string(text)
            case .number(let number): attributes[name] = .number(Double(number))
            default: break
            }
        }
        var environment = ConditionEnvironment(
            attributes: attributes, platform: given?["platform"]?.string ?? "ios",
            appVersion: given?["appVersion"]?.string ?? "",
            language: given?["language"]?.string ?? ConditionEnvironment.language(of: locale),
            region: given?["region"]?.string)
        environment.today = given?["today"]?.string.flatMap(CalendarDate.init)
        return environment
    }

    /// Does one step (its `expect` aside). Throws what the runtime refused, or a step it does not know.
    func perform(_ step: JSON) async throws {
        guard let driver else { throw Unplayable("no flow is shown") }
        scripted.reply = step["reply"]?.string.flatMap(RequestResult.init(name:))
        if let slot = step["tap"]?.string.flatMap(ButtonSlot.init(rawValue:)) {
            try await driver.perform(.tap(slot))
        } else if let swipe = step["swipe"]?.string {
            try await driver.perform(swipe == "next" ? .swipeNext : .swipeBack)
        } else if step["confirm"] != nil {
            try await driver.confirmDialog()
        } else if step["cancel"] != nil {
            try driver.cancelDialog()
        } else if let answer = step["answer"], let input = answer["input"]?.string, let value = answer["value"] {
            try driver.answer(input, with: try value.decode(InputValue.self))
        } else if let plan = step["selectPlan"]?.string {
            try driver.selectPlan(plan)
        } else if let reply = scripted.reply {
            scripted.reply = nil
            try driver.resolve(reply)
        } else if step["cancelRequest"] != nil {
            try driver.cancelRequest()
        } else if case .number(let seconds)? = step["wait"] {
            clock.advance(by: seconds)
        } else if step["quit"] != nil {
            driver.quit()
        } else if step["restore"] != nil {
            let saved = try JSONEncoder().encode(driver.session.snapshot)
            let snapshot = try JSONDecoder().decode(FlowSnapshot.self, from: saved)
            self.driver = FlowDriver(
                session: try engine.session(restoring: snapshot),
                engine: engine,
                services: scripted.services)
            reported = 0
        } else {
            throw Unplayable("a step without an action: \(step.rendered(indent: nil))")
        }
        if scripted.reply != nil { throw Unplayable("the step's reply was never asked for") }
        if let problem = scripted.problems.last { throw Unplayable(problem) }
    }

    /// What the session shows now and the events since the last view, as a vector's
    /// `view`; `texts` in the order of ``FlowSession/shownCopy``, each through `platformText`;
    /// `problems` only when a field refuses its value.
    func view(platformText: (ShownCopy, String) -> JSON = { .string($1) }) throws -> JSON {
        guard let session = driver?.session else { return .null }
        var members: [(String, JSON)] = [("screen", .string(session.screen.id))]
        if let state = session.stateID { members.append(("state", .string(state))) }
        if let dialog = session.presentedDialog { members.append(("dialog", .string(dialog.dialog.id))) }
        if let request = session.pendingRequest { members.append(("waiting", try JSON(encoding: request.summary))) }
        members.append(("actions", .array(session.availableActions.map { .string(Self.name($0)) })))
        let problems = session.fieldProblems.sorted { $0.key < $1.key }
        if !problems.isEmpty {
            members.append(("problems", .object(problems.map { ($0.key, .string($0.value.rawValue)) })))
        }
        members.append(
            (
                "texts",
                .object(
                    session.shownCopy.map { copy in
                        (copy.element, platformText(copy, text(copy.key, copy.values)))
                    })
            ))
        members.append(("events", .array(try session.events.dropFirst(reported).map { try Self.json($0) })))
        reported = session.events.count
        return .object(members)
    }

    /// How the ending and the store look after the last step.
    func outcome() throws -> (ending: JSON, store: JSON) {
        let ending = try driver?.session.ending.map { try JSON(encoding: $0) } ?? .null
        let flags = store.snapshot.mapValues(JSON.bool)
        let texts = store.textSnapshot.mapValues(JSON.string)
        let all = flags.merging(texts) { flag, _ in flag }
        return (ending, .object(all.keys.sorted().map { ($0, all[$0]!) }))
    }

    /// An event as JSON, its `type` and place first.
    static func json(_ event: FlowEvent) throws -> JSON {
        let first = ["type", "flow", "screen", "state", "section"]
        let members = try JSON(encoding: event).members ?? []
        return .object(
            first.compactMap { name in members.first { $0.0 == name } } + members.filter { !first.contains($0.0) })
    }

    /// `tap:primary`, `swipe:next`…: an action as a view lists it.
    static func name(_ action: UserAction) -> String {
        switch action {
        case .tap(let slot): "tap:\(slot.rawValue)"
        case .swipeNext: "swipe:next"
        case .swipeBack: "swipe:back"
        }
    }

    struct Unplayable: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
