extension Flow {
    /// What in the flow points at nothing: a target screen or state (a branch's
    /// targets and fallback included), a dialog, a pending state or a plan that does not
    /// exist; a branch that leads to a branch; and a date field's bound that is not a date. The compiler resolves all of
    /// them, so a bundle it wrote has none; a hand-edited one is refused at
    /// decoding rather than stranding a user mid-flow.
    func validationProblems() -> [String] {
        var problems: [String] = []
        if screens.isEmpty { problems.append("it has no screens.") }
        var seen: Set<String> = []
        for screen in screens where !seen.insert(screen.id).inserted {
            problems.append("two screens are called '\(screen.id)'.")
        }
        for screen in screens {
            let buttons = screen.buttons + screen.states.flatMap(\.buttons)
            for button in buttons {
                let place = "screen '\(screen.id)', \(button.slot.rawValue) button"
                problems += actionProblems(button.action, on: screen).map { "\(place): \($0)" }
            }
            for input in screen.inputs {
                let place = "screen '\(screen.id)', input '\(input.id)'"
                for (key, bound) in [("min", input.min), ("max", input.max)] {
                    if let bound, CalendarDate(bound) == nil {
                        problems.append("\(place): \(key) is not a YYYY-MM-DD date.")
                    }
                }
                guard let target = input.underAge else { continue }
                problems += targetProblems([target]).map { "\(place), underAge: \($0)" }
            }
        }
        return problems
    }

    private func actionProblems(_ action: Action, on screen: Screen) -> [String] {
        var problems: [String] = []
        if let id = action.confirmDialog, dialog(id: id) == nil {
            problems.append("no dialog '\(id)'.")
        }
        if let id = action.pendingState, screen.state(id: id) == nil {
            problems.append("no state '\(id)' on its screen.")
        }
        if case .purchase(let plan?, _) = action.kind, screen.paywall?.plan(id: plan) == nil {
            problems.append("no plan '\(plan)' on its screen's paywall.")
        }
        let targets = [action.target].compactMap({ $0 }) + Array(action.outcomes.values)
        return problems + targetProblems(targets)
    }

    /// What the plain targets of `targets` point at that does not exist.
    private func targetProblems(_ targets: [Target]) -> [String] {
        var problems: [String] = []
        for target in targets.flatMap(\.plainTargets) {
            switch target {
            case .screen(let id) where self.screen(id: id) == nil:
                problems.append("no screen '\(id)'.")
            case .state(let screenID, let stateID) where self.screen(id: screenID)?.state(id: stateID) == nil:
                problems.append("no state '\(stateID)' on screen '\(screenID)'.")
            case .branch:
                problems.append("a branch leads to a branch.")
            default:
                break
            }
        }
        return problems
    }
}
