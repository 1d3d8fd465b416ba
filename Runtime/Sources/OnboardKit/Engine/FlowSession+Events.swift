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
        if screenIndex != screenBefore || stateID != stateBefore { log(.screenShown) }
        if !endedBefore, let ending { log(.flowEnded(ending)) }
        return result
    }
}
