import BundleFormat
import OnboardCompiler

/// The page's "what if" (docs/preview.md): in the top bar, a control per experiment, per
/// attribute and the app's version (the platform is the page's own switch, which conditions
/// read too), and which flow a first launch shows; on
/// each flow with an audience, who it is shown to; beside a text field, its answer. Drawn
/// with the defaults' outcomes, so that a page read without its script says what the spec
/// as written does; the script (`PreviewAssets.scenarioScript`) looks up the others.
struct ScenarioControls {
    let play: ScenarioPlay
    let bundle: OnboardingBundle

    /// Whether the app has anything to choose: experiments, attributes or a condition.
    var isOffered: Bool {
        !bundle.experiments.isEmpty || play.parameters.keys.contains { $0.hasPrefix("attribute.") }
            || bundle.flows.contains { $0.audience != nil || $0.usesBranches }
    }

    /// The controls of the top bar and the flow a first launch shows; empty when nothing is offered.
    func bar() -> String {
        guard isOffered else { return "" }
        let names =
            bundle.experiments.map { "experiment.\($0.id)" }
            + play.parameters.keys.filter { $0.hasPrefix("attribute.") }.sorted()
            + [ScenarioParameter.appVersion]
        var html = "<span class=\"scenario\" role=\"group\" aria-label=\"What if\">"
        for name in names {
            guard let parameter = play.parameters[name] else { continue }
            html += control(parameter, label: Self.label(name))
        }
        if bundle.flows.contains(where: { $0.trigger == .firstLaunch && $0.audience != nil }) {
            html += status("launch", flow: nil, says: "First launch shows")
        }
        return html + "</span>"
    }

    /// Under a flow's title: who it is shown to, and whether its trigger shows it now (when an
    /// audience decides among the flows of that trigger).
    func audience(of flow: BundleFormat.Flow) -> String {
        let decision: String
        let says: String
        switch flow.trigger {
        case .firstLaunch: (decision, says) = ("launch", "A first launch shows")
        case .event(let event): (decision, says) = ("event:\(event)", "The event “\(event)” shows")
        case .settings: return ""
        }
        guard bundle.flows.contains(where: { $0.trigger == flow.trigger && $0.audience != nil }) else { return "" }
        let who =
            flow.audience.map { "Shown to: <code>\(HTML.escape(ConditionText.text($0)))</code> · " }
            ?? "Shown to everyone else · "
        return "<p class=\"audience\">\(who)" + status(decision, flow: flow.id, says: says) + "</p>"
    }

    /// The answer to each text field of `screen`, for the frame's notes: a field the writer types in.
    func answerFields(_ screen: BundleFormat.Screen, flow: String) -> [(String, String)] {
        screen.inputs.filter(\.kind.isTyped).compactMap { input in
            play.parameters[ScenarioParameter.answer(flow: flow, input: input.id)].map {
                ("Answer \(HTML.escape(input.id))", field($0, label: "Answer to \(input.id)"))
            }
        }
    }

    /// `experiment.welcome-headline` → `Experiment welcome-headline`, `attribute.isReturning` → `isReturning`.
    private static func label(_ name: String) -> String {
        switch name {
        case ScenarioParameter.appVersion: "App version"
        default: (name.hasPrefix("experiment.") ? "Experiment " : "") + String(name.drop { $0 != "." }.dropFirst())
        }
    }

    private func control(_ parameter: ScenarioParameter, label: String) -> String {
        let name = HTML.escape(parameter.name)
        switch parameter.control {
        case .choice:
            let options = parameter.values.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>" }
            return "<label>\(HTML.escape(label)) <select data-param=\"\(name)\">\(options.joined())</select></label>"
        case .checkbox:
            return "<label><input type=\"checkbox\" data-param=\"\(name)\"> \(HTML.escape(label))</label>"
        case .text, .answer:
            return "<label>\(HTML.escape(label)) \(field(parameter, label: label))</label>"
        }
    }

    /// A text field with the values the preview knows as suggestions.
    private func field(_ parameter: ScenarioParameter, label: String) -> String {
        let list = "values-" + parameter.name
        return "<input type=\"text\" data-param=\"\(HTML.escape(parameter.name))\" list=\"\(HTML.escape(list))\""
            + " placeholder=\"not given\" aria-label=\"\(HTML.escape(label))\"><datalist id=\"\(HTML.escape(list))\">"
            + parameter.values.filter { !$0.isEmpty }.map { "<option value=\"\(HTML.escape($0))\">" }.joined()
            + "</datalist>"
    }

    /// What a decision gives now (the script updates `<b>`); marked when it is `flow`.
    private func status(_ decision: String, flow: String?, says: String) -> String {
        let outcome = play.outcome(of: decision)
        let shown = flow != nil && outcome?.flow == flow
        return "<span class=\"decision\(shown ? " is-shown" : "")\""
            + HTML.attributes([
                "id": flow == nil ? "\(decision)-flow" : nil, "data-decision": decision, "data-flow": flow,
            ])
            + " role=\"status\">\(HTML.escape(says)) <b>\(HTML.escape(outcome?.text ?? ""))</b></span>"
    }
}
