package dev.onboardc.onboardkit

/** A user's variant of an experiment, and whether the app chose it ([overridden]). */
data class Assignment(val experiment: String, val variant: String, val overridden: Boolean = false)

/**
 * Which variant of each experiment the user is in, kept in [store] so that it never changes
 * under them (docs/bundle-format.md, "Experiments"; the Swift runtime's
 * `FlowEngine.assignment(of:)`). [context] is what an experiment's audience is evaluated in.
 */
class Assignments(
    private val store: OnboardingStore,
    private val userId: String,
    private val overrides: Map<String, String> = emptyMap(),
    private val context: ConditionContext
) {
    /**
     * The user's variant of [experiment], or null when they are not in it. In order: the
     * app's override (a variant the experiment has); the variant stored at an earlier
     * assignment, while the experiment still has it (sticky, whatever the weights or the
     * audience say now); else, for a user in its audience, the variant [ExperimentAssignment]
     * gives, stored at once.
     */
    fun assignment(experiment: Experiment): Assignment? {
        val override = overrides[experiment.id]
        if (override != null && experiment.variant(override) != null) {
            return Assignment(experiment.id, override, overridden = true)
        }
        val key = assignmentKey(experiment.id)
        val stored = store.string(key)
        if (stored != null && experiment.variant(stored) != null) return Assignment(experiment.id, stored)
        val audience = experiment.audience
        if (audience != null && !context.evaluate(audience)) return null
        val variant = ExperimentAssignment.variant(experiment, userId) ?: return null
        store.setString(key, variant.id)
        return Assignment(experiment.id, variant.id)
    }

    companion object {
        /** The store key of an experiment's assigned variant. */
        @JvmStatic
        fun assignmentKey(experiment: String): String = "onboardc.experiment.$experiment"

        /** The store key of the variant of an experiment last recorded as exposed. */
        @JvmStatic
        fun exposureKey(experiment: String): String = "onboardc.experiment.$experiment.exposed"
    }
}
