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
            return recording { session in
                session.log(.action(button.action.name, via: .tap, slot: slot))
                if slot == .primary, let target = session.underAgeTarget {
                    session.move(to: target, ending: CompletionEvent(endingBy: slot, route: .completing))
                    return nil
                }
                if let id = button.action.confirmDialog, let dialog = session.flow.dialog(id: id) {
                    session.presentedDialog = PresentedDialog(dialog: dialog, action: button.action, slot: slot)
                    session.log(.dialogShown(id))
                    return nil
                }
                return session.apply(button.action, slot: slot)
            }
        case .swipeNext:
            recording { session in
                session.log(.action("next", via: .swipe, slot: nil))
                session.move(to: .screen(session.flow.screens[session.screenIndex + 1].id))
            }
        case .swipeBack:
            recording { session in
                session.log(.action("back", via: .swipe, slot: nil))
                session.move(to: .screen(session.flow.screens[session.screenIndex - 1].id), forward: false)
            }
        }
        return nil
    }

    /// The user confirmed the presented dialog: runs its action (which may make a request, as ``perform(_:)``).
    public mutating func confirmDialog() throws -> Request? {
        guard ending == nil else { throw SessionError.ended }
        guard let presented = presentedDialog else { throw SessionError.noDialog }
        return recording { session in
            session.presentedDialog = nil
            session.log(.dialogConfirmed(presented.dialog.id))
            return session.apply(presented.action, slot: presented.slot)
        }
    }

    /// The user cancelled the presented dialog: nothing happens, the user stays.
    public mutating func cancelDialog() throws {
        guard ending == nil else { throw SessionError.ended }
        guard let presented = presentedDialog else { throw SessionError.noDialog }
        presentedDialog = nil
        log(.dialogCancelled(presented.dialog.id))
    }

    /// Reports the result of ``pendingRequest``: the session hides the pending
    /// state and follows the action's outcome for the result. A permission's
    /// `unavailable` or `not-enrolled` the outcomes do not name follows `denied`;
    /// any other result the outcomes do not name keeps the user where they were.
    public mutating func resolve(_ result: RequestResult) throws {
        guard ending == nil else { throw SessionError.ended }
        guard let awaiting else { throw SessionError.noPendingRequest }
        guard result.answers(awaiting.request) else {
            throw SessionError.mismatchedResult(expected: awaiting.request, got: result)
        }
        recording { session in
            session.log(.requestAnswered(awaiting.request.summary, result: result))
            session.awaiting = nil
            session.stateID = awaiting.previousState
            if result == .code(.sent) { session.codeSentAt = session.environment.clock.now }
            let target: Target?
            if case .openSettings(let then) = awaiting.action.kind {
                target = then
            } else {
                target = result.outcome.flatMap { awaiting.action.target(for: $0) }
            }
            session.move(to: target ?? .stay, ending: CompletionEvent(endingBy: awaiting.slot, route: .answer))
        }
    }

    /// The app cannot fulfil ``pendingRequest`` (its view went away, the system
    /// refused to show a prompt): the pending state goes and the user stays where
    /// they were, as for a result the outcomes do not name.
    public mutating func cancelRequest() throws {
        guard ending == nil else { throw SessionError.ended }
        guard let awaiting else { throw SessionError.noPendingRequest }
        recording { session in
            session.log(.requestCancelled(awaiting.request.summary))
            session.awaiting = nil
            session.stateID = awaiting.previousState
        }
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
        case .requestPermission, .purchase, .restore, .openSettings, .resendCode, .pickFile:
            guard let request = request(for: action) else { return nil }
            log(.requestStarted(request.summary))
            awaiting = Awaiting(request: request, action: action, slot: slot, previousState: stateID)
            if let pending = action.pendingState { stateID = shownState(pending, of: screenIndex) }
            return request
        }
        return nil
    }

    /// The request `action` makes on the current screen: a purchase buys the action's
    /// plan, else the plan the user selected, else the paywall's default. Nil for an
    /// action that asks the app nothing (an unknown permission takes `denied` at once).
    func request(for action: Action) -> Request? {
        switch action.kind {
        case .requestPermission(.unknown, _): nil
        case .requestPermission(let permission, _): .permission(permission)
        case .purchase(let planID, _):
            .purchase(plan: planID.flatMap { screen.paywall?.plan(id: $0) } ?? selectedPlan, paywall: paywall)
        case .restore: .restore(paywall: paywall)
        case .openSettings: .openSettings
        case .resendCode: .resendCode(phone: phoneNumber)
        case .pickFile(let types, _): .pickFile(types: types)
        case .next, .back, .go, .skip, .complete: nil
        }
    }

    /// Goes to `target`; reaching `complete` ends the flow as `ending`. Leaving a
    /// screen forwards records its inputs' defaults. A `branch` is evaluated now, in
    /// ``conditionContext`` (the answers given before this move, the defaults of the screen
    /// it leaves not yet among them), and the target it chooses followed as if the action
    /// named it.
    mutating func move(to target: Target, ending: CompletionEvent = .complete, forward: Bool = true) {
        switch target {
        case .branch:
            let chosen = conditionContext.choice(target.resolved)
            pendingExposures += chosen.experimentsRead
            move(to: chosen.value, ending: ending, forward: forward)
        case .stay:
            return
        case .complete:
            if forward { recordDefaults() }
            finish(ending, result: nil)
        case .screen(let id):
            guard let index = flow.index(ofScreen: id) else { return }
            guard let shown = shownScreen(from: index) else {
                // Every screen from there to the end is passed: the flow ends as at its end.
                if forward { recordDefaults() }
                finish(ending, result: nil)
                return
            }
            show(screen: flow.screens[shown].id, state: nil, forward: forward)
        case .state(let id, let state):
            guard let index = flow.index(ofScreen: id) else { return }
            show(screen: id, state: shownState(state, of: index), forward: forward)
        }
    }

    /// The state shown when a target or a `pending` leads to the state `id` of the screen at
    /// `index`: it, when it has no `when` or its condition holds now (in ``conditionContext``);
    /// else nil, the screen's own content. The experiments the condition reads are exposed
    /// with what is shown.
    private mutating func shownState(_ id: String, of index: Int) -> String? {
        guard let condition = flow.screens[index].state(id: id)?.when else { return id }
        let evaluation = conditionContext.evaluation(of: condition)
        pendingExposures += evaluation.experimentsRead
        return evaluation.holds ? id : nil
    }

    /// The screen the user arrives at when a move leads to the screen at `index`: it, when it
    /// has no `when` or its condition holds now (in ``conditionContext``); else the next one
    /// on in the direction of the move (forward past a later screen, back past an earlier
    /// one), and so on; nil when every screen from there to the end is passed. The
    /// experiments the conditions read are exposed with the screen shown.
    private mutating func shownScreen(from index: Int) -> Int? {
        guard index != screenIndex else { return index }
        let step = index > screenIndex ? 1 : -1
        let context = conditionContext
        var candidate = index
        while flow.screens.indices.contains(candidate) {
            guard let condition = flow.screens[candidate].when else { return candidate }
            let evaluation = context.evaluation(of: condition)
            pendingExposures += evaluation.experimentsRead
            if evaluation.holds { return candidate }
            candidate += step
        }
        // Back past the first screen (which a bundle from onboardc never makes conditional): stay.
        return step < 0 ? screenIndex : nil
    }

    private mutating func show(screen id: String, state: String?, forward: Bool) {
        guard let index = flow.index(ofScreen: id) else { return }
        if forward && index != screenIndex { recordDefaults() }
        if index > screenIndex {
            trail.append(index)
        } else if index < screenIndex {
            trail = trail.filter { $0 < index } + [index]
        }
        screenIndex = index
        stateID = state
    }

    /// Ends the flow as `event`; the ending names the completion flag iff `completion.setOn` names the event.
    private mutating func finish(_ event: CompletionEvent, result: String?) {
        let flag = flow.completion.flag.flatMap { flow.completion.setOn.contains(event) ? $0 : nil }
        ending = FlowEnding(
            flowID: flow.id, reason: FlowEnding.Reason(event, result: result), answers: answers,
            flagSet: flag)
    }
}
