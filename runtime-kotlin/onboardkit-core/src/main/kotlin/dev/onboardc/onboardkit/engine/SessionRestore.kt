package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.Action
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.Flow

/** Why a snapshot cannot be restored: a place it names is not in the bundle, or it is of another format. */
class RestoreException(message: String) : Exception(message)

/**
 * A saved session restored in a flow (the same bundle's, or a newer one in which every place
 * it names still exists). Its events start with the `screen-shown` of the restored place; a
 * request that was waiting waits again, for the app to answer with what it knows now.
 */
internal object SessionRestore {
    fun restore(snapshot: FlowSnapshot, flow: Flow, environment: ConditionEnvironment, experiments: SessionExperiments): FlowSession {
        if (snapshot.version != FlowSnapshot.CURRENT_VERSION) {
            throw RestoreException(
                "the snapshot is of version ${snapshot.version}; this runtime reads version ${FlowSnapshot.CURRENT_VERSION}"
            )
        }
        fun index(screen: String) = flow.indexOfScreen(screen) ?: throw RestoreException("flow `${flow.id}` has no screen `$screen`")
        val session = FlowSession(flow, environment, experiments, false)
        session.screenIndex = index(snapshot.screen)
        val screen = session.screen
        var trail = snapshot.trail?.map { index(it) } ?: (0..session.screenIndex).toList()
        if (trail.lastOrNull() != session.screenIndex) trail = trail.filter { it < session.screenIndex } + session.screenIndex
        session.trail = trail.toMutableList()
        session.codeSentAt = snapshot.codeSentAt
        for ((screenId, answers) in snapshot.answers) {
            val answered = flow.screens[index(screenId)]
            for ((inputId, value) in answers) {
                val input = answered.input(inputId) ?: throw RestoreException("screen `$screenId` has no input `$inputId`")
                if (!SessionInputs.accepts(input, value)) {
                    throw RestoreException("the answer to `$inputId` on screen `$screenId` no longer fits it")
                }
            }
            session.answerMap[screenId] = LinkedHashMap(answers)
        }
        for ((screenId, planId) in snapshot.selectedPlans) {
            if (flow.screens[index(screenId)].paywall?.plan(planId) == null) {
                throw RestoreException("the paywall of screen `$screenId` has no plan `$planId`")
            }
            session.selectedPlanIds[screenId] = planId
        }
        for (state in listOfNotNull(snapshot.state, snapshot.request?.second)) {
            if (screen.state(state) == null) throw RestoreException("screen `${screen.id}` has no state `$state`")
        }
        fun action(slot: ButtonSlot, state: String?, check: (Action) -> Boolean): Action {
            val button = session.buttons(state).firstOrNull { it.slot == slot }
            if (button == null || !check(button.action)) {
                throw RestoreException("screen `${screen.id}` has no ${slot.bundleName} button that does this")
            }
            return button.action
        }
        // Whether a request whose action has this pending state, made while returnState showed, shows the snapshot's state.
        fun shows(pending: String?, returnState: String?): Boolean {
            if (pending == null) return snapshot.state == returnState
            return snapshot.state == pending || (snapshot.state == null && screen.state(pending)?.`when` != null)
        }
        session.stateId = snapshot.state
        snapshot.dialog?.let { (dialogId, slot) ->
            val confirmed = action(slot, snapshot.state) { it.confirmDialog == dialogId }
            val dialog = flow.dialog(dialogId)
                ?: throw RestoreException("screen `${screen.id}` has no ${slot.bundleName} button that does this")
            session.presentedDialog = PresentedDialog(dialog, confirmed, slot)
        }
        snapshot.request?.let { (slot, returnState) ->
            val pending = action(slot, returnState) {
                SessionMoves.request(session, it) != null && shows(it.pendingState, returnState)
            }
            val request = SessionMoves.request(session, pending)
                ?: throw RestoreException("screen `${screen.id}` has no ${slot.bundleName} button that does this")
            session.awaiting = Awaiting(request, pending, slot, returnState)
        }
        session.ending = snapshot.ending
        SessionEvents.logScreenShown(session)
        return session
    }
}
