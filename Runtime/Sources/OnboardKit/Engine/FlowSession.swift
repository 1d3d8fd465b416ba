import Foundation

/// One run of a flow: the current screen and in-screen state, the answers so
/// far, a presented dialog or a request waiting for the app, and how it ended.
///
/// A plain value with mutating methods: it holds no store and writes nothing,
/// so a copy (a preview, a test, a "what if") can be played to its end without
/// touching the app's flags; every change is recorded as a ``FlowEvent``
/// (``events``). The ending names the flag it sets
/// (``FlowEnding/flagSet``); ``FlowDriver`` writes it when the flow ends (or
/// call ``FlowEngine/record(_:)``). Quitting part-way is simply dropping the
/// session. `Hashable` and `Sendable`, as every model is.
public struct FlowSession: Hashable, Sendable {
    /// The flow being run.
    public let flow: Flow
    /// What the app told the flow's conditions (attributes, platform, app version,
    /// language, region): with the answers so far, what a `branch` target is chosen by.
    public let environment: ConditionEnvironment
    /// The user's experiments: their variants, the texts those show, what was shown before.
    public let experiments: SessionExperiments

    /// The current screen's position in ``Flow/screens``.
    public internal(set) var screenIndex = 0
    /// The in-screen state shown instead of the screen's own content, if any.
    public internal(set) var stateID: String?
    /// A confirmation waiting for ``confirmDialog()`` or ``cancelDialog()``.
    public internal(set) var presentedDialog: PresentedDialog?
    /// Screen id → input id → value.
    public internal(set) var answers: [String: [String: InputValue]] = [:]
    /// Screen id → the plan the user selected on that screen's paywall.
    public internal(set) var selectedPlanIDs: [String: String] = [:]
    /// Set once the flow has ended; every later call throws ``SessionError/ended``.
    public internal(set) var ending: FlowEnding?
    var awaiting: Awaiting?
    /// When the app last reported a one-time code `sent` in this flow (``environment``'s clock).
    var codeSentAt: Date?
    var history = History()
    /// The screens of the user's way so far (positions, in order, the current one last):
    /// each move forward adds the screen, a move back returns to it. What "Screen 2 of 4"
    /// counts in a flow with conditional paths (``announcement``).
    var trail: [Int] = [0]
    /// Experiments whose variant decided something the next `screen-shown` shows.
    var pendingExposures: [String] = []
    /// Experiments whose exposure is logged, in this session or recorded before.
    var exposed: Set<String> = []
    /// The screens and states that show a text an experiment varies, with the experiments.
    var variedPlaces: [VariedPlace: [String]] = [:]

    /// A session at the flow's first screen, whose `branch` targets are chosen in
    /// `environment` (by default one that knows nothing of the app: see
    /// ``ConditionEnvironment/init(attributes:platform:appVersion:language:region:)``).
    /// Prefer ``FlowEngine``, which also decides whether the flow should show and gives
    /// every session the app's environment.
    ///
    /// `experiments`: the user's variants, with `flow`'s texts already those of the variants
    /// (``FlowEngine`` gives both); the session logs `experiment-exposed` when a screen first
    /// shows what one of them decided.
    public init(
        flow: Flow, environment: ConditionEnvironment = ConditionEnvironment(),
        experiments: SessionExperiments = .none
    ) {
        self.flow = flow
        self.environment = environment
        self.experiments = experiments
        exposed = experiments.alreadyExposed
        variedPlaces = Self.variedPlaces(of: flow, experiments)
        pendingExposures = experiments.readAtStart
        logScreenShown()
    }

    /// The context a `branch` target's conditions are evaluated in now: the answers given
    /// so far in the flow (input id → value; the defaults of steps left behind included),
    /// and ``environment``.
    public var conditionContext: ConditionContext {
        var byInput: [String: InputValue] = [:]
        // Screen order, so that the result does not depend on the dictionary's order.
        for screen in flow.screens {
            for (input, value) in answers[screen.id] ?? [:] { byInput[input] = value }
        }
        return environment.context(answers: byInput)
    }

    /// What happened in this session, oldest first, from the `screen-shown` of its
    /// first screen (see ``FlowEvent``). History, not state: two sessions that show
    /// the same thing and go on the same way are equal whatever their events.
    public var events: [FlowEvent] { history.events }

    /// The current screen.
    public var screen: Screen { flow.screens[screenIndex] }

    /// The in-screen state shown, if any.
    public var state: ScreenState? { stateID.flatMap(screen.state(id:)) }

    /// The request waiting for ``resolve(_:)``, if any.
    public var pendingRequest: Request? { awaiting?.request }

    /// Whether the flow has ended.
    public var isEnded: Bool { ending != nil }

    /// The buttons to show now: the state's own when it has some, else the
    /// screen's. A `back` that goes nowhere (the first screen) is not offered.
    public var buttons: [ScreenButton] {
        let shown = state.map(\.buttons).flatMap { $0.isEmpty ? nil : $0 } ?? screen.buttons
        return shown.filter { button in
            if case .back(.stay) = button.action.kind { return false }
            return true
        }
    }

    /// Whether the user can do `action` now. Nothing is enabled while a dialog
    /// is presented, a request is pending, or after the end; the primary
    /// button and the swipe to the next screen wait for the required inputs
    /// and for every text field to hold a value it accepts; the swipe also waits
    /// while a date is under its field's age (``underAgeTarget``).
    public func isEnabled(_ action: UserAction) -> Bool {
        guard ending == nil, presentedDialog == nil, awaiting == nil else { return false }
        switch action {
        case .tap(let slot):
            guard buttons.contains(where: { $0.slot == slot }) else { return false }
            if let remaining = cooldownRemaining(slot: slot), remaining > 0 { return false }
            return slot != .primary || state != nil || inputsComplete
        case .swipeNext:
            // Never past the last screen: an accidental swipe must not complete the flow.
            // Nor past a date under its field's age: only the primary button follows `underAge`.
            return screen.swipe && screenIndex + 1 < flow.screens.count && inputsComplete && underAgeTarget == nil
        case .swipeBack:
            return screen.swipe && screenIndex > 0
        }
    }

    /// The actions the user can take now: enabled buttons in slot order, then swipes.
    public var availableActions: [UserAction] {
        (buttons.map { UserAction.tap($0.slot) } + [.swipeNext, .swipeBack]).filter(isEnabled)
    }
}

/// A request waiting for the app, with the action that made it.
struct Awaiting: Hashable, Sendable {
    var request: Request
    var action: Action
    /// The slot of the button whose action made the request.
    var slot: ButtonSlot
    /// The state shown before the action's `pendingState` replaced it.
    var previousState: String?
}
