package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.Assignment
import dev.onboardc.onboardkit.Assignments
import dev.onboardc.onboardkit.bundle.Flow
import dev.onboardc.onboardkit.bundle.StringKeyMembers

/**
 * An engine's experiments (docs/bundle-format.md, "Experiments"): the user's variants, kept in
 * the store ([Assignments]), and the sessions that show them: their variants' texts in place of
 * the spec's, their variants for conditions, what they were shown before.
 */
internal class EngineExperiments(private val engine: FlowEngine) {
    /** The user's variant of every experiment of the bundle they are in (assigning and storing new ones). */
    fun assignments(): Map<String, Assignment> {
        val assigning = Assignments(engine.store, engine.userId, engine.overrides, engine.environment.context(emptyMap()))
        val out = LinkedHashMap<String, Assignment>()
        for (experiment in engine.bundle.experiments) assigning.assignment(experiment)?.let { out[experiment.id] = it }
        return out
    }

    /** A session of [flow] for this user; [readAtStart]: the experiments its audience read. */
    fun session(flow: Flow, readAtStart: List<String>): FlowSession {
        val (experiments, environment, keys) = sessionExperiments(readAtStart)
        return FlowSession(shown(flow, keys), environment, experiments)
    }

    fun restore(snapshot: FlowSnapshot): FlowSession {
        val flow = engine.bundle.flow(snapshot.flow) ?: throw RestoreException("the bundle has no flow `${snapshot.flow}`")
        val (experiments, environment, keys) = sessionExperiments(emptyList())
        return SessionRestore.restore(snapshot, shown(flow, keys), environment, experiments)
    }

    /** [flow] with the user's variants' keys in place of the spec's. */
    private fun shown(flow: Flow, keys: Map<String, String>): Flow =
        if (keys.isEmpty()) flow else Flow.read(StringKeyMembers.replacing(keys, flow.json))

    /** The user's experiments for a session, the environment with their variants, and key → the variant's key. */
    private fun sessionExperiments(readAtStart: List<String>): Triple<SessionExperiments, ConditionEnvironment, Map<String, String>> {
        val assignments = assignments()
        val exposed = LinkedHashMap<String, String>()
        for (id in assignments.keys) engine.store.string(FlowEngine.exposureKey(id))?.let { exposed[id] = it }
        val replaced = HashMap<String, String>()
        val varied = HashMap<String, String>()
        for (experiment in engine.bundle.experiments) {
            val assignment = assignments[experiment.id] ?: continue
            for (variant in experiment.variants) for (text in variant.texts) {
                varied[text.key] = experiment.id
                if (variant.id == assignment.variant) {
                    varied[text.variantKey] = experiment.id
                    replaced[text.key] = text.variantKey
                }
            }
        }
        val environment = engine.environment.copy(experiments = assignments.mapValues { it.value.variant })
        return Triple(SessionExperiments(assignments, exposed, readAtStart, varied), environment, replaced)
    }
}
