import BundleFormat
import Foundation
import OnboardCompiler
import OnboardKit

/// One scenario of the page given to OnboardKit as an app gives it: a `FlowEngine` with the
/// attributes, platform, app version and language in its `ConditionEnvironment`, the chosen
/// variants as its `overrides`, and a session restored at a screen with the answers set
/// (`FlowEngine.session(restoring:)`). Whatever the page says a scenario leads to comes
/// from here; the preview evaluates no condition itself.
struct ScenarioEngine: Sendable {
    /// Parameter name → the value set; a parameter not set has its default.
    typealias Setting = [String: String]

    let bundle: OnboardingBundle
    /// The spec's attributes and their types: how a control's text is given to the engine.
    let attributes: [String: AttributeType]
    let parameters: [String: ScenarioParameter]

    init(bundle: OnboardingBundle, attributes: [String: AttributeType], locales: [String]) {
        self.bundle = bundle
        self.attributes = attributes
        parameters = ScenarioParameter.all(of: bundle, attributes: attributes, locales: locales)
    }

    /// The value of `parameter` in `setting`, else its default.
    func value(_ parameter: String, in setting: Setting) -> String {
        setting[parameter] ?? parameters[parameter]?.values.first ?? ""
    }

    /// The engine of a fresh install (no flag set) in `setting`: an unchecked `bool` attribute
    /// is `false`, an empty text field is an attribute the app does not give.
    func engine(_ setting: Setting) -> FlowEngine {
        var given: [String: AttributeValue] = [:]
        for (name, type) in attributes {
            let text = value("attribute.\(name)", in: setting)
            switch type {
            case .bool: given[name] = .bool(text == "true")
            case .string, .version: if !text.isEmpty { given[name] = .string(text) }
            case .number: if let number = Double(text) { given[name] = .number(number) }
            }
        }
        let locale = value(ScenarioParameter.locale, in: setting)
        let environment = ConditionEnvironment(
            attributes: given, platform: value(ScenarioParameter.platform, in: setting),
            appVersion: value(ScenarioParameter.appVersion, in: setting),
            language: ConditionEnvironment.language(of: locale), region: ConditionEnvironment.region(of: locale))
        var overrides: [String: String] = [:]
        for experiment in bundle.experiments {
            overrides[experiment.id] = value("experiment.\(experiment.id)", in: setting)
        }
        return FlowEngine(
            bundle: bundle, store: InMemoryOnboardingStore(), environment: environment, userID: "onboardc-preview",
            overrides: overrides)
    }

    /// The texts the variants of `setting` show instead of the spec's, in every flow (key → key).
    func texts(_ setting: Setting) -> Outcome {
        let engine = engine(setting)
        var texts: [String: String] = [:]
        for flow in bundle.flows {
            guard let shown = engine.session(flowID: flow.id)?.flow else { continue }
            texts.merge(VariantKeys.changes(from: flow, to: shown)) { first, _ in first }
        }
        return Outcome(text: "", texts: texts)
    }

    /// The answers of `setting` to the inputs of `flow`, by screen, as a session holds them.
    func answers(in flow: BundleFormat.Flow, _ setting: Setting) -> [String: [String: InputValue]] {
        var answers: [String: [String: InputValue]] = [:]
        for screen in flow.screens {
            for input in screen.inputs {
                let text = value(ScenarioParameter.answer(flow: flow.id, input: input.id), in: setting)
                guard !text.isEmpty else { continue }
                answers[screen.id, default: [:]][input.id] =
                    switch input.kind {
                    case .checkbox: .checked(text == "true")
                    case .singleChoice: .choice(text)
                    case .multipleChoice: .choices(Set(text.split(separator: ",").map(String.init)))
                    case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date:
                        .text(input.recorded(text) ?? text)
                    }
            }
        }
        return answers
    }

    /// What a tap on the button in `slot` does on `screen` (showing `state`) of `flow`, with the answers of `setting`.
    func tap(
        _ slot: ButtonSlot, flow: BundleFormat.Flow, screen: String, state: String?, in setting: Setting
    ) -> Outcome {
        let engine = engine(setting)
        guard var snapshot = engine.session(flowID: flow.id)?.snapshot else { return Outcome(text: "no such flow") }
        (snapshot.screen, snapshot.state, snapshot.answers) = (screen, state, answers(in: flow, setting))
        var session: FlowSession
        do {
            session = try engine.session(restoring: snapshot)
        } catch {
            return Outcome(text: "cannot be played: \(error)")
        }
        let place = Place(session)
        guard session.isEnabled(.tap(slot)) else {
            guard session.buttons.contains(where: { $0.slot == slot }) else {
                return Outcome(text: "is not offered here")
            }
            let waiting = session.unansweredRequiredInputs.map(\.id) + session.fieldProblems.keys.sorted()
            return Outcome(text: "waits for an answer to \(waiting.joined(separator: ", "))")
        }
        var request = (try? session.perform(.tap(slot))) ?? nil
        var before = ""
        if let dialog = session.presentedDialog {
            before = "after “\(dialog.dialog.id)” is confirmed, "
            request = (try? session.confirmDialog()) ?? nil
        }
        guard let request else { return place.outcome(after: session, before: before) }
        let results = Self.results(of: request).map { name, result in
            var answered = session
            try? answered.resolve(result)
            let then = place.outcome(after: answered).text
            return name + (then.hasPrefix("→") ? " " : ": ") + then
        }
        return Outcome(text: before + "asks the app for \(Self.describe(request)): " + results.joined(separator: "; "))
    }

    private static func describe(_ request: Request) -> String {
        switch request {
        case .permission(let permission): "the \(permission.rawValue) permission"
        case .purchase: "a purchase"
        case .restore: "a restore"
        case .openSettings: "the Settings app"
        case .resendCode: "a code sent again"
        case .pickFile(let types): "a file (\(types.joined(separator: ", ")))"
        }
    }

    /// Every result the app can report for `request`, named.
    private static func results(of request: Request) -> [(String, RequestResult)] {
        switch request {
        case .permission(.biometrics):
            [
                ("allowed", .permission(.allowed)), ("denied", .permission(.denied)),
                ("not determined", .permission(.notDetermined)), ("unavailable", .permission(.unavailable)),
                ("not enrolled", .permission(.notEnrolled)),
            ]
        case .permission:
            [
                ("allowed", .permission(.allowed)), ("denied", .permission(.denied)),
                ("not determined", .permission(.notDetermined)),
            ]
        case .purchase, .restore:
            [("success", .purchase(.success)), ("failure", .purchase(.failure)), ("cancel", .purchase(.cancel))]
        case .openSettings: [("back from Settings", .settingsOpened)]
        case .resendCode: [("sent", .code(.sent)), ("failed", .code(.failed))]
        case .pickFile: [("picked", .file(.picked)), ("cancelled", .file(.cancelled))]
        }
    }
}

/// Where a session is: its screen and state, and the frame that shows them.
private struct Place: Equatable {
    var flow, screen: String
    var state: String?

    init(_ session: FlowSession) {
        (flow, screen, state) = (session.flow.id, session.screen.id, session.stateID)
    }

    /// Where `session` went from here, or how it ended.
    func outcome(after session: FlowSession, before: String = "") -> Outcome {
        if let ending = session.ending {
            let how =
                switch ending.reason {
                case .completed: "completed"
                case .skipped: "skipped"
                case .dismissed: "dismissed"
                }
            let result = ending.result.map { " with result \($0)" } ?? ""
            let flag = ending.flagSet.map { ", sets \($0)" } ?? ""
            return Outcome(text: before + "ends the flow: \(how)\(result)\(flag)")
        }
        let now = Place(session)
        guard now != self else { return Outcome(text: before + "stays here") }
        return Outcome(
            text: before + "→ " + [now.screen, now.state].compactMap { $0 }.joined(separator: " / "),
            frame: Frame.id(flow: now.flow, screen: now.screen, state: now.state))
    }
}
