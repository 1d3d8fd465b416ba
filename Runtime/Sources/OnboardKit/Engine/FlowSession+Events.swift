/// A session's events. History, not state: equal to any other and hashed as
/// nothing, so that it never makes two sessions unequal (a driver compares sessions
/// to tell the app that what it draws changed).
struct History: Hashable, Sendable {
    var events: [FlowEvent] = []

    static func == (lhs: History, rhs: History) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension FlowSession {
    /// Records an event of `kind` at the current place.
    mutating func log(_ kind: FlowEvent.Kind) {
        history.events.append(
            FlowEvent(
                kind, flowID: flow.id, screenID: screen.id, stateID: stateID,
                section: screen.section))
    }

    /// Runs `change`, which logs what the user or the app did and what that started;
    /// then records `screen-shown` if the screen or state shown changed, and
    /// `flow-ended` if the flow ended: the order ``FlowEvent`` documents.
    mutating func recording<Result>(_ change: (inout FlowSession) -> Result) -> Result {
        let screenBefore = screenIndex, stateBefore = stateID, endedBefore = ending != nil
        let result = change(&self)
        if screenIndex != screenBefore || stateID != stateBefore { logScreenShown() }
        if !endedBefore, let ending { log(.flowEnded(ending)) }
        return result
    }
}

extension FlowSession {
    /// Logs `screen-shown`, after an `experiment-exposed` for each experiment whose variant
    /// decided what it shows (a text of the variant's on it, or a condition that read the
    /// variant on the way to it) and whose exposure is not logged yet.
    mutating func logScreenShown() {
        var deciding = pendingExposures
        pendingExposures = []
        if !experiments.variantTexts.isEmpty {
            deciding += shownKeys.compactMap { experiments.variantTexts[$0] }.sorted()
        }
        for id in deciding where !exposed.contains(id) {
            guard let assignment = experiments.assignments[id] else { continue }
            exposed.insert(id)
            log(.experimentExposed(assignment))
        }
        log(.screenShown)
    }

    /// The string keys of what is shown now: the state's, or the screen's without its states.
    private var shownKeys: Set<String> {
        if let state { return StringKeyMembers.keys(in: state) }
        var plain = screen
        plain.states = []
        return StringKeyMembers.keys(in: plain)
    }
}
