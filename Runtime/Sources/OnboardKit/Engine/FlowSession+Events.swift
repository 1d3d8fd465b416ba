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
    /// decided what it shows (a text of the variant's on it, a condition that read the
    /// variant on the way to it, or one that chose its paywall's offering) and whose exposure
    /// is not logged yet. The screen's own content (no state) now shows its checkboxes:
    /// those ticked at first (``tickInitialBoxes()``) get their answer first.
    mutating func logScreenShown() {
        if stateID == nil, ending == nil { tickInitialBoxes() }
        var deciding = pendingExposures
        pendingExposures = []
        deciding += variedPlaces[VariedPlace(screen: screenIndex, state: stateID)] ?? []
        if stateID == nil, let paywall = screen.paywall { deciding += chosenOffering(of: paywall).experimentsRead }
        for id in deciding where !exposed.contains(id) {
            guard let assignment = experiments.assignments[id] else { continue }
            exposed.insert(id)
            log(.experimentExposed(assignment))
        }
        log(.screenShown)
    }

    /// Each screen and state of `flow` that shows a text an experiment varies, with those
    /// experiments (sorted), worked out once when the session starts: showing a screen then
    /// costs a lookup.
    static func variedPlaces(of flow: Flow, _ experiments: SessionExperiments) -> [VariedPlace: [String]] {
        guard !experiments.variantTexts.isEmpty else { return [:] }
        var places: [VariedPlace: [String]] = [:]
        func note(_ keys: Set<String>, at place: VariedPlace) {
            let varied = Set(keys.compactMap { experiments.variantTexts[$0] })
            if !varied.isEmpty { places[place] = varied.sorted() }
        }
        for (index, keys) in StringKeyMembers.keysByScreen(of: flow).enumerated() {
            note(keys.screen, at: VariedPlace(screen: index, state: nil))
            for (state, stateKeys) in keys.states { note(stateKeys, at: VariedPlace(screen: index, state: state)) }
        }
        return places
    }
}

/// A screen, or one of its states, by position.
struct VariedPlace: Hashable, Sendable {
    var screen: Int
    var state: String?
}
