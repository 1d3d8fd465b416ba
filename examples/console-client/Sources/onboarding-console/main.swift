// Plays an app's onboarding in a terminal, as an app would: the flow that shows at
// launch, in the user's language, with its flags kept in UserDefaults between runs.
//
//   onboarding-console APP_FOLDER [--locale TAG] [--defaults SUITE] [COMMAND...]
//
// APP_FOLDER holds bundle.json and its String Catalog (generated/<app>). Each COMMAND is
// one user action, or read line by line from standard input when none is given:
//   tap SLOT[=REPLY]   tap the button in SLOT; REPLY answers the request it makes
//                      (allowed, denied, not-determined, success, failure, cancel)
//   swipe next|back, confirm[=REPLY], cancel, answer INPUT VALUE (an option id, text,
//   or true/false), plan ID, save (print the session's snapshot), quit
// Every event is printed as JSON as it happens; the screen's texts after each action.
import Foundation
import OnboardKit

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// Answers each request with the reply its command gave.
@MainActor
final class ConsoleServices: PermissionService, PurchaseService, SettingsService {
    var reply: RequestResult?

    func requestPermission(_ permission: Permission) async -> PermissionResult {
        if case .permission(let result)? = reply { return result }
        return .denied
    }

    func purchase(plan: PaywallPlan?, paywall: Paywall?) async -> PurchaseResult {
        if case .purchase(let result)? = reply { return result }
        return .failure
    }

    func restorePurchases(paywall: Paywall?) async -> PurchaseResult {
        await purchase(plan: nil, paywall: paywall)
    }

    func openSettings() async {}
}

@MainActor
func run(_ arguments: [String]) async throws -> Int32 {
    var arguments = arguments
    func option(_ name: String) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }
    let locale = option("--locale"), suite = option("--defaults") ?? "onboarding-console"
    guard let path = arguments.first else {
        throw Failure(
            description: "usage: onboarding-console APP_FOLDER [--locale TAG] [--defaults SUITE] [COMMAND...]")
    }
    let folder = URL(fileURLWithPath: path)

    // Section 2 of the guide: load the bundle. Section 3: its text.
    let bundle = try OnboardingBundle(contentsOf: folder.appendingPathComponent("bundle.json"))
    let catalog = try StringCatalog(
        contentsOf: folder.appendingPathComponent(bundle.strings.ios ?? "ios/Localizable.xcstrings"))
    let text = OnboardingText(bundle: bundle, strings: catalog, locale: locale ?? bundle.resolveLocale())
    if !text.missingKeys(in: bundle).isEmpty {
        throw Failure(description: "the tables lack \(text.missingKeys(in: bundle))")
    }

    // Section 4: decide what to show, with the flags persisted between launches.
    guard let defaults = UserDefaults(suiteName: suite) else { throw Failure(description: "no defaults \(suite)") }
    let engine = FlowEngine(bundle: bundle, store: UserDefaultsStore(defaults))
    guard let session = engine.sessionAtLaunch() else {
        print("no onboarding to show: the main screen")
        return 0
    }

    // Section 5: drive it, and report every event.
    let services = ConsoleServices()
    let driver = FlowDriver(
        session: session, engine: engine,
        services: OnboardingServices(permissions: services, purchases: services, settings: services))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let events = driver.events()
    let printer = Task {
        for await event in events {
            print("event " + String(decoding: (try? encoder.encode(event)) ?? Data(), as: UTF8.self))
        }
    }
    func show() {
        for copy in driver.session.shownCopy { print("  \(copy.element): \(text(copy.key, copy.values))") }
    }
    show()
    var commands = Array(arguments.dropFirst())
    while driver.session.ending == nil, !driver.hasQuit {
        let line: String
        if commands.isEmpty {
            guard let read = readLine() else { break }
            line = read
        } else {
            line = commands.removeFirst()
        }
        // `tap primary=denied`: the reply to the request the action makes follows `=`.
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        let words = parts[0].split(separator: " ").map(String.init)
        guard let verb = words.first else { continue }
        services.reply = parts.count > 1 ? RequestResult(name: parts[1]) : nil
        switch (verb, words.count > 1 ? words[1] : nil) {
        case ("tap", let slot?):
            guard let slot = ButtonSlot(rawValue: slot) else { throw Failure(description: "no slot \(slot)") }
            try await driver.perform(.tap(slot))
        case ("swipe", "next"?): try await driver.perform(.swipeNext)
        case ("swipe", "back"?): try await driver.perform(.swipeBack)
        case ("confirm", nil): try await driver.confirmDialog()
        case ("cancel", nil): try driver.cancelDialog()
        case ("answer", let input?) where words.count > 2:
            let value: InputValue =
                switch words[2] {
                case "true", "false": .checked(words[2] == "true")
                default:
                    driver.session.screen.input(id: input)?.option(id: words[2]) != nil
                        ? .choice(words[2]) : .text(words[2])
                }
            try driver.answer(input, with: value)
        case ("plan", let plan?): try driver.selectPlan(plan)
        case ("save", nil):
            print("snapshot " + String(decoding: try encoder.encode(driver.session.snapshot), as: UTF8.self))
        case ("quit", nil): driver.quit()
        default: throw Failure(description: "unknown command: \(line)")
        }
        show()
    }
    await printer.value
    if let ending = await driver.ending() {
        print("ending " + String(decoding: try encoder.encode(ending), as: UTF8.self))
    }
    return 0
}

do {
    exit(try await run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("onboarding-console: \(error)\n".utf8))
    exit(1)
}
