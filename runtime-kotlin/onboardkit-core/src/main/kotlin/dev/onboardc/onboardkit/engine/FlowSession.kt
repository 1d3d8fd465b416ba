package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.ConditionContext
import dev.onboardc.onboardkit.InputValue
import dev.onboardc.onboardkit.bundle.Action
import dev.onboardc.onboardkit.bundle.ActionKind
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.Flow
import dev.onboardc.onboardkit.bundle.Input
import dev.onboardc.onboardkit.bundle.InputProblem
import dev.onboardc.onboardkit.bundle.Paywall
import dev.onboardc.onboardkit.bundle.PaywallPlan
import dev.onboardc.onboardkit.bundle.Screen
import dev.onboardc.onboardkit.bundle.ScreenButton
import dev.onboardc.onboardkit.bundle.ScreenState
import dev.onboardc.onboardkit.bundle.Target

/**
 * One run of a flow: the current screen and in-screen state, the answers so far, a presented
 * dialog or a request waiting for the app, and how it ended. It holds no store and writes
 * nothing: every change is recorded as a [FlowEvent] ([events]); [FlowDriver] writes the flag
 * an ending sets and the exposures. Start one with [FlowEngine], which gives it the app's
 * environment and the user's experiments; the methods that change it are here, their rules in
 * [SessionMoves], [SessionInputs] and [SessionEvents].
 */
class FlowSession internal constructor(
    val flow: Flow,
    val environment: ConditionEnvironment,
    val experiments: SessionExperiments,
    start: Boolean
) {
    /** A session at [flow]'s first screen. */
    constructor(flow: Flow, environment: ConditionEnvironment = ConditionEnvironment(),
                experiments: SessionExperiments = SessionExperiments.NONE) : this(flow, environment, experiments, true)

    var screenIndex = 0
        internal set
    /** The in-screen state shown instead of the screen's own content, if any. */
    var stateId: String? = null
        internal set
    var presentedDialog: PresentedDialog? = null
        internal set
    var ending: FlowEnding? = null
        internal set
    internal val answerMap = LinkedHashMap<String, LinkedHashMap<String, InputValue>>()
    internal val selectedPlanIds = LinkedHashMap<String, String>()
    internal var awaiting: Awaiting? = null
    /** When the app last reported a code `sent` in this flow (the clock's milliseconds). */
    internal var codeSentAt: Long? = null
    internal val history = ArrayList<FlowEvent>()
    /** The screens of the user's way so far (positions, the current one last): what the announcement counts. */
    internal var trail: MutableList<Int> = mutableListOf(0)
    internal val pendingExposures = ArrayList<String>()
    internal val exposed = HashSet<String>(experiments.alreadyExposed)
    internal val variedPlaces: Map<VariedPlace, List<String>> = SessionEvents.variedPlaces(flow, experiments)

    init {
        if (start) {
            pendingExposures.addAll(experiments.readAtStart)
            SessionEvents.logScreenShown(this)
        }
    }

    /** Screen id → input id → value. */
    val answers: Map<String, Map<String, InputValue>> get() = answerMap.mapValues { LinkedHashMap(it.value) }

    /** Screen id → the plan selected on that screen's paywall. */
    val selectedPlans: Map<String, String> get() = LinkedHashMap(selectedPlanIds)

    /** What happened in this session, oldest first, from the `screen-shown` of its first screen. */
    val events: List<FlowEvent> get() = ArrayList(history)

    val screen: Screen get() = flow.screens[screenIndex]
    val state: ScreenState? get() = stateId?.let { screen.state(it) }
    val pendingRequest: Request? get() = awaiting?.request
    val isEnded: Boolean get() = ending != null

    /** The answers so far by input id (screen order; the defaults of steps left behind included) and the environment. */
    val conditionContext: ConditionContext
        get() {
            val byInput = LinkedHashMap<String, InputValue>()
            for (screen in flow.screens) answerMap[screen.id]?.let { byInput.putAll(it) }
            return environment.context(byInput)
        }

    /** The buttons shown: the state's own when it has some, else the screen's; a `back` that goes nowhere is not offered. */
    val buttons: List<ScreenButton> get() = buttons(stateId)

    internal fun buttons(stateId: String?): List<ScreenButton> {
        val own = stateId?.let { screen.state(it) }?.buttons?.takeIf { it.isNotEmpty() } ?: screen.buttons
        return own.filter { val kind = it.action.kind; !(kind is ActionKind.Move && kind.name == "back" && kind.target == Target.Stay) }
    }

    /**
     * Whether the user can do [action] now: nothing while a dialog or a request waits or after
     * the end; the primary button and the swipe forward wait for the required inputs and for
     * every field to accept its value; the swipe also for a date old enough; a `resend-code`
     * button for its cooldown.
     */
    fun isEnabled(action: UserAction): Boolean {
        if (ending != null || presentedDialog != null || awaiting != null) return false
        return when (action) {
            is UserAction.Tap -> {
                if (buttons.none { it.slot == action.slot }) return false
                if ((cooldownRemaining(action.slot) ?: 0.0) > 0) return false
                action.slot != ButtonSlot.PRIMARY || state != null || inputsComplete
            }
            is UserAction.SwipeNext ->
                screen.swipe && screenIndex + 1 < flow.screens.size && inputsComplete && underAgeTarget == null
            is UserAction.SwipeBack -> screen.swipe && screenIndex > 0
        }
    }

    /** What the user can do now: the enabled buttons in slot order, then the swipes. */
    val availableActions: List<UserAction>
        get() = (buttons.map { UserAction.Tap(it.slot) } + listOf(UserAction.SwipeNext, UserAction.SwipeBack)).filter { isEnabled(it) }

    fun perform(action: UserAction): Request? = SessionMoves.perform(this, action)
    fun confirmDialog(): Request? = SessionMoves.confirmDialog(this)
    fun cancelDialog() = SessionMoves.cancelDialog(this)
    fun resolve(result: RequestResult) = SessionMoves.resolve(this, result)
    fun cancelRequest() = SessionMoves.cancelRequest(this)
    fun answer(inputId: String, value: InputValue) = SessionInputs.answer(this, inputId, value)
    fun selectPlan(planId: String) = SessionInputs.selectPlan(this, planId)

    fun answer(inputId: String, screenId: String? = null): InputValue? = answerMap[screenId ?: screen.id]?.get(inputId)
    val unansweredRequiredInputs: List<Input> get() = SessionInputs.unansweredRequired(this)
    /** Input id → why each text or date field of the screen refuses its value. */
    val fieldProblems: Map<String, InputProblem> get() = SessionInputs.fieldProblems(this)
    val underAgeTarget: Target? get() = SessionInputs.underAgeTarget(this)
    val inputsComplete: Boolean get() = unansweredRequiredInputs.isEmpty() && fieldProblems.isEmpty()
    val selectedPlan: PaywallPlan? get() = SessionInputs.selectedPlan(this)
    /** The screen's paywall as the user sees it: its offering chosen by its conditions now. */
    val paywall: Paywall? get() = SessionInputs.paywall(this)
    /** Seconds until the `resend-code` button in [slot] can be tapped again; null when none is running. */
    fun cooldownRemaining(slot: ButtonSlot): Double? = SessionInputs.cooldownRemaining(this, slot)
    /** The copy shown now, in the order of docs/conformance.md, "Texts". */
    val shownCopy: List<ShownCopy> get() = ShownCopy.of(this)
    val announcement: ScreenAnnouncement? get() = ScreenAnnouncement.of(this)
    /** The session as a snapshot, to restore later ([FlowEngine.restore]). */
    val snapshot: FlowSnapshot get() = FlowSnapshot.of(this)

    /** Records an event of [kind] at the current place. */
    internal fun log(kind: EventKind) {
        history.add(FlowEvent(kind, flow.id, screen.id, stateId, screen.section))
    }
}

/** A request waiting for the app, with the action that made it, its button's slot and the state shown before. */
internal data class Awaiting(val request: Request, val action: Action, val slot: ButtonSlot, val previousState: String?)
