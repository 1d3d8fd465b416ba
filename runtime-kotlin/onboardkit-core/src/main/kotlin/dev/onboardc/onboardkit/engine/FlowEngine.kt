package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.OnboardingStore
import dev.onboardc.onboardkit.bundle.Flow
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.bundle.Trigger
import java.util.UUID

/**
 * Decides which flow to show and starts its sessions: at launch, from Settings, for an event
 * the app reports. It reads [store], and writes it when a flow's ending sets a flag, when an
 * exposure is logged ([record]), and when it first assigns the user a variant
 * ([EngineExperiments]). [userId]: the user's stable id that experiment assignment hashes
 * (null: one made once and stored); [overrides]: variants the app chooses itself.
 */
class FlowEngine(
    val bundle: OnboardingBundle,
    val store: OnboardingStore,
    val environment: ConditionEnvironment,
    userId: String? = null,
    val overrides: Map<String, String> = emptyMap()
) {
    val userId: String = userId ?: storedUserId(store)
    internal val experiments = EngineExperiments(this)

    /** Whether [flow]'s completion flag is set (false for a flow without one). */
    fun isFlagSet(flow: Flow): Boolean = flow.completion.flag?.let { store.flag(it) } ?: false

    /** Whether [flow] would show now for its trigger: first-launch and event flows while their flag is not set; settings flows always. */
    fun shouldShow(flow: Flow): Boolean = flow.trigger is Trigger.Settings || !isFlagSet(flow)

    /** Writes the flag [ending] sets, if any. [FlowDriver] calls it when its flow ends. */
    fun record(ending: FlowEnding) {
        ending.flagSet?.let { store.setFlag(it, true) }
    }

    /** Records what an event tells the store: the variant an `experiment-exposed` shows, so it is logged once. */
    fun record(event: FlowEvent) {
        val kind = event.kind
        if (kind is EventKind.ExperimentExposed) store.setString(exposureKey(kind.assignment.experiment), kind.assignment.variant)
    }

    /** A session of the first first-launch flow whose flag is not set and whose audience holds; null: go straight to the app. */
    fun sessionAtLaunch(): FlowSession? = firstShown { it.trigger is Trigger.FirstLaunch }?.let { experiments.session(it.first, it.second) }

    /** A session of the settings flow [flowId], whatever its flag; null when there is no such settings flow. */
    fun sessionFromSettings(flowId: String): FlowSession? {
        val flow = bundle.flow(flowId)?.takeIf { it.trigger is Trigger.Settings } ?: return null
        return experiments.session(flow, emptyList())
    }

    /** A session of the first flow [event] triggers that should show now and whose audience holds. */
    fun sessionForEvent(event: String): FlowSession? =
        firstShown { (it.trigger as? Trigger.Event)?.event == event }?.let { experiments.session(it.first, it.second) }

    /** A session of any flow, whatever its trigger, flag and audience (previews, debug menus). */
    fun session(flowId: String): FlowSession? = bundle.flow(flowId)?.let { experiments.session(it, emptyList()) }

    /** The session [snapshot] saved, restored for this user in this engine's bundle. */
    fun restore(snapshot: FlowSnapshot): FlowSession = experiments.restore(snapshot)

    /** The flows the app's Settings offers, in bundle order, with the key of each row's label. */
    val settingsEntries: List<Pair<String, String?>>
        get() = bundle.flows.mapNotNull { flow -> (flow.trigger as? Trigger.Settings)?.let { Pair(flow.id, it.entryKey) } }

    /**
     * The first flow (bundle order) that [matches], should show, and whose audience holds, with
     * the experiments the audiences on the way read.
     */
    private fun firstShown(matches: (Flow) -> Boolean): Pair<Flow, List<String>>? {
        val read = ArrayList<String>()
        var context: dev.onboardc.onboardkit.ConditionContext? = null
        for (flow in bundle.flows) {
            if (!matches(flow) || !shouldShow(flow)) continue
            val audience = flow.audience ?: return Pair(flow, read)
            val evaluating = context ?: environment.copy(experiments = experiments.assignments().mapValues { it.value.variant })
                .context(emptyMap()).also { context = it }
            val (holds, experimentsRead) = evaluating.evaluation(audience)
            for (id in experimentsRead) if (id !in read) read.add(id)
            if (holds) return Pair(flow, read)
        }
        return null
    }

    companion object {
        /** The store key of the user id made when the app gives none. */
        const val USER_ID_KEY = "onboardc.user-id"

        fun assignmentKey(experiment: String) = "onboardc.experiment.$experiment"
        fun exposureKey(experiment: String) = "onboardc.experiment.$experiment.exposed"

        private fun storedUserId(store: OnboardingStore): String {
            store.string(USER_ID_KEY)?.let { return it }
            val id = UUID.randomUUID().toString()
            store.setString(USER_ID_KEY, id)
            return id
        }
    }
}
