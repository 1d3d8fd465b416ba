import BundleFormat
import OnboardCompiler
import OnboardKit

/// Every decision of an app's page, worked out by OnboardKit (`ScenarioEngine`) for every
/// scenario the page offers (docs/preview.md, "What if"): which texts the chosen variants
/// show, which flow a first launch (or an event) shows, and where each button leads.
struct ScenarioPlay {
    let scenarios: ScenarioEngine
    /// Every distinct outcome, which the decisions' tables number.
    private(set) var outcomes: [Outcome] = []
    private var numbers: [Outcome: Int] = [:]
    /// By id: `texts`, `launch`, `event:<name>`, `tap:<frame>:<slot>`.
    private(set) var decisions: [String: Decision] = [:]

    var parameters: [String: ScenarioParameter] { scenarios.parameters }

    /// The decisions of `bundle`, whose spec declares `attributes`, in each of `locales`.
    init(bundle: OnboardingBundle, attributes: [String: AttributeType], locales: [String]) {
        let scenarios = ScenarioEngine(bundle: bundle, attributes: attributes, locales: locales)
        self.scenarios = scenarios
        decide("texts", reads: bundle.experiments.map { "experiment.\($0.id)" }, scenarios.texts)
        let launch = bundle.flows.filter { $0.trigger == .firstLaunch }
        if !launch.isEmpty {
            decide("launch", reads: Self.reads(of: launch)) { Self.shown(scenarios.engine($0).launchFlow) }
        }
        var events: [String] = []
        for flow in bundle.flows {
            if case .event(let event) = flow.trigger, !events.contains(event) { events.append(event) }
        }
        for event in events {
            let flows = bundle.flows.filter { $0.trigger == .event(event) }
            decide("event:\(event)", reads: Self.reads(of: flows)) {
                Self.shown(scenarios.engine($0).session(forEvent: event)?.flow)
            }
        }
        for flow in bundle.flows {
            // A move may pass screens, or show a screen's content instead of a state, by their `when`.
            let shownWhen = flow.screens.flatMap { [$0.when] + $0.states.map(\.when) }.compactMap { $0 }
            for screen in flow.screens {
                for state in [nil] + screen.states.map(Optional.some) {
                    for button in state?.buttons ?? screen.buttons {
                        // The primary button of a screen waits for its inputs.
                        let inputs = state == nil && button.slot == .primary ? screen.inputs : []
                        let reads =
                            (button.action.conditions + shownWhen).flatMap {
                                $0.comparisons.map { $0.ref.parameter(in: flow.id) }
                            }
                            + inputs.map { ScenarioParameter.answer(flow: flow.id, input: $0.id) }
                        let id = Self.tap(flow: flow.id, screen: screen.id, state: state?.id, slot: button.slot)
                        decide(id, reads: reads) {
                            scenarios.tap(button.slot, flow: flow, screen: screen.id, state: state?.id, in: $0)
                        }
                    }
                }
            }
        }
    }

    /// The id of the decision of a tap on the button in `slot` of a frame.
    static func tap(flow: String, screen: String, state: String?, slot: ButtonSlot) -> String {
        "tap:\(Frame.id(flow: flow, screen: screen, state: state)):\(slot.rawValue)"
    }

    /// The outcome of a decision in `setting` (the defaults where it sets nothing).
    func outcome(of decision: String, in setting: ScenarioEngine.Setting = [:]) -> Outcome? {
        guard var table = decisions[decision]?.table, let reads = decisions[decision]?.reads else { return nil }
        for parameter in reads {
            guard case .by(let next) = table, let found = next[scenarios.value(parameter, in: setting)] else {
                return nil
            }
            table = found
        }
        guard case .outcome(let index) = table else { return nil }
        return outcomes[index]
    }

    // MARK: Working out a decision

    private mutating func decide(_ id: String, reads: [String], _ outcome: (ScenarioEngine.Setting) -> Outcome) {
        var unique: [String] = []
        for name in reads where parameters[name] != nil && !unique.contains(name) { unique.append(name) }
        var combinations = 1
        for name in unique {
            combinations *= parameters[name]!.values.count
            guard combinations <= Decision.limit else {
                decisions[id] = Decision(reads: unique, table: nil)
                return
            }
        }
        func table(from index: Int, _ setting: ScenarioEngine.Setting) -> Decision.Table {
            guard index < unique.count else { return .outcome(number(outcome(setting))) }
            var rows: [String: Decision.Table] = [:]
            for value in parameters[unique[index]]!.values {
                var setting = setting
                setting[unique[index]] = value
                rows[value] = table(from: index + 1, setting)
            }
            return .by(rows)
        }
        decisions[id] = Decision(reads: unique, table: table(from: 0, [:]))
    }

    private mutating func number(_ outcome: Outcome) -> Int {
        if let number = numbers[outcome] { return number }
        outcomes.append(outcome)
        numbers[outcome] = outcomes.count - 1
        return outcomes.count - 1
    }

    private static func reads(of flows: [BundleFormat.Flow]) -> [String] {
        flows.flatMap { flow in (flow.audience?.comparisons ?? []).map { $0.ref.parameter(in: flow.id) } }
    }

    private static func shown(_ flow: BundleFormat.Flow?) -> Outcome {
        Outcome(text: flow?.id ?? "no flow", flow: flow?.id)
    }
}
