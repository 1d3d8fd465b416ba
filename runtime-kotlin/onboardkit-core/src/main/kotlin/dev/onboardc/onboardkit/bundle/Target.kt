package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.Condition

/**
 * Where an action or an outcome leads (docs/bundle-format.md, "button and action"): always
 * resolved by the compiler. A closed vocabulary: an unknown `kind` is a [BundleFormatException].
 */
sealed class Target {
    /** The target's `kind` as the bundle spells it. */
    abstract val kind: String

    /** Show this screen (its own content, no in-screen state). */
    data class Screen(val screen: String) : Target() {
        override val kind get() = "screen"
    }

    /** Show this in-screen state of this screen. */
    data class State(val screen: String, val state: String) : Target() {
        override val kind get() = "state"
    }

    /** End the flow: a completion, a skip or a dismissal ([CompletionEvent.endingBy]). */
    object Complete : Target() {
        override val kind get() = "complete"
    }

    /** Stay where the user is. */
    object Stay : Target() {
        override val kind get() = "stay"
    }

    /** Chosen by conditions: the `to` of the first of [branches] whose `when` holds, else [otherwise]. */
    data class Branch(val branches: List<TargetBranch>, val otherwise: Target) : Target() {
        override val kind get() = "branch"
    }

    /** Whether this is a plain target (`screen`, `state`, `complete`, `stay`). */
    val isPlain: Boolean get() = this !is Branch

    /** The plain targets this target may lead to: itself, or a branch's in order, then its fallback. */
    val plainTargets: List<Target>
        get() = if (this is Branch) branches.map { it.to } + otherwise else listOf(this)

    /** The plain target it leads to when conditions are evaluated with [holds]. */
    fun resolved(holds: (Condition) -> Boolean): Target =
        if (this is Branch) branches.firstOrNull { holds(it.`when`) }?.to ?: otherwise else this

    companion object {
        internal fun read(members: Members): Target = when (members.closed("kind", KINDS)) {
            "screen" -> Screen(members.string("screen"))
            "state" -> State(members.string("screen"), members.string("state"))
            "complete" -> Complete
            "stay" -> Stay
            else -> {
                val branches = members.list("branches") { TargetBranch.read(it) }
                if (branches.isEmpty()) throw BundleFormatException(members.at("branches"), "a branch target has no branches")
                val otherwise = read(members.obj("otherwise"))
                if (!otherwise.isPlain) throw BundleFormatException(members.at("otherwise"), "a branch's fallback is a branch")
                Branch(branches, otherwise)
            }
        }

        private val KINDS = listOf("screen", "state", "complete", "stay", "branch").associateWith { it }
    }
}

/** One branch of a [Target.Branch]: [to] (a plain target) when [when] holds. */
data class TargetBranch(val `when`: Condition, val to: Target) {
    companion object {
        internal fun read(members: Members): TargetBranch {
            val to = Target.read(members.obj("to"))
            if (!to.isPlain) throw BundleFormatException(members.at("to"), "a branch leads to a branch")
            return TargetBranch(members.condition("when"), to)
        }
    }
}
