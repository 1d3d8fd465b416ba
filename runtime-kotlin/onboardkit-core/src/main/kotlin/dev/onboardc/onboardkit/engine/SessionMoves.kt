package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.Action
import dev.onboardc.onboardkit.bundle.ActionKind
import dev.onboardc.onboardkit.bundle.ButtonSlot
import dev.onboardc.onboardkit.bundle.CompletionEvent
import dev.onboardc.onboardkit.bundle.EndingRoute
import dev.onboardc.onboardkit.bundle.Outcome
import dev.onboardc.onboardkit.bundle.Target

/** What the user's and the app's actions do to a session (docs/bundle-format.md, "button and action"). */
internal object SessionMoves {
    fun perform(session: FlowSession, action: UserAction): Request? {
        checkLive(session)
        if (!session.isEnabled(action)) throw SessionException("${action.vectorName} is not available now")
        return when (action) {
            is UserAction.Tap -> {
                val button = session.buttons.first { it.slot == action.slot }
                SessionEvents.recording(session) {
                    session.log(EventKind.Action(button.action.name, "tap", action.slot))
                    val underAge = if (action.slot == ButtonSlot.PRIMARY) session.underAgeTarget else null
                    val dialog = button.action.confirmDialog?.let { session.flow.dialog(it) }
                    when {
                        underAge != null -> {
                            SessionTargets.move(session, underAge, CompletionEvent.endingBy(action.slot, EndingRoute.COMPLETING))
                            null
                        }
                        dialog != null -> {
                            session.presentedDialog = PresentedDialog(dialog, button.action, action.slot)
                            session.log(EventKind.DialogShown(dialog.id))
                            null
                        }
                        else -> apply(session, button.action, action.slot)
                    }
                }
            }
            is UserAction.SwipeNext -> SessionEvents.recording(session) {
                session.log(EventKind.Action("next", "swipe", null))
                SessionTargets.move(session, Target.Screen(session.flow.screens[session.screenIndex + 1].id))
                null
            }
            is UserAction.SwipeBack -> SessionEvents.recording(session) {
                session.log(EventKind.Action("back", "swipe", null))
                SessionTargets.move(session, Target.Screen(session.flow.screens[session.screenIndex - 1].id), forward = false)
                null
            }
        }
    }

    fun confirmDialog(session: FlowSession): Request? {
        checkLive(session)
        val presented = session.presentedDialog ?: throw SessionException("no dialog is presented")
        return SessionEvents.recording(session) {
            session.presentedDialog = null
            session.log(EventKind.DialogConfirmed(presented.dialog.id))
            apply(session, presented.action, presented.slot)
        }
    }

    fun cancelDialog(session: FlowSession) {
        checkLive(session)
        val presented = session.presentedDialog ?: throw SessionException("no dialog is presented")
        session.presentedDialog = null
        session.log(EventKind.DialogCancelled(presented.dialog.id))
    }

    /**
     * The app's [result] for the pending request: the pending state goes, and the action's
     * outcome is followed (a permission's `unavailable` or `not-enrolled` it does not map
     * follows `denied`; any other result it does not map stays).
     */
    fun resolve(session: FlowSession, result: RequestResult) {
        checkLive(session)
        val awaiting = session.awaiting ?: throw SessionException("no request is waiting")
        if (!result.answers(awaiting.request)) {
            throw SessionException("${result.resultName} does not answer a ${awaiting.request.summary.kind} request")
        }
        SessionEvents.recording(session) {
            session.log(EventKind.RequestAnswered(awaiting.request.summary, result))
            session.awaiting = null
            session.stateId = awaiting.previousState
            if (result == RequestResult.SENT) session.codeSentAt = session.environment.clock.nowMillis()
            val kind = awaiting.action.kind
            val target = if (kind is ActionKind.OpenSettings) kind.then else result.outcome?.let { awaiting.action.target(it) }
            SessionTargets.move(session, target ?: Target.Stay, CompletionEvent.endingBy(awaiting.slot, EndingRoute.ANSWER))
        }
    }

    fun cancelRequest(session: FlowSession) {
        checkLive(session)
        val awaiting = session.awaiting ?: throw SessionException("no request is waiting")
        SessionEvents.recording(session) {
            session.log(EventKind.RequestCancelled(awaiting.request.summary))
            session.awaiting = null
            session.stateId = awaiting.previousState
        }
    }

    /** Runs the action of the button in [slot] (after its confirmation, if it has one). */
    private fun apply(session: FlowSession, action: Action, slot: ButtonSlot): Request? {
        fun ending(route: EndingRoute) = CompletionEvent.endingBy(slot, route)
        when (val kind = action.kind) {
            is ActionKind.Move -> when (kind.name) {
                "back" -> SessionTargets.move(session, kind.target, ending(EndingRoute.COMPLETING), forward = false)
                "skip" -> SessionTargets.move(session, kind.target, ending(EndingRoute.SKIPPING))
                else -> SessionTargets.move(session, kind.target, ending(EndingRoute.COMPLETING))
            }
            is ActionKind.Complete -> {
                SessionInputs.recordDefaults(session)
                SessionTargets.finish(session, ending(EndingRoute.COMPLETING), kind.result)
            }
            is ActionKind.RequestPermission -> if (!kind.permission.isKnown) {
                // The format: a permission the runtime does not know takes the `denied` outcome at once.
                val denied = kind.outcomes[Outcome.DENIED] ?: Target.Stay
                SessionTargets.move(session, denied, ending(EndingRoute.ANSWER))
                return null
            }
            else -> Unit
        }
        val request = request(session, action) ?: return null
        session.log(EventKind.RequestStarted(request.summary))
        session.awaiting = Awaiting(request, action, slot, session.stateId)
        action.pendingState?.let { session.stateId = SessionTargets.shownState(session, it, session.screenIndex) }
        return request
    }

    /** The request [action] makes on the current screen; null for one that asks the app nothing. */
    fun request(session: FlowSession, action: Action): Request? = when (val kind = action.kind) {
        is ActionKind.RequestPermission -> if (kind.permission.isKnown) Request.ForPermission(kind.permission) else null
        is ActionKind.Purchase ->
            Request.Purchase(kind.plan?.let { session.screen.paywall?.plan(it) } ?: session.selectedPlan, session.paywall)
        is ActionKind.Restore -> Request.Restore(session.paywall)
        is ActionKind.OpenSettings -> Request.OpenSettings
        is ActionKind.ResendCode -> Request.ResendCode(SessionInputs.phoneNumber(session))
        is ActionKind.PickFile -> Request.PickFile(kind.types)
        else -> null
    }

    private fun checkLive(session: FlowSession) {
        if (session.ending != null) throw SessionException("the flow has ended")
    }
}
