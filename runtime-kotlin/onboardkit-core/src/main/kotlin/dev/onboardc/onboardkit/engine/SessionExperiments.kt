package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.Assignment

/**
 * What a session knows of the user's experiments: their variants ([assignments], by
 * experiment id), the variant of each whose exposure was recorded before ([exposedBefore]),
 * the experiments read to choose the session's flow ([readAtStart]: exposed when it starts),
 * and the key of each text an experiment the user is in varies → its experiment
 * ([variantTexts]: the spec's keys a variant replaces, and the user's variants' keys).
 */
class SessionExperiments(
    val assignments: Map<String, Assignment> = emptyMap(),
    val exposedBefore: Map<String, String> = emptyMap(),
    val readAtStart: List<String> = emptyList(),
    val variantTexts: Map<String, String> = emptyMap()
) {
    /** The experiments whose exposure to the user's variant was recorded before. */
    internal val alreadyExposed: Set<String>
        get() = exposedBefore.filter { assignments[it.key]?.variant == it.value }.keys

    companion object {
        /** No experiment: what a session has without an engine. */
        @JvmField
        val NONE = SessionExperiments()
    }
}

/** A screen, or one of its states, by position: where a text an experiment varies shows. */
internal data class VariedPlace(val screen: Int, val state: String?)
