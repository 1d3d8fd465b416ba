package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.Flow
import dev.onboardc.onboardkit.bundle.StringKeyMembers

/** The order of a session's events (docs/conformance.md, "Events"), and its exposures. */
internal object SessionEvents {
    /**
     * Runs [change], which logs what the user or the app did and what that started; then logs
     * `screen-shown` when the screen or state changed, and `flow-ended` when the flow ended.
     */
    fun <R> recording(session: FlowSession, change: () -> R): R {
        val screenBefore = session.screenIndex
        val stateBefore = session.stateId
        val endedBefore = session.ending != null
        val result = change()
        if (session.screenIndex != screenBefore || session.stateId != stateBefore) logScreenShown(session)
        val ending = session.ending
        if (!endedBefore && ending != null) session.log(EventKind.FlowEnded(ending))
        return result
    }

    /**
     * Logs `screen-shown`, after an `experiment-exposed` for each experiment that decided what it
     * shows (a condition on the way, a text of the variant's, its paywall's offering) whose
     * exposure is not logged yet. The screen's own content ticks its `initial` checkboxes first.
     */
    fun logScreenShown(session: FlowSession) {
        if (session.stateId == null && session.ending == null) SessionInputs.tickInitialBoxes(session)
        val deciding = ArrayList(session.pendingExposures)
        session.pendingExposures.clear()
        deciding.addAll(session.variedPlaces[VariedPlace(session.screenIndex, session.stateId)] ?: emptyList())
        val paywall = session.screen.paywall
        if (session.stateId == null && paywall != null) deciding.addAll(SessionInputs.chosenOffering(session, paywall).second)
        for (id in deciding) {
            if (id in session.exposed) continue
            val assignment = session.experiments.assignments[id] ?: continue
            session.exposed.add(id)
            session.log(EventKind.ExperimentExposed(assignment))
        }
        session.log(EventKind.ScreenShown)
    }

    /** Each screen and state of [flow] that shows a text an experiment varies, with those experiments (sorted). */
    fun variedPlaces(flow: Flow, experiments: SessionExperiments): Map<VariedPlace, List<String>> {
        if (experiments.variantTexts.isEmpty()) return emptyMap()
        val places = HashMap<VariedPlace, List<String>>()
        fun note(keys: Set<String>, place: VariedPlace) {
            val varied = keys.mapNotNull { experiments.variantTexts[it] }.toSortedSet()
            if (varied.isNotEmpty()) places[place] = varied.toList()
        }
        for ((index, keys) in StringKeyMembers.keysByScreen(flow.json).withIndex()) {
            note(keys.first, VariedPlace(index, null))
            for ((state, stateKeys) in keys.second) note(stateKeys, VariedPlace(index, state))
        }
        return places
    }
}
