package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.CompletionEvent
import dev.onboardc.onboardkit.bundle.Target

/** Where a target leads a session: branches chosen, screens and states passed by their `when`, the end. */
internal object SessionTargets {
    /**
     * Goes to [target]; reaching `complete` ends the flow as [ending]. Leaving a screen forwards
     * records its inputs' defaults. A branch is chosen now, in the answers given before this move.
     */
    fun move(session: FlowSession, target: Target, ending: CompletionEvent = CompletionEvent.COMPLETE, forward: Boolean = true) {
        when (target) {
            is Target.Branch -> {
                val (chosen, read) = session.conditionContext.choice { holds -> target.resolved(holds) }
                session.pendingExposures.addAll(read)
                move(session, chosen, ending, forward)
            }
            is Target.Stay -> Unit
            is Target.Complete -> {
                if (forward) SessionInputs.recordDefaults(session)
                finish(session, ending, null)
            }
            is Target.Screen -> {
                val index = session.flow.indexOfScreen(target.screen) ?: return
                val shown = shownScreen(session, index)
                if (shown == null) {
                    // Every screen from there to the end is passed: the flow ends as at its end.
                    if (forward) SessionInputs.recordDefaults(session)
                    finish(session, ending, null)
                } else {
                    show(session, shown, null, forward)
                }
            }
            is Target.State -> {
                val index = session.flow.indexOfScreen(target.screen) ?: return
                show(session, index, shownState(session, target.state, index), forward)
            }
        }
    }

    /**
     * The state shown when a move or a `pendingState` leads to state [id] of the screen at
     * [index]: it, unless its `when` does not hold now (then the screen's own content).
     */
    fun shownState(session: FlowSession, id: String, index: Int): String? {
        val condition = session.flow.screens[index].state(id)?.`when` ?: return id
        val (holds, read) = session.conditionContext.evaluation(condition)
        session.pendingExposures.addAll(read)
        return if (holds) id else null
    }

    /**
     * The screen a move to the screen at [index] arrives at: it, unless its `when` does not hold;
     * then the next one on in the move's direction; null when every screen to the end is passed.
     */
    private fun shownScreen(session: FlowSession, index: Int): Int? {
        if (index == session.screenIndex) return index
        val step = if (index > session.screenIndex) 1 else -1
        val context = session.conditionContext
        var candidate = index
        while (candidate in session.flow.screens.indices) {
            val condition = session.flow.screens[candidate].`when` ?: return candidate
            val (holds, read) = context.evaluation(condition)
            session.pendingExposures.addAll(read)
            if (holds) return candidate
            candidate += step
        }
        // Back past the first screen (which onboardc never makes conditional): stay.
        return if (step < 0) session.screenIndex else null
    }

    private fun show(session: FlowSession, index: Int, state: String?, forward: Boolean) {
        if (forward && index != session.screenIndex) SessionInputs.recordDefaults(session)
        if (index > session.screenIndex) {
            session.trail.add(index)
        } else if (index < session.screenIndex) {
            session.trail = (session.trail.filter { it < index } + index).toMutableList()
        }
        session.screenIndex = index
        session.stateId = state
    }

    /** Ends the flow as [event]; the ending names the completion flag when `completion.setOn` names the event. */
    fun finish(session: FlowSession, event: CompletionEvent, result: String?) {
        val completion = session.flow.completion
        val flag = completion.flag?.takeIf { event in completion.setOn }
        val reason = when (event) {
            CompletionEvent.COMPLETE -> FlowEnding.Reason.COMPLETED
            CompletionEvent.SKIP -> FlowEnding.Reason.SKIPPED
            CompletionEvent.DISMISS -> FlowEnding.Reason.DISMISSED
        }
        session.ending = FlowEnding(
            session.flow.id, reason, if (reason == FlowEnding.Reason.SKIPPED) null else result, session.answers, flag
        )
    }
}
