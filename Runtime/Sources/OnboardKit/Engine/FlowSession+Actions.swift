extension FlowSession {
    /// Does what the user did. Returns the request the app must fulfil, if the
    /// action needs one (then report the result with ``resolve(_:)``, or
    /// ``cancelRequest()`` when it cannot be fulfilled); `nil` when the session
    /// moved on its own, presented a dialog, or ended. The result is not
    /// discardable: a request nobody answers leaves the session waiting.
    /// ``FlowDriver`` answers every request itself.
    public mutating func perform(_ action: UserAction) throws -> Request? {
        guard ending == nil else { throw SessionError.ended }
        guard isEnabled(action) else { throw SessionError.unavailable(action) }
        switch action {
        case .tap(let slot):
            guard let button = buttons.first(where: { $0.slot == slot }) else { throw SessionError.unavailable(action) }
            if let id = button.action.confirmDialog, let dialog = flow.dialog(id: id) {
                presentedDialog = PresentedDialog(dialog: dialog, action: button.action, slot: slot)
                return nil
            }
            return apply(button.action, slot: slot)
        case .swipeNext:
            move(to: .screen(flow.screens[screenIndex + 1].id))
        case .swipeBack:
            move(to: .screen(flow.screens[screenIndex - 1].id), forward: false)
        }
        return nil
    }

    /// The user confirmed the presented dialog: runs its action (which may make a request, as ``perform(_:)``).
    public mutating func confirmDialog() throws -> Request? {
        guard ending == nil else { throw SessionError.ended }
        guard let presented = presentedDialog else { throw SessionError.noDialog }
        presentedDialog = nil
        return apply(presented.action, slot: presented.slot)
    }

    /// The user cancelled the presented dialog: nothing happens, the user stays.
    public mutating func cancelDialog() throws {
        guard ending == nil else { throw SessionError.ended }
        guard presentedDialog != nil else { throw SessionError.noDialog }
        presentedDialog = nil
    }

    /// Reports the result of ``pendingRequest``: the session hides the pending
    /// state and follows the action's outcome for the result. A result the
    /// outcomes do not name keeps the user where they were.
    public mutating func resolve(_ result: RequestResult) throws {
        guard ending == nil else { throw SessionError.ended }
        guard let awaiting else { throw SessionError.noPendingRequest }
        guard result.answers(awaiting.request) else {
            throw SessionError.mismatchedResult(expected: awaiting.request, got: result)
        }
        self.awaiting = nil
        stateID = awaiting.previousState
        let target: Target?
        if case .openSettings(let then) = awaiting.action.kind {
            target = then
        } else {
            target = result.outcome.flatMap { awaiting.action.outcomes[$0] }
        }
        move(to: target ?? .stay, ending: CompletionEvent(endingBy: awaiting.slot, route: .answer))
    }

    /// The app cannot fulfil ``pendingRequest`` (its view went away, the system
    /// refused to show a prompt): the pending state goes and the user stays where
    /// they were, as for a result the outcomes do not name.
    public mutating func cancelRequest() throws {
        guard ending == nil else { throw SessionError.ended }
        guard let awaiting else { throw SessionError.noPendingRequest }
        self.awaiting = nil
        stateID = awaiting.previousState
    }

    /// Runs the action of the button in `slot` (after its confirmation, if it has one).
    mutating func apply(_ action: Action, slot: ButtonSlot) -> Request? {
        func ending(_ route: EndingRoute) -> CompletionEvent { CompletionEvent(endingBy: slot, route: route) }
        switch action.kind {
        case .next(let target), .go(let target):
            move(to: target, ending: ending(.completing))
        case .back(let target):
            move(to: target, ending: ending(.completing), forward: false)
        case .skip(let target):
            move(to: target, ending: ending(.skipping))
        case .complete(let result):
            recordDefaults()
            finish(ending(.completing), result: result)
        case .requestPermission(.unknown, let outcomes):
            // The format: a permission the client does not know takes the `denied` outcome.
            move(to: outcomes[.denied] ?? .stay, ending: ending(.answer))
        case .requestPermission(let permission, _):
            return start(.permission(permission), for: action, slot: slot)
        case .purchase(let planID, _):
            let plan = planID.flatMap { screen.paywall?.plan(id: $0) } ?? selectedPlan
            return start(.purchase(plan: plan, paywall: screen.paywall), for: action, slot: slot)
        case .restore:
            return start(.restore(paywall: screen.paywall), for: action, slot: slot)
        case .openSettings:
            return start(.openSettings, for: action, slot: slot)
        }
        return nil
    }

    private mutating func start(_ request: Request, for action: Action, slot: ButtonSlot) -> Request {
        awaiting = Awaiting(request: request, action: action, slot: slot, previousState: stateID)
        if let pending = action.pendingState { stateID = pending }
        return request
    }

    /// Goes to `target`; reaching `complete` ends the flow as `ending`. Leaving a
    /// screen forwards records its inputs' defaults.
    mutating func move(to target: Target, ending: CompletionEvent = .complete, forward: Bool = true) {
        switch target {
        case .stay:
            return
        case .complete:
            if forward { recordDefaults() }
            finish(ending, result: nil)
        case .screen(let id):
            show(screen: id, state: nil, forward: forward)
        case .state(let id, let state):
            show(screen: id, state: state, forward: forward)
        }
    }

    private mutating func show(screen id: String, state: String?, forward: Bool) {
        guard let index = flow.index(ofScreen: id) else { return }
        if forward && index != screenIndex { recordDefaults() }
        screenIndex = index
        stateID = state
    }

    /// Ends the flow as `event`; the ending names the completion flag iff `completion.setOn` names the event.
    private mutating func finish(_ event: CompletionEvent, result: String?) {
        let flag = flow.completion.flag.flatMap { flow.completion.setOn.contains(event) ? $0 : nil }
        ending = FlowEnding(flowID: flow.id, reason: FlowEnding.Reason(event, result: result), answers: answers,
                            flagSet: flag)
    }
}
