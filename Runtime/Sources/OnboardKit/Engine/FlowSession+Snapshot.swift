import Foundation

/// A session saved to come back to: where the user is, what is presented or pending,
/// what they answered. iOS may end the app while the user is in Settings (PageInstead's
/// Screen Time step); save ``FlowSession/snapshot`` when the app goes to the background
/// and restore it with ``FlowSession/init(restoring:in:environment:)`` at the next launch.
///
/// `Codable` (JSON members as the properties are named). It names every place by id,
/// so it survives a new bundle whose content changed; a bundle in which a place it
/// names no longer exists is refused with a ``RestoreError``. It does not hold the
/// session's ``ConditionEnvironment``: the app gives it again when it restores (attributes,
/// the app's version, the language may have changed since), and the `branch` targets taken
/// from then on are chosen in it; the answers given before are in the snapshot.
public struct FlowSnapshot: Codable, Hashable, Sendable {
    /// The snapshot format this version writes and reads.
    public static let currentVersion = 1

    /// The button whose confirmation dialog is presented.
    public struct PresentedButton: Codable, Hashable, Sendable {
        /// The dialog's id.
        public var dialog: String
        /// The slot of the button whose action it confirms.
        public var slot: ButtonSlot
    }

    /// The button whose request waits for the app.
    public struct WaitingButton: Codable, Hashable, Sendable {
        /// The slot of the button whose action made the request.
        public var slot: ButtonSlot
        /// The state shown when the button was tapped (its button is that state's; nil: the
        /// screen's), which comes back when the request is answered.
        public var returnState: String?
    }

    /// The snapshot format's version, ``currentVersion`` when written.
    public var version: Int
    /// The flow's id.
    public var flow: String
    /// The current screen's id.
    public var screen: String
    /// The in-screen state shown, if any.
    public var state: String?
    /// The presented confirmation, if any.
    public var dialog: PresentedButton?
    /// The request waiting for the app, if any.
    public var request: WaitingButton?
    /// Screen id → input id → value.
    public var answers: [String: [String: InputValue]]
    /// Screen id → the plan selected on its paywall.
    public var selectedPlans: [String: String]
    /// How the flow ended, if it did.
    public var ending: FlowEnding?
    /// The screens of the user's way to the current one (ids, in order, it last), which a
    /// flow with conditional paths counts its announcement along; absent in a snapshot of
    /// an earlier OnboardKit: the screens of the flow up to the current one.
    public var trail: [String]?
    /// When the app last reported a one-time code `sent` in the flow, which a `resend-code`
    /// button's `cooldown` runs from; absent when none was (or in an earlier OnboardKit's snapshot).
    public var codeSentAt: Date?
}

/// Why a snapshot cannot be restored in a bundle: a place it names is not in the bundle
/// (the bundle changed), or the snapshot is of another format.
public enum RestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    case unsupportedVersion(Int)
    case unknownFlow(String)
    case unknownScreen(flow: String, screen: String)
    case unknownState(screen: String, state: String)
    /// No button in this slot (of the screen, or of the state named) confirms the dialog, or makes a request.
    case unknownButton(screen: String, slot: ButtonSlot)
    case unknownInput(screen: String, input: String)
    /// The saved answer does not fit the input any more (an option it no longer has).
    case invalidAnswer(screen: String, input: String)
    case unknownPlan(screen: String, plan: String)

    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "the snapshot is of version \(version); this OnboardKit reads version \(FlowSnapshot.currentVersion)"
        case .unknownFlow(let flow): "the bundle has no flow `\(flow)`"
        case .unknownScreen(let flow, let screen): "flow `\(flow)` has no screen `\(screen)`"
        case .unknownState(let screen, let state): "screen `\(screen)` has no state `\(state)`"
        case .unknownButton(let screen, let slot): "screen `\(screen)` has no \(slot.rawValue) button that does this"
        case .unknownInput(let screen, let input): "screen `\(screen)` has no input `\(input)`"
        case .invalidAnswer(let screen, let input): "the answer to `\(input)` on screen `\(screen)` no longer fits it"
        case .unknownPlan(let screen, let plan): "the paywall of screen `\(screen)` has no plan `\(plan)`"
        }
    }
}

extension FlowSession {
    /// The session as a snapshot, to restore later with ``init(restoring:in:environment:)``.
    public var snapshot: FlowSnapshot {
        FlowSnapshot(
            version: FlowSnapshot.currentVersion, flow: flow.id, screen: screen.id,
            state: stateID,
            dialog: presentedDialog.map { .init(dialog: $0.dialog.id, slot: $0.slot) },
            request: awaiting.map { .init(slot: $0.slot, returnState: $0.previousState) },
            answers: answers, selectedPlans: selectedPlanIDs, ending: ending,
            trail: trail.map { flow.screens[$0].id }, codeSentAt: codeSentAt)
    }

    /// The session `snapshot` saved, in `bundle` (the same bundle, or a newer one in
    /// which every place it names still exists). Its events start with the `screen-shown`
    /// of the restored place. A request that was waiting waits again: the app answers it
    /// with what it knows now (back from Settings: ``resolve(_:)`` with `settingsOpened`).
    /// `branch` targets are chosen in `environment` from then on (give the engine's,
    /// ``FlowEngine/environment``; the default knows nothing of the app), with `experiments`
    /// (prefer ``FlowEngine/session(restoring:)``, which gives both for the user).
    public init(
        restoring snapshot: FlowSnapshot, in bundle: OnboardingBundle,
        environment: ConditionEnvironment = ConditionEnvironment(), experiments: SessionExperiments = .none
    ) throws(RestoreError) {
        guard snapshot.version == FlowSnapshot.currentVersion else { throw .unsupportedVersion(snapshot.version) }
        guard let flow = bundle.flow(id: snapshot.flow) else { throw .unknownFlow(snapshot.flow) }
        func index(of screen: String) throws(RestoreError) -> Int {
            guard let index = flow.index(ofScreen: screen) else { throw .unknownScreen(flow: flow.id, screen: screen) }
            return index
        }
        self.flow = flow
        self.environment = environment
        self.experiments = experiments
        exposed = experiments.alreadyExposed
        variedPlaces = Self.variedPlaces(of: flow, experiments)
        screenIndex = try index(of: snapshot.screen)
        trail = try snapshot.trail.map { ids throws(RestoreError) in try ids.map(index(of:)) } ?? Array(0...screenIndex)
        codeSentAt = snapshot.codeSentAt
        if trail.last != screenIndex { trail = trail.filter { $0 < screenIndex } + [screenIndex] }
        for (screenID, answers) in snapshot.answers {
            let screen = flow.screens[try index(of: screenID)]
            for (inputID, value) in answers {
                guard let input = screen.input(id: inputID) else {
                    throw .unknownInput(screen: screenID, input: inputID)
                }
                guard input.accepts(value) else { throw .invalidAnswer(screen: screenID, input: inputID) }
            }
        }
        answers = snapshot.answers
        for (screenID, planID) in snapshot.selectedPlans
        where flow.screens[try index(of: screenID)].paywall?.plan(id: planID) == nil {
            throw .unknownPlan(screen: screenID, plan: planID)
        }
        selectedPlanIDs = snapshot.selectedPlans
        for state in [snapshot.state, snapshot.request?.returnState].compactMap({ $0 })
        where screen.state(id: state) == nil {
            throw .unknownState(screen: screen.id, state: state)
        }
        /// The action of the button in `slot` while `state` is shown, if it passes `check`.
        func action(_ slot: ButtonSlot, state: String?, _ check: (Action) -> Bool) throws(RestoreError) -> Action {
            var shown = self
            shown.stateID = state
            guard let button = shown.buttons.first(where: { $0.slot == slot }), check(button.action) else {
                throw .unknownButton(screen: screen.id, slot: slot)
            }
            return button.action
        }
        /// Whether a request whose action has this `pending` state, made while `returnState` was
        /// shown, shows the snapshot's state: the pending state, the screen's own content in
        /// its place when it has a `when` (which did not hold), or what was shown before.
        func shows(pending: String?, returning returnState: String?) -> Bool {
            guard let pending else { return snapshot.state == returnState }
            return snapshot.state == pending || (snapshot.state == nil && screen.state(id: pending)?.when != nil)
        }
        stateID = snapshot.state
        if let presented = snapshot.dialog {
            let confirmed = try action(presented.slot, state: snapshot.state) { $0.confirmDialog == presented.dialog }
            guard let dialog = flow.dialog(id: presented.dialog) else {
                throw .unknownButton(screen: screen.id, slot: presented.slot)
            }
            presentedDialog = PresentedDialog(dialog: dialog, action: confirmed, slot: presented.slot)
        }
        if let waiting = snapshot.request {
            let pending = try action(waiting.slot, state: waiting.returnState) { [self] in
                request(for: $0) != nil && shows(pending: $0.pendingState, returning: waiting.returnState)
            }
            guard let request = request(for: pending) else {
                throw .unknownButton(screen: screen.id, slot: waiting.slot)
            }
            awaiting = Awaiting(
                request: request, action: pending, slot: waiting.slot, previousState: waiting.returnState)
        }
        ending = snapshot.ending
        logScreenShown()
    }
}
